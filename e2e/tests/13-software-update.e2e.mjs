import assert from "node:assert/strict";
import { test } from "node:test";
import { browserForTests, login, resetStorage, shot } from "../lib/browser.mjs";

const browser = browserForTests();

test("a newly deployed build shows the update dialog once, and closing it reloads the app", async () => {
  const { page } = browser;
  const context = page.context();
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.getByTestId("welcome-card").waitFor();
  // The service worker compares /version.json with the build the page runs.
  await page.evaluate("navigator.serviceWorker.ready.then(() => true)");

  await context.route("**/version.json", (route) =>
    route.fulfill({ contentType: "application/json", body: JSON.stringify({ build_id: "a-newer-build" }) }),
  );
  // Every navigation asks for the deployed build.
  await page.getByTestId("user-menu").click();
  await page.getByTestId("user-menu-my-profile").click();
  await page.waitForURL("**/my_profile");
  await page.getByTestId("update-dialog").waitFor();
  await shot(page, "shell-update-dialog-1280-it", { fullPage: false });

  await context.unroute("**/version.json");
  await Promise.all([page.waitForEvent("load"), page.getByTestId("update-reload").click()]);
  await page.getByTestId("account-details-card").waitFor();
  await page.waitForLoadState("networkidle");
  assert.equal(await page.getByTestId("update-dialog").count(), 0, "the reloaded app is the deployed build");
});
