import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { test } from "node:test";
import { ERRORS, homeForRole, ROLE } from "@mkt/contracts";
import { browserForTests, login, shot } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { dismissWelcomeModals, OWNER_PASSWORD, registerOwner } from "../lib/plans.mjs";

const account = messages("it", "account");
const browser = browserForTests();

test("a freelancer downloads their data, then deletes the account and can no longer sign in", async () => {
  const { page } = browser;
  const email = `e2e.erase.${Date.now()}@example.test`;
  await registerOwner(ROLE.FREELANCER, email, 37);
  await login(page, email, OWNER_PASSWORD);
  await page.waitForURL(`**${homeForRole(ROLE.FREELANCER)}`);
  await dismissWelcomeModals(page, ROLE.FREELANCER);

  await page.goto("/my_profile");
  const card = page.getByTestId("your-data-card");
  await card.getByRole("heading", { name: account.privacy.heading }).waitFor();
  const download = page.waitForEvent("download");
  await page.getByTestId("download-my-data").click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile(String(await file.path()));
  assert.equal(zip.subarray(0, 4).toString("latin1"), "PK\u0003\u0004");
  assert.ok(zip.includes(Buffer.from("data.json")), "the archive holds data.json");

  await page.getByTestId("erase-account").click();
  const dialog = page.getByTestId("erase-account-dialog");
  await dialog.locator('input[name="password"]').fill(OWNER_PASSWORD);
  const submit = page.getByTestId("erase-account-submit");
  assert.equal(await submit.isDisabled(), true, "the button waits for the e-mail typed again");
  await dialog.locator('input[name="confirmation"]').fill(email.toUpperCase());
  await shot(page, "journey-erase-account-dialog-1280-it");
  await submit.click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByText(account.privacy.erased).waitFor();

  await page.goto("/authentication/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(OWNER_PASSWORD);
  await page.getByTestId("login-submit").click();
  await page.getByText(ERRORS["auth.unknown_email"].it).waitFor();
});
