import assert from "node:assert/strict";
import { test } from "node:test";
import { computeItalianVatCheckDigit } from "@mkt/contracts";
import {
  browserForTests,
  chooseLanguage,
  login,
  openBrowser,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { invite, mailedToken } from "../lib/supply.mjs";

const browser = browserForTests();
const PASSWORD = "Orione2026!";

/** A fresh valid Italian VAT number for this run. */
function freshVat() {
  const first10 = `0${String(Date.now()).slice(-7)}02`;
  return `${first10}${computeItalianVatCheckDigit(first10)}`;
}

test("the company administrator adds a member company, its owner accepts, Search Company finds it, its users are managed (a free plan has no seat: blocked modal) and the organisation invites a colleague; Company Services show", async () => {
  const { page } = browser;
  const stamp = Date.now();
  const company = `Orione Impianti ${stamp}`;
  const owner = `ilaria.gatti.${stamp}@example.com`;
  const colleague = `bruno.sala.${stamp}@example.com`;
  await resetStorage(page);
  await login(page, "company.admin@demo.test");

  // Home: the organisation's member companies (the demo seed gives it four), each with its onboarding steps.
  await page.waitForURL("**/company");
  // Chat is between clients and providers: the address of the chat leads the organisation home (the menu has none).
  await page.goto("/chat_component");
  await page.waitForURL("**/company");
  await page.getByTestId("member-companies-page").waitFor();
  await page.getByTestId("member-company-row").first().waitFor();
  assert.equal(await page.getByTestId("member-company-row").count(), 4);
  assert.equal(await page.getByTestId("onboarding-steps").count(), 4);
  await shot(page, "company-admin-members-1280-it");

  // Add Company checks every field before calling the server.
  await page.getByTestId("member-add-company").click();
  await page.waitForURL("**/company_create");
  await page.getByTestId("add-company-submit").click();
  await page.locator('input[name="company_name"][aria-invalid="true"]').waitFor();
  await page.locator('input[name="vat_number"]').fill("12345678901");
  await page.getByTestId("add-company-submit").click();
  await page.locator('input[name="vat_number"][aria-invalid="true"]').waitFor();

  await page.locator('input[name="company_name"]').fill(company);
  await page.locator('input[name="vat_number"]').fill(freshVat());
  await page.locator('input[name="owner_firstname"]').fill("Ilaria");
  await page.locator('input[name="owner_lastname"]').fill("Gatti");
  await page.locator('input[name="owner_email"]').fill(owner);
  await shot(page, "company-admin-add-1280-it");
  await page.getByTestId("add-company-submit").click();

  // The new company's drawer opens on the list, with its owner's invitation pending.
  await page.waitForURL(/\/company\?open=\d+/);
  const drawer = page.getByTestId("member-company-drawer");
  await drawer.getByText(company).first().waitFor();
  await drawer.locator('[data-testid="owner-status"][data-status="invited"]').waitFor();
  await page.getByTestId("member-drawer-close").click();
  await drawer.waitFor({ state: "detached" });

  // The owner opens the mailed invitation in their own browser and chooses a password.
  const token = await mailedToken(owner, "accept-invite");
  const other = await openBrowser();
  try {
    await other.page.goto(`/authentication/accept-invite?token=${token}`);
    assert.equal(await other.page.getByTestId("accept-invite-email").inputValue(), owner);
    await other.page.locator('input[name="password"]').fill(PASSWORD);
    await other.page.locator('input[name="password_confirmation"]').fill(PASSWORD);
    await other.page.getByTestId("accept-invite-submit").click();
    await other.page.waitForURL((url) => !url.pathname.startsWith("/authentication/"));
  } finally {
    await other.close();
  }

  // Search Company finds it; its owner has accepted.
  await page.goto("/company");
  await page.getByTestId("member-search").fill(`Orione Impianti ${stamp}`);
  await page.getByTestId("member-total").filter({ hasText: /^1 / }).waitFor();
  const row = page.getByTestId("member-company-row").filter({ hasText: company });
  await row.locator('[data-testid="owner-status"][data-status="active"]').waitFor();

  // Its drawer manages its users. A new company is on its free plan, which has no seat for another user: the
  // invitation is refused with the blocked-feature modal (plans.function_blocked) and nobody is added.
  await row.getByTestId("member-company-open").click();
  await drawer.getByTestId("manage-users-page").waitFor();
  await drawer.locator(`[data-testid="team-member"][data-email="${owner}"]`).waitFor();
  await drawer.getByTestId("invite-open").click();
  const dialog = page.getByTestId("invite-dialog");
  await dialog.locator('input[name="firstname"]').fill("Bruno");
  await dialog.locator('input[name="lastname"]').fill("Sala");
  await dialog.locator('input[name="email"]').fill(colleague);
  await dialog.getByTestId("invite-submit").click();
  await page.getByTestId("blocked-modal").waitFor();
  await shot(page, "company-admin-drawer-blocked-1280-it");
  await page.locator('[data-testid="blocked-cancel"], [data-testid="blocked-close"]').first().click();
  await page.getByTestId("blocked-modal").waitFor({ state: "detached" });
  assert.equal(await drawer.locator(`[data-testid="team-member"][data-email="${colleague}"]`).count(), 0);
  await shot(page, "company-admin-drawer-1280-it");
  await page.getByTestId("member-drawer-close").click();

  // Manage Users reaches the same company through its picker, and the organisation's own users: the
  // administrator invites a colleague into the organisation.
  await page.goto("/manage_company_admin_users");
  await page.getByTestId("member-picker").fill(`Orione Impianti ${stamp}`);
  await page.getByRole("option", { name: company }).click();
  await page.locator(`[data-testid="team-member"][data-email="${owner}"]`).waitFor();
  await page.goto("/manage_company_admin_users?company=own");
  assert.match(await page.getByTestId("member-picker").inputValue(), /La tua organizzazione/);
  await invite(page, { firstname: "Bruno", lastname: "Sala", email: colleague });
  await mailedToken(colleague, "accept-invite");
  await shot(page, "company-admin-users-1280-it");

  // Company Services: the member companies' services, read-only.
  await page.goto("/services_list");
  await page.getByTestId("company-services-page").waitFor();
  await page
    .locator('[data-testid="member-services-total"], [data-testid="member-services-empty"]')
    .first()
    .waitFor();
  await shot(page, "company-admin-services-1280-it");

  // The same screens in English and on a phone.
  await chooseLanguage(page, "en");
  await page.goto("/company");
  await page.getByTestId("member-company-row").first().waitFor();
  await shot(page, "company-admin-members-1280-en");
  const phone = await openBrowser({ viewport: VIEWPORTS.mobile });
  try {
    await login(phone.page, "company.admin.manager@demo.test");
    await phone.page.goto("/company");
    await phone.page.getByTestId("member-company-cards").waitFor();
    await shot(phone.page, "company-admin-members-375-it");
    await phone.page.goto("/company_create");
    await phone.page.getByTestId("add-company-form").waitFor();
    await shot(phone.page, "company-admin-add-375-it");
    await chooseLanguage(phone.page, "en");
    await phone.page.goto("/company");
    await phone.page.getByTestId("member-company-cards").waitFor();
    await shot(phone.page, "company-admin-members-375-en");
  } finally {
    await phone.close();
  }
});
