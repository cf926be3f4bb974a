import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, browserForTests, DEMO_PASSWORD, resetStorage, shot } from "../lib/browser.mjs";

const browser = browserForTests();

/** Signs the Administrator in through the API and returns the bearer token. */
async function adminToken() {
  const response = await fetch(`${BASE_URL}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.test", password: DEMO_PASSWORD }),
  });
  const body = /** @type {{ data: { token: string } }} */ (await response.json());
  assert.equal(response.status, 200, JSON.stringify(body));
  return body.data.token;
}

/**
 * @param {string} token
 * @param {boolean} enabled
 */
async function switchMaintenance(token, enabled) {
  const response = await fetch(`${BASE_URL}/api/admin/maintenance`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ enabled }),
  });
  assert.equal(response.status, 200, await response.text());
}

test("a platform in maintenance opens /maintenance, and retry returns to / once it is back", async () => {
  const { page } = browser;
  await resetStorage(page);
  const token = await adminToken();
  await switchMaintenance(token, true);
  try {
    // The app leaves for /maintenance as soon as a call reports it, which can interrupt the page's own load
    // (even before Chromium reports the commit on a busy machine: net::ERR_ABORTED, the app's own navigation
    // superseding ours): wait for the navigation to start, not to finish, and accept that abort.
    await page.goto("/", { waitUntil: "commit" }).catch((error) => {
      if (!String(error).includes("ERR_ABORTED")) throw error;
    });
    await page.waitForURL("**/maintenance");
    await page.getByTestId("maintenance-title").waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem("maintenance")), "1");
    await page.getByTestId("maintenance-retry").click();
    await page.getByTestId("maintenance-still-down").waitFor();
    await shot(page, "maintenance-down-1280-it");
  } finally {
    await switchMaintenance(token, false);
  }
  await page.getByTestId("maintenance-retry").click();
  await page.waitForURL((url) => url.pathname === "/");
  assert.equal(await page.evaluate(() => sessionStorage.getItem("maintenance")), null);
});
