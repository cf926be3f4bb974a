import assert from "node:assert/strict";
import { test } from "node:test";
import { ERRORS } from "@mkt/contracts";
import { browserForTests, chooseLanguage, resetStorage } from "../lib/browser.mjs";

const browser = browserForTests();

/** @param {import("playwright-core").Page} page */
async function tryWrongPassword(page) {
  await page.goto("/authentication/login");
  await page.locator('input[name="email"]').fill("supplier@demo.test");
  await page.locator('input[name="password"]').fill("NotThePassword1");
  await page.getByTestId("login-submit").click();
  const password = page.locator('input[name="password"][aria-invalid="true"]');
  await password.waitFor();
  const describedBy = await password.getAttribute("aria-describedby");
  assert.ok(describedBy, "the password input should point at its error text");
  const helper = page.locator(`[id="${describedBy}"]`);
  await helper.waitFor();
  return (await helper.textContent())?.trim();
}

test("a wrong password shows the translated error under the password field", async () => {
  const { page } = browser;
  await resetStorage(page);
  assert.equal(await tryWrongPassword(page), ERRORS["auth.wrong_password"].it);
  assert.equal(new URL(page.url()).pathname, "/authentication/login");

  await chooseLanguage(page, "en");
  assert.equal(await tryWrongPassword(page), ERRORS["auth.wrong_password"].en);
  await chooseLanguage(page, "it");
});

test("an unknown e-mail is reported on the e-mail field", async () => {
  const { page } = browser;
  await page.goto("/authentication/login");
  await page.locator('input[name="email"]').fill("nobody.here@example.test");
  await page.locator('input[name="password"]').fill("Whatever2026");
  await page.getByTestId("login-submit").click();
  await page.getByText(ERRORS["auth.unknown_email"].it).waitFor();
});
