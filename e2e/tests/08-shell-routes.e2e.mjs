import assert from "node:assert/strict";
import { test } from "node:test";
import { browserForTests, login, logout, resetStorage, shot } from "../lib/browser.mjs";
import { menuEntries } from "../lib/shell.mjs";

/** The shell around the screens: where routes without a screen lead, and the horizontal menu layout. */

const browser = browserForTests();

test("a route whose screen belongs to a later capability leads home; unknown paths go to 404", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");
  for (const path of ["/charts", "/ghost_account", "/open/x"]) {
    await page.goto(path);
    await page.waitForURL("**/dashboard_client");
  }
  await page.goto("/no_such_page");
  await page.waitForURL("**/authentication/404");
  await page.goto("/dashboard_client");
  await logout(page);
});

test("the horizontal menu is chosen from the avatar menu and remembered", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "supplier@demo.test");
  await page.getByTestId("user-menu").click();
  await page.getByTestId("user-menu-layout").click();
  await page.getByTestId("horizontal-nav").waitFor();
  assert.equal(await page.getByTestId("sidebar").count(), 0);
  assert.deepEqual(await menuEntries(page), [
    "dashboard_supplier",
    "employees",
    "position_list",
    "collaborations_request",
    "collaborations_invite",
    "customer_profile",
    "company_profile_supplier",
    "search_supplier",
    "services_list",
    "service_requests_incoming",
  ]);
  await shot(page, "shell-supplier-horizontal-1280-it", { fullPage: false });
  await page.reload();
  await page.getByTestId("horizontal-nav").waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem("menuLayout")), "horizontal");
  await page.getByTestId("user-menu").click();
  await page.getByTestId("user-menu-layout").click();
  await page.getByTestId("sidebar").waitFor();
  await logout(page);
});
