import assert from "node:assert/strict";
import { test } from "node:test";
import { computeItalianVatCheckDigit, homeForRole, isValidItalianVat, ROLE } from "@mkt/contracts";
import { browserForTests, shot } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { mailboxLink } from "../lib/mailbox.mjs";

const auth = messages("it", "auth");

/** A valid Italian VAT number that no other run has used: 10 digits from the clock plus the check digit. */
function uniqueVat() {
  const first10 = `1${String(Date.now()).slice(-9)}`;
  const vat = `${first10}${computeItalianVatCheckDigit(first10)}`;
  assert.ok(isValidItalianVat(vat), `${vat} should be a valid partita IVA`);
  return vat;
}

const browser = browserForTests();

test("a supplier company signs up, confirms its e-mail from the dev mailbox and lands on its dashboard", async () => {
  const { page } = browser;
  const stamp = Date.now();
  const email = `e2e.supplier.${stamp}@example.test`;
  const password = "Fornitore2026";

  await page.goto("/authentication/register?role_id=3");
  await page.locator('input[name="firstname"]').fill("Giulia");
  await page.locator('input[name="lastname"]').fill("Bianchi");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password_confirmation"]').fill(password);
  await page.getByTestId("register-next").click();

  await page.locator('input[name="company_name"]').fill(`Bianchi Consulting ${stamp}`);
  await page.locator('input[name="vat_number"]').fill(uniqueVat());
  await page.locator('input[name="city"]').fill("Torino");
  await page.getByTestId("register-next").click();

  await page.locator('input[name="terms_accepted"]').check();
  await page.getByTestId("register-next").click();
  await page.getByTestId("register-success").waitFor();

  await page.goto("/authentication/login");
  await page.getByTestId("dev-mailbox-link").click();
  await page.waitForURL("**/dev/mailbox");
  // The mailbox answers only an Administrator: sign in as the demo one, read the link, sign out, follow it.
  await page.goto(await mailboxLink(page, email, "/authentication/confirm-email"));
  await page.getByTestId("confirm-email-title").filter({ hasText: auth.confirm.doneTitle }).waitFor();

  await page.getByTestId("confirm-login").click();
  await page.waitForURL("**/authentication/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId("login-submit").click();
  await page.waitForURL(`**${homeForRole(ROLE.SUPPLIER)}`);
  await page.getByTestId("welcome-title").filter({ hasText: "Giulia" }).waitFor();
  assert.match(
    String(await page.getByTestId("welcome-company").textContent()),
    new RegExp(`Bianchi Consulting ${stamp}`),
  );
  await shot(page, "journey-supplier-dashboard-1280-it");
});
