import assert from "node:assert/strict";
import { test } from "node:test";
import { computeItalianVatCheckDigit, TERMS_VERSION } from "@mkt/contracts";
import { describeViolations, seriousViolations } from "../lib/axe.mjs";
import {
  BASE_URL,
  browserForTests,
  chooseLanguage,
  fitsTheWindow,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { mailTo } from "../lib/mailbox.mjs";
import { apiLogin } from "../lib/shell.mjs";

/** @typedef {import("playwright-core").Page} Page */

const browser = browserForTests();
const legal = { it: messages("it", "legal"), en: messages("en", "legal") };
const pricing = { it: messages("it", "pricing"), en: messages("en", "pricing") };

/**
 * No serious or critical WCAG A/AA violation on the page as it is now (axe-core).
 * @param {Page} page
 * @param {string} what
 */
async function accessible(page, what) {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `${what}:\n${describeViolations(violations)}`);
}

/** A valid Italian VAT number no other run has used: 10 digits from the clock plus the check digit. */
function uniqueVat() {
  const first10 = `2${String(Date.now()).slice(-9)}`;
  return `${first10}${computeItalianVatCheckDigit(first10)}`;
}

test("a visitor reads the prices, signs up as a client from a plan, reads the terms from the checkbox, and the accepted version is stored", async () => {
  const { page } = browser;
  const stamp = Date.now();
  const email = `e2e.terms.${stamp}@example.test`;
  const password = "Cliente2026";
  await resetStorage(page);
  await page.setViewportSize(VIEWPORTS.desktop);

  // The landing page links the price list (top bar, hero, footer); the footer also links terms and privacy.
  await page.goto("/");
  assert.equal(await page.getByTestId("footer-terms").getAttribute("href"), "/terms");
  assert.equal(await page.getByTestId("footer-privacy").getAttribute("href"), "/privacy");
  assert.equal(await page.getByTestId("footer-pricing").getAttribute("href"), "/pricing");
  await page.getByTestId("pricing-link").click();
  await page.waitForURL("**/pricing");
  await page.getByRole("heading", { level: 1, name: pricing.it.title }).waitFor();
  const starter = page.getByTestId("pricing-plan-2");
  await starter.getByText(pricing.it.taglines["2"]).waitFor();
  assert.match(String(await starter.getByTestId("pricing-price").textContent()), /1\.?490/);
  // Plans side by side at 1280 px: the first two cards share a row.
  const [free, second] = await Promise.all([
    page.getByTestId("pricing-plan-1").boundingBox(),
    starter.boundingBox(),
  ]);
  assert.ok(free && second && Math.abs(free.y - second.y) < 2, "the plans sit side by side");
  await shot(page, "62-pricing-1280-it");
  await page.getByTestId("pricing-audience-supplier").click();
  await page.getByTestId("pricing-plan-8").waitFor();
  await page.getByTestId("pricing-audience-client").click();
  await starter.waitFor();

  // The call to action of a client plan opens the client registration.
  await starter.getByTestId("pricing-cta-2").click();
  await page.waitForURL((url) => url.pathname === "/authentication/register");
  assert.equal(new URL(page.url()).searchParams.get("role_id"), "2");
  await page.locator('input[name="firstname"]').fill("Marta");
  await page.locator('input[name="lastname"]').fill("Verdi");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password_confirmation"]').fill(password);
  await page.getByTestId("register-next").click();
  await page.locator('input[name="company_name"]').fill(`Verdi Spa ${stamp}`);
  await page.locator('input[name="vat_number"]').fill(uniqueVat());
  await page.locator('input[name="city"]').fill("Milano");
  await page.getByTestId("register-next").click();

  // The terms open from beside the checkbox in a dialog over the form, which keeps its values.
  await page.getByTestId("open-terms").click();
  const dialog = page.getByRole("dialog", { name: legal.it.titles.terms });
  await dialog.getByRole("navigation", { name: legal.it.contents }).waitFor();
  assert.match(String(await dialog.getByTestId("legal-version").textContent()), new RegExp(TERMS_VERSION));
  assert.equal(await dialog.getByRole("link", { name: legal.it.openInTab }).getAttribute("href"), "/terms");
  await shot(page, "62-register-terms-dialog-1280-it", { fullPage: false });
  await accessible(page, "the terms dialog over the registration form");
  await dialog.getByTestId("legal-dialog-close").click();
  await dialog.waitFor({ state: "detached" });
  await page.getByTestId("open-privacy").click();
  const privacy = page.getByRole("dialog", { name: legal.it.titles.privacy });
  await privacy.getByRole("navigation", { name: legal.it.contents }).waitFor();
  await privacy.getByTestId("legal-dialog-close").click();
  await privacy.waitFor({ state: "detached" });
  const terms = page.locator('input[name="terms_accepted"]');
  assert.equal(await terms.isChecked(), false, "reading the texts does not tick the box");
  await terms.check();
  await page.getByTestId("register-next").click();
  await page.getByTestId("register-success").waitFor();

  // Confirm the address through the mailed link, sign in through the API and read the stored acceptance.
  const mail = await mailTo(email);
  const link = /\/authentication\/confirm-email\?token=([\w.-]+)/.exec(mail?.text ?? "");
  assert.ok(link?.[1], `the confirmation mail to ${email} carries its link`);
  const confirmed = await fetch(`${BASE_URL}/api/auth/confirmEmail?token=${link[1]}`);
  assert.equal(confirmed.status, 200);
  const token = await apiLogin(email, password);
  const response = await fetch(`${BASE_URL}/api/auth/terms`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  assert.equal(response.status, 200, JSON.stringify(body));
  assert.equal(body.data.accepted_version, TERMS_VERSION);
  assert.equal(body.data.must_accept, false);
  assert.ok(Date.now() - Date.parse(body.data.accepted_at) < 10 * 60_000, "accepted just now");
});

test("terms, privacy and pricing read well and pass axe at 375 and 1280 px, in Italian and English", async () => {
  const { page } = browser;
  await resetStorage(page);
  for (const language of /** @type {const} */ (["it", "en"])) {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto("/terms");
    if (language === "en") await chooseLanguage(page, "en");
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const width = name === "mobile" ? 375 : 1280;
      await page.setViewportSize(viewport);
      for (const kind of /** @type {const} */ (["terms", "privacy"])) {
        await page.goto(`/${kind}`);
        const article = page.getByTestId(`legal-${kind}`);
        await article.getByRole("heading", { level: 1, name: legal[language].titles[kind] }).waitFor();
        const contents = article.getByRole("navigation", { name: legal[language].contents });
        // The table of contents leads to each numbered section.
        const entries = await contents.getByRole("link").count();
        assert.ok(entries >= 10, `${kind} has ${entries} sections in its contents`);
        assert.equal(await article.locator("section h2").count(), entries);
        await contents.getByRole("link").last().click();
        await page.waitForFunction(() => window.location.hash.length > 1);
        await fitsTheWindow(page, `${kind} at ${width} px in ${language}`);
        await accessible(page, `${kind} at ${width} px in ${language}`);
        await shot(page, `62-${kind}-${width}-${language}`);
      }
      await page.goto("/pricing");
      await page.getByTestId("pricing-plan-2").waitFor();
      await page.getByText(pricing[language].ctaClient).first().waitFor();
      await fitsTheWindow(page, `pricing at ${width} px in ${language}`);
      await accessible(page, `pricing at ${width} px in ${language}`);
      await shot(page, `62-pricing-${width}-${language}`);
    }
  }
  // Leave the browser in Italian for whatever runs next on this profile.
  await chooseLanguage(page, "it");
});
