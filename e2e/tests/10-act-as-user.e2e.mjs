import assert from "node:assert/strict";
import { test } from "node:test";
import { ERRORS } from "@mkt/contracts";
import { browserForTests, login, logout, resetStorage } from "../lib/browser.mjs";

const browser = browserForTests();

/** @param {import("playwright-core").Page} page */
async function sessionEmail(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem("loginUser") ?? "{}").email);
}

test("staff act as a supplier, see Return Back, and return to their own profile", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "admin@demo.test");
  await page.waitForURL("**/my_profile");
  const card = page.getByTestId("act-as-user-card");

  await card.locator('input[name="email"]').fill("not-an-email");
  await page.getByTestId("act-as-submit").click();
  await card.locator('input[name="email"][aria-invalid="true"]').waitFor();

  await card.locator('input[name="email"]').fill("supplier@demo.test");
  const spent = page.waitForRequest((request) => request.url().includes("/api/auth/getParamLogin"));
  await page.getByTestId("act-as-submit").click();
  const uuid = new URL((await spent).url()).searchParams.get("uuid");
  await page.waitForURL("**/dashboard_supplier");
  await page.getByTestId("welcome-card").waitFor();
  assert.equal(await sessionEmail(page), "supplier@demo.test");

  await page.getByTestId("user-menu").click();
  await page.getByTestId("return-back").waitFor();
  assert.equal(await page.getByTestId("sign-out").count(), 0, "an assumed user has no Sign out");
  await page.getByTestId("return-back").click();
  await page.waitForURL("**/my_profile");
  await page.getByTestId("act-as-user-card").waitFor();
  assert.equal(await sessionEmail(page), "admin@demo.test");

  // A spent link signs out with the translated warning and goes to the landing page.
  await page.goto(`/authentication/redirect_login/${uuid}`);
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByTestId("notice-warning").filter({ hasText: ERRORS["auth.link_used"].it }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem("loginUserToken")), null);
});

test("the act-as card is for staff only", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.goto("/my_profile");
  await page.getByTestId("account-details-card").waitFor();
  assert.equal(await page.getByTestId("act-as-user-card").count(), 0);
  await logout(page);
});
