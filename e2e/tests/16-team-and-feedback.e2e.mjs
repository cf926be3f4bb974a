import assert from "node:assert/strict";
import { test } from "node:test";
import { ERRORS } from "@mkt/contracts";
import {
  BASE_URL,
  browserForTests,
  DEMO_PASSWORD,
  fitsTheWindow,
  login,
  openBrowser,
  resetStorage,
  shot,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { invite, mailedToken } from "../lib/supply.mjs";

const browser = browserForTests();
const team = messages("it", "team");
const common = messages("it", "common");
const feedback = messages("it", "feedback");
const PASSWORD = "Collega2026!";

/**
 * @param {import("playwright-core").Page} page
 * @param {import("playwright-core").Locator} row
 * @param {string} action
 */
async function rowAction(page, row, action) {
  await row.locator('[data-testid^="member-actions-"]').click();
  await page.getByTestId(`member-action-${action}`).click();
}

test("a client invites a colleague, who accepts and signs in; the client then deactivates them", async () => {
  const { page } = browser;
  const email = `chiara.fontana.${Date.now()}@example.com`;
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.getByTestId("user-menu").click();
  await page.getByTestId("user-menu-manage-users").click();
  await page.waitForURL("**/manage_users");
  await page.getByTestId("manage-users-page").waitFor();

  // The dialog validates before calling the server.
  await page.getByTestId("invite-open").click();
  await page.getByTestId("invite-submit").click();
  await page.getByTestId("invite-dialog").getByRole("alert").first().waitFor();
  await page.keyboard.press("Escape");
  await page.getByTestId("invite-dialog").waitFor({ state: "detached" });

  const row = await invite(page, { firstname: "Chiara", lastname: "Fontana", email });
  await shot(page, "team-client-invited");
  // The table's visually hidden "Actions" header once took 100% of the width (sx width 1): 2,487 px at 1280.
  await fitsTheWindow(page, "/manage_users");

  // The colleague opens the mailed link in their own browser, chooses a password and is signed in.
  const token = await mailedToken(email, "accept-invite");
  const colleague = await openBrowser();
  try {
    const other = colleague.page;
    await other.goto(`/authentication/accept-invite?token=${token}`);
    assert.equal(await other.getByTestId("accept-invite-email").inputValue(), email);
    await other.locator('input[name="password"]').fill(PASSWORD);
    await other.locator('input[name="password_confirmation"]').fill("Different2026!");
    await other.getByTestId("accept-invite-submit").click();
    await other.getByRole("alert").filter({ hasText: /./ }).first().waitFor();
    await other.locator('input[name="password_confirmation"]').fill(PASSWORD);
    await other.getByTestId("accept-invite-submit").click();
    await other.waitForURL("**/dashboard_client");
    await other.getByTestId("user-menu").click();
    assert.match(String(await other.getByTestId("user-menu-name").textContent()), /Chiara Fontana/);

    // The link works once.
    await other.goto(`/authentication/accept-invite?token=${token}`);
    await other
      .getByTestId("accept-invite-invalid")
      .filter({ hasText: ERRORS["auth.link_used"].it })
      .waitFor();
  } finally {
    await colleague.close();
  }

  await page.reload();
  await row.getByTestId("member-status").and(page.locator('[data-status="active"]')).waitFor();
  assert.equal(await row.getByTestId("member-role").textContent(), common.roles.clientEmployees);
  // A client company has a single colleague role: the row offers deactivation, not a role change.
  await row.locator('[data-testid^="member-actions-"]').click();
  assert.equal(await page.getByTestId("member-action-change_role").count(), 0);
  await page.getByTestId("member-action-deactivate").click();
  await page
    .getByTestId("confirm-dialog")
    .getByText(team.confirm.deactivate.title.replace("{{name}}", "Chiara Fontana"))
    .waitFor();
  await page.getByTestId("confirm-dialog-confirm").click();
  await page.getByTestId("notice-success").filter({ hasText: team.done.deactivate }).waitFor();
  await row.getByTestId("member-status").and(page.locator('[data-status="disabled"]')).waitFor();

  const refused = await fetch(`${BASE_URL}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = /** @type {{ code: string }} */ (await refused.json());
  assert.equal(body.code, "auth.account_disabled");
});

test("a supplier changes a colleague's role and asks an outside contact for a review", async () => {
  const { page } = browser;
  const stamp = Date.now();
  const email = `davide.serra.${stamp}@example.com`;
  await resetStorage(page);
  await login(page, "supplier@demo.test", DEMO_PASSWORD);
  await page.getByTestId("user-menu").click();
  await page.getByTestId("user-menu-manage-users").click();
  await page.waitForURL("**/manage_users_supplier");
  const row = await invite(page, { firstname: "Davide", lastname: "Serra", email });
  const token = await mailedToken(email, "accept-invite");
  const accepted = await fetch(`${BASE_URL}/api/auth/acceptInvite?token=${token}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ password: PASSWORD, password_confirmation: PASSWORD }),
  });
  assert.equal(accepted.status, 200, await accepted.text());
  await page.reload();
  assert.equal(await row.getByTestId("member-role").textContent(), common.roles.supplierEmployees);

  await rowAction(page, row, "change_role");
  await page.getByTestId("role-select").locator('[role="combobox"]').click();
  await page.getByTestId("role-option-6").click();
  await page.getByTestId("role-save").click();
  await page.getByTestId("notice-success").filter({ hasText: team.done.change_role }).waitFor();
  await row.getByTestId("member-role").filter({ hasText: common.roles.supplierManagement }).waitFor();

  // §5: the external review request dialog.
  await page.goto("/dashboard_supplier");
  await page.getByTestId("feedback-banner").waitFor();
  await page.getByTestId("feedback-button").click();
  const dialog = page.getByTestId("review-request-dialog");
  const ask = dialog.getByTestId("review-request-ask");
  assert.equal(await ask.isDisabled(), true, "Ask is inactive on an empty form");
  await dialog.locator('input[name="firstname"]').fill("Al");
  await dialog.getByRole("alert").first().waitFor();
  await dialog.locator('input[name="lastname"]').fill("Bianchi");
  await dialog.locator('input[name="email"]').fill(`review.${stamp}@example.com`);
  await dialog.locator('input[name="company_name"]').fill("Banca Esempio");
  assert.equal(await ask.isDisabled(), true, "a 2-character first name keeps Ask inactive");
  await dialog.locator('input[name="firstname"]').fill("Alba");
  await ask.and(page.locator(":enabled")).waitFor();

  const description = dialog.locator('textarea[name="description_email"]');
  await description.fill("x".repeat(701));
  assert.equal((await description.inputValue()).length, 700, "the field stops at 700 characters");
  assert.equal(await dialog.getByTestId("review-description-counter").textContent(), "700/700");
  await dialog.getByRole("alert").first().waitFor();
  assert.equal(await ask.isDisabled(), true, "a 700-character description is over the 699 limit");
  await shot(page, "review-request-invalid");

  await description.fill("Abbiamo lavorato insieme al progetto di migrazione: ci racconti com'è andata?");
  await ask.and(page.locator(":enabled")).waitFor();
  await ask.click();
  await page.getByTestId("notice-success").waitFor();
  await dialog.waitFor({ state: "detached" });

  // The contact answers through the mailed link, once.
  const reviewToken = await mailedToken(`review.${stamp}@example.com`, "feedback_request");
  await resetStorage(page);
  await page.goto(`/authentication/feedback_request?token=${reviewToken}`);
  await page.getByTestId("feedback-request-form").waitFor();
  await page.getByTestId("feedback-submit").click();
  await page.getByTestId("feedback-request-form").getByRole("alert").first().waitFor();
  /** @param {string} name @param {number} value */
  const rate = (name, value) =>
    page
      .getByTestId(`feedback-${name}`)
      .locator("label")
      .filter({ hasText: new RegExp(`^${feedback.request.stars.replace("{{value}}", String(value))}$`) })
      .click();
  await rate("rating", 5);
  for (const key of ["quality", "communication", "timeliness", "value"]) await rate(`criteria.${key}`, 4);
  await page.getByTestId("feedback-submit").click();
  await page.getByTestId("feedback-request-done").waitFor();
});
