import assert from "node:assert/strict";
import { test } from "node:test";
import { browserForTests, login, resetStorage, shot } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { apiFromPage } from "../lib/shell.mjs";

const shell = messages("it", "shell");
const browser = browserForTests();

/** A 401 answer as the API gives it for an expired access token. */
const EXPIRED = {
  status: 401,
  contentType: "application/json",
  body: JSON.stringify({ success: false, code: "auth.token_expired", message: "", data: null }),
};

test("concurrent 401s mid-session refresh the token once, and the calls are retried", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.getByTestId("welcome-card").waitFor();

  /** @type {Record<string, number>} */
  const answered401 = {};
  for (const pattern of ["**/api/notifications/getNotifications**", "**/api/description_pages/list**"]) {
    await page.route(pattern, async (route) => {
      if (answered401[pattern]) return route.continue();
      answered401[pattern] = 1;
      return route.fulfill(EXPIRED);
    });
  }
  /** @type {number[]} */
  const refreshes = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/auth/refresh")) refreshes.push(response.status());
  });

  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  await page.reload();
  // §4: after the refresh every modal closes and the page reloads: a second load follows the first.
  const deadline = Date.now() + 20_000;
  while (loads < 2) {
    assert.ok(Date.now() < deadline, "the page reloads after the token refresh");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.getByTestId("welcome-card").waitFor();
  // Both calls got a 401 first; the page still shows their data after the single refresh.
  await page.locator('[data-testid="notification-bell"][data-unread]').waitFor();
  await page.getByTestId("page-help").click();
  await page.getByTestId("page-help-dialog").waitFor();
  assert.notEqual(
    (await page.getByTestId("page-help-text").textContent())?.trim(),
    shell.pageHelp.notFound,
    "the page description was loaded on the retried call",
  );
  await page.keyboard.press("Escape");
  assert.deepEqual(Object.keys(answered401).length, 2, "both calls were answered 401 once");
  assert.deepEqual(refreshes, [200], "one successful refresh for every 401");
  await page.unrouteAll();
});

test("a refused refresh opens the session-expired modal, which counts down and logs out", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.getByTestId("welcome-card").waitFor();
  // Nothing unread, so opening the bell makes no call; then the session ends on the server: every call
  // now answers 401, and so does the refresh.
  await apiFromPage(page, "notifications/readNotifications", {});
  await page.reload();
  await page.getByTestId("welcome-card").waitFor();
  await page.waitForLoadState("networkidle");
  const revoked = await apiFromPage(page, "auth/logout", {});
  assert.equal(revoked.status, 200);

  await page.getByTestId("notification-bell").click();
  await page.getByTestId("see-all").click();
  const dialog = page.getByTestId("session-expired-dialog");
  await dialog.waitFor();
  assert.equal(await page.getByTestId("session-expired-dialog").count(), 1, "one modal only");
  await shot(page, "shell-session-expired-1280-it", { fullPage: false });
  const countdown = page.getByTestId("session-expired-countdown");
  const first = String(await countdown.textContent());
  assert.match(first, /\b(10|9)\b/);
  await countdown.filter({ hasNotText: first }).waitFor();
  const later = String(await countdown.textContent());
  assert.ok(Number(/\d+/.exec(later)?.[0]) < Number(/\d+/.exec(first)?.[0]), `${later} follows ${first}`);

  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
  assert.equal(await page.evaluate(() => localStorage.getItem("loginUserToken")), null);
});

test("Logout in the session-expired modal leaves at once", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "supplier@demo.test");
  await page.getByTestId("welcome-card").waitFor();
  await apiFromPage(page, "notifications/readNotifications", {});
  await page.reload();
  await page.getByTestId("welcome-card").waitFor();
  await page.waitForLoadState("networkidle");
  await apiFromPage(page, "auth/logout", {});
  await page.getByTestId("notification-bell").click();
  await page.getByTestId("see-all").click();
  await page.getByTestId("session-expired-dialog").waitFor();
  await page.getByTestId("session-expired-logout").click();
  await page.waitForURL((url) => url.pathname === "/");
  assert.equal(await page.evaluate(() => localStorage.getItem("loginUserToken")), null);
});

test("a stale session opened in a new tab goes straight to the landing page", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.getByTestId("welcome-card").waitFor();
  await apiFromPage(page, "auth/logout", {});
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.waitForURL((url) => url.pathname === "/");
  assert.equal(await page.getByTestId("session-expired-dialog").count(), 0);
  assert.equal(await page.evaluate(() => localStorage.getItem("loginUserToken")), null);
});
