import assert from "node:assert/strict";
import { test } from "node:test";
import { computeItalianVatCheckDigit, ERRORS } from "@mkt/contracts";
import { browserForTests, login, openBrowser, resetStorage, shot } from "../lib/browser.mjs";
import { mailedToken } from "../lib/supply.mjs";

const browser = browserForTests();
const PASSWORD = "Nebula2026!";

/** A fresh valid Italian VAT number for this run. */
function freshVat() {
  const first10 = `0${String(Date.now()).slice(-7)}01`;
  return `${first10}${computeItalianVatCheckDigit(first10)}`;
}

/**
 * @param {import("playwright-core").Page} page
 * @param {string} testId
 * @param {string} optionTestId
 */
async function pick(page, testId, optionTestId) {
  await page.getByTestId(testId).locator('[role="combobox"]').click();
  await page.getByTestId(optionTestId).click();
}

test("staff create a ghost supplier with a profile; the supplier claims it by the mailed link and sees its profile", async () => {
  const { page } = browser;
  const stamp = Date.now();
  const company = `Nebula Software ${stamp}`;
  const email = `paola.verdi.${stamp}@example.com`;
  await resetStorage(page);
  await login(page, "admin@demo.test");
  await page.goto("/ghost_account");
  await page.getByTestId("ghost-accounts-page").waitFor();

  // The form checks every field before calling the server.
  await page.getByTestId("ghost-new").click();
  const dialog = page.getByTestId("ghost-form-dialog");
  await page.getByTestId("ghost-save").click();
  await dialog.getByRole("alert").first().waitFor();
  assert.equal(await page.getByTestId("ghost-company-name").getAttribute("aria-invalid"), "true");

  await page.getByTestId("ghost-company-name").fill(company);
  await page.getByTestId("ghost-vat").fill(freshVat());
  await page.getByTestId("ghost-firstname").fill("Paola");
  await page.getByTestId("ghost-lastname").fill("Verdi");
  await page.getByTestId("ghost-email").fill(email);
  await pick(page, "ghost-language", "ghost-language-it");
  await page.getByTestId("ghost-profile-0-firstname").fill("Ugo");
  await page.getByTestId("ghost-profile-0-lastname").fill("Bassi");
  await page.getByTestId("ghost-profile-0-title").fill("Sviluppatore Java");
  await pick(page, "ghost-profile-0-seniority", "ghost-profile-0-seniority-senior");
  await shot(page, "ghost-account-form-1280-it");
  await page.getByTestId("ghost-save").click();
  await dialog.waitFor({ state: "detached" });

  const row = page.getByTestId("ghost-row").filter({ hasText: company });
  await row.getByTestId("ghost-claim-state").filter({ hasText: "Non ancora invitata" }).waitFor();
  await row.getByTestId("ghost-send-claim").click();
  await row.getByTestId("ghost-claim-state").filter({ hasText: "Invito inviato" }).waitFor();
  await shot(page, "ghost-accounts-1280-it");

  // The supplier opens the mailed link in its own browser, sets a password, accepts the terms and is signed in.
  const token = await mailedToken(email, "claim-company");
  const supplier = await openBrowser();
  try {
    const other = supplier.page;
    await other.goto(`/authentication/claim-company?token=${token}`);
    await other.getByTestId("claim-form").waitFor();
    assert.ok(!new URL(other.url()).search.includes("token"), "the token leaves the address once read");
    assert.equal(await other.getByTestId("claim-email").inputValue(), email);
    assert.match(String(await other.getByTestId("claim-company-name").textContent()), new RegExp(company));
    await other.locator('input[name="password"]').fill(PASSWORD);
    await other.locator('input[name="password_confirmation"]').fill(PASSWORD);
    await other.getByTestId("claim-submit").click();
    // The terms must be accepted.
    await other.getByTestId("claim-form").getByRole("alert").first().waitFor();
    await other.locator('input[name="terms_accepted"]').check();
    await shot(other, "ghost-claim-1280-it");
    await other.getByTestId("claim-submit").click();
    await other.waitForURL((url) => !url.pathname.startsWith("/authentication/"));

    // Signed in as the owner, the supplier sees the profile staff created for it.
    await other.goto("/employees");
    await other.getByTestId("employees-page").getByText("Sviluppatore Java").first().waitFor();

    // The link works once.
    await other.goto(`/authentication/claim-company?token=${token}`);
    await other.getByTestId("claim-invalid").filter({ hasText: ERRORS["staff.claim_used"].it }).waitFor();

    // And the password works at the next sign-in.
    await resetStorage(other);
    await login(other, email, PASSWORD);
  } finally {
    await supplier.close();
  }

  await page.reload();
  await page
    .getByTestId("ghost-row")
    .filter({ hasText: company })
    .getByTestId("ghost-claim-state")
    .filter({ hasText: "Rivendicata" })
    .waitFor();
});
