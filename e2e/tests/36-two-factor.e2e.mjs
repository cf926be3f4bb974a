import assert from "node:assert/strict";
import { test } from "node:test";
import { ERRORS, ROLE } from "@mkt/contracts";
import { Secret, TOTP } from "otpauth";
import {
  browserForTests,
  chooseLanguage,
  login,
  logout,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { dismissWelcomeModals, OWNER_PASSWORD as PASSWORD, registerOwner } from "../lib/plans.mjs";

/** @typedef {import("playwright-core").Page} Page */

const browser = browserForTests();
const email = `e2e.mfa.${Date.now()}@example.test`;
/** @type {string} */
let secret = "";
/** @type {string[]} */
let recoveryCodes = [];

/**
 * The authenticator app: the code `steps` 30-second steps from now. Waits out the last 3 s of a step, so the
 * code cannot turn stale between typing and the server's check.
 * @param {number} [steps]
 */
async function appCode(steps = 0) {
  while (30 - ((Date.now() / 1000) % 30) < 3) await new Promise((resolve) => setTimeout(resolve, 500));
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/**
 * Email and password on the login form, up to the code step.
 * @param {Page} page
 */
async function passwordStep(page) {
  await page.goto("/authentication/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await page.getByTestId("two-factor-step").waitFor();
}

/**
 * The enrolment dialog open on my profile, its QR code loaded.
 * @param {Page} page
 */
async function openEnrolment(page) {
  await page.getByTestId("two-factor-enable").click();
  await page.getByTestId("two-factor-qr").waitFor();
}

test("a client turns on two-step verification with an authenticator app and keeps the recovery codes", async () => {
  const { page } = browser;
  await registerOwner(ROLE.CLIENT, email, 36);
  await resetStorage(page);
  await login(page, email, PASSWORD);
  await dismissWelcomeModals(page, ROLE.CLIENT);
  await page.goto("/my_profile");
  const card = page.getByTestId("two-factor-card");
  await card.waitFor();
  assert.equal(
    (await page.getByTestId("two-factor-status").textContent())?.trim(),
    messages("it", "two-factor").card.statusOff,
  );

  // The dialog in both languages, on a phone and on a desktop.
  for (const language of /** @type {const} */ (["en", "it"])) {
    await chooseLanguage(page, language);
    await openEnrolment(page);
    const dialog = page.getByTestId("two-factor-enrol-dialog");
    await dialog.getByText(messages(language, "two-factor").enrol.step1).waitFor();
    await shot(page, `two-factor-enrol-1280-${language}`, { fullPage: false });
    await page.setViewportSize(VIEWPORTS.mobile);
    await shot(page, `two-factor-enrol-375-${language}`, { fullPage: false });
    await page.setViewportSize(VIEWPORTS.desktop);
    await dialog.getByRole("button", { name: messages(language, "two-factor").cancel }).click();
    await dialog.waitFor({ state: "hidden" });
  }

  await openEnrolment(page);
  secret = ((await page.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s/g, "");
  assert.match(secret, /^[A-Z2-7]{32}$/);
  const code = page.locator('input[name="code"]');
  await code.fill(await appCode(3));
  await page.getByTestId("two-factor-enable-submit").click();
  await page.getByText(ERRORS["auth.mfa_code_invalid"].it).waitFor();
  // The previous step's code (still accepted), so the current one stays free for signing in.
  await code.fill(await appCode(-1));
  await page.getByTestId("two-factor-enable-submit").click();
  const codes = page.getByTestId("recovery-codes").locator("li");
  await codes.first().waitFor();
  recoveryCodes = (await codes.allTextContents()).map((c) => c.trim());
  assert.equal(recoveryCodes.length, 10);
  for (const c of recoveryCodes) assert.match(c, /^[a-z0-9]{5}-[a-z0-9]{5}$/);
  await shot(page, "two-factor-recovery-codes-1280-it", { fullPage: false });
  await page.getByTestId("recovery-codes-done").click();
  await page.getByTestId("recovery-codes-dialog").waitFor({ state: "hidden" });
  await page
    .getByTestId("two-factor-status")
    .filter({ hasText: messages("it", "two-factor").card.statusOn })
    .waitFor();
  await logout(page);
});

test("signing in asks for the app's code after the password; a wrong code is refused", async () => {
  const { page } = browser;
  await resetStorage(page);
  for (const language of /** @type {const} */ (["en", "it"])) {
    await page.goto("/authentication/login");
    await chooseLanguage(page, language);
    await passwordStep(page);
    await page.getByText(messages(language, "two-factor").login.text).waitFor();
    await shot(page, `two-factor-login-1280-${language}`, { fullPage: false });
    await page.setViewportSize(VIEWPORTS.mobile);
    await shot(page, `two-factor-login-375-${language}`, { fullPage: false });
    await page.setViewportSize(VIEWPORTS.desktop);
  }
  // Still on the Italian code step.
  await page.locator('input[name="code"]').fill("000000");
  await page.getByTestId("two-factor-submit").click();
  await page.getByText(ERRORS["auth.mfa_code_invalid"].it).waitFor();
  await page.locator('input[name="code"]').fill(await appCode());
  await page.getByTestId("two-factor-submit").click();
  await page.waitForURL((url) => url.pathname === "/dashboard_client");
  await dismissWelcomeModals(page, ROLE.CLIENT);
  await logout(page);
});

test("a recovery code signs in once instead of the app's code", async () => {
  const { page } = browser;
  const recovery = recoveryCodes[0] ?? "";
  for (const attempt of ["first", "again"]) {
    await resetStorage(page);
    await passwordStep(page);
    await page.getByTestId("two-factor-switch").click();
    await page.locator('input[name="recovery_code"]').fill(recovery.toUpperCase());
    await page.getByTestId("two-factor-submit").click();
    if (attempt === "first") {
      await page.waitForURL((url) => url.pathname === "/dashboard_client");
      await dismissWelcomeModals(page, ROLE.CLIENT);
      await logout(page);
    } else {
      await page.getByText(ERRORS["auth.mfa_recovery_code_invalid"].it).waitFor();
      assert.equal(new URL(page.url()).pathname, "/authentication/login");
    }
  }
});
