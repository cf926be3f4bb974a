import assert from "node:assert/strict";
import { before, test } from "node:test";
import { computeItalianVatCheckDigit } from "@mkt/contracts";
import {
  BASE_URL,
  browserForTests,
  chooseLanguage,
  login,
  logout,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { signInToMailbox } from "../lib/mailbox.mjs";

/** Screenshots of the main pages at 375 px and 1280 px in both languages, into /tmp/shots for review. */
const browser = browserForTests();

// The mailbox screenshots need a mail in the outbox whichever journeys ran before on this server: a password reset.
before(async () => {
  const response = await fetch(`${BASE_URL}/api/auth/forgotPassword`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "client@demo.test" }),
  });
  assert.equal(response.status, 200, await response.clone().text());
});

/**
 * @param {import("playwright-core").Page} page
 * @param {"it" | "en"} language
 */
async function setLanguage(page, language) {
  await page.evaluate((value) => localStorage.setItem("language", value), language);
  await page.reload();
  await page.waitForLoadState("networkidle");
}

/**
 * @param {import("playwright-core").Page} page
 * @param {string} name
 */
async function registerSteps(page, name) {
  const stamp = `${Date.now()}`;
  await page.goto("/authentication/register");
  await page.waitForLoadState("networkidle");
  await shot(page, `register-picker-${name}`);
  await page.goto("/authentication/register?role_id=10");
  await page.waitForLoadState("networkidle");
  await shot(page, `register-step1-${name}`);
  await page.getByTestId("register-next").click();
  await page.locator('input[name="firstname"][aria-invalid="true"]').waitFor();
  await shot(page, `register-step1-errors-${name}`);
  await page.locator('input[name="firstname"]').fill("Luca");
  await page.locator('input[name="lastname"]').fill("Conti");
  await page.locator('input[name="email"]').fill(`shots.${stamp}@example.test`);
  await page.locator('input[name="password"]').fill("Freelance2026");
  await page.locator('input[name="password_confirmation"]').fill("Freelance2026");
  await page.getByTestId("register-next").click();
  await page.locator('input[name="company_name"]').waitFor();
  await page.locator('input[name="company_name"]').fill("Luca Conti IT");
  const first10 = `2${stamp.slice(-9)}`;
  await page.locator('input[name="vat_number"]').fill(`${first10}${computeItalianVatCheckDigit(first10)}`);
  await shot(page, `register-step2-${name}`);
  await page.getByTestId("register-next").click();
  await page.locator('input[name="terms_accepted"]').waitFor();
  await shot(page, `register-step3-${name}`);
}

for (const language of /** @type {const} */ (["it", "en"])) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const name = `${viewport.width}-${language}`;
    test(`screenshots ${size} ${language}`, async () => {
      const { page } = browser;
      await page.setViewportSize(viewport);
      await resetStorage(page);
      await page.goto("/");
      await setLanguage(page, language);
      await shot(page, `landing-${name}`);
      await page.goto("/authentication/login");
      await page.waitForLoadState("networkidle");
      await shot(page, `login-${name}`);
      await registerSteps(page, name);
      await page.goto("/dev/mailbox");
      await page.getByTestId("mailbox-sign-in").waitFor();
      await shot(page, `mailbox-signed-out-${name}`);
      await signInToMailbox(page);
      await page.getByTestId("mail-item").first().waitFor();
      await shot(page, `mailbox-${name}`);
      await page.getByTestId("mailbox-sign-out").click();
      await page.waitForURL((url) => url.pathname === "/");
      await page.goto("/nothing-here");
      await page.waitForURL("**/authentication/404");
      await shot(page, `not-found-${name}`);
      await page.goto("/maintenance");
      await page.waitForLoadState("networkidle");
      await shot(page, `maintenance-${name}`);

      await login(page, "supplier@demo.test");
      if (language === "en") await chooseLanguage(page, "en");
      await page.getByTestId("welcome-card").waitFor();
      await shot(page, `dashboard-supplier-${name}`);
      if (size === "mobile") {
        await page
          .getByRole("button", { name: language === "it" ? "Apri il menu" : "Open the menu" })
          .click();
        await page.waitForTimeout(400);
        await shot(page, `dashboard-drawer-${name}`);
        await page.keyboard.press("Escape");
      }
      await page.goto("/my_profile");
      await page.getByTestId("account-details-card").waitFor();
      await shot(page, `my-profile-${name}`);
      await page.getByTestId("user-menu").click();
      await page.waitForTimeout(300);
      await shot(page, `user-menu-${name}`);
      await page.keyboard.press("Escape");
      if (language === "en") await chooseLanguage(page, "it");
      await logout(page);
    });
  }
}
