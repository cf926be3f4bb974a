import assert from "node:assert/strict";
import { test } from "node:test";
import { computeItalianVatCheckDigit, formatDayMonthYear } from "@mkt/contracts";
import { BASE_URL, browserForTests, login, resetStorage, shot, visitorAddress } from "../lib/browser.mjs";
import { mailsTo } from "../lib/mailbox.mjs";
import { apiFromPage } from "../lib/shell.mjs";

const browser = browserForTests();

/**
 * Registers a supplier through the API and confirms its e-mail from the development mailbox: the new account
 * has one unread notification (complete the company profile) and documentation due in 30 days.
 */
async function registerConfirmedSupplier() {
  const stamp = Date.now();
  const email = `e2e.bell.${stamp}@example.test`;
  const password = "Fornitore2026";
  const first10 = `3${String(stamp).slice(-9)}`;
  const response = await fetch(`${BASE_URL}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": visitorAddress() },
    body: JSON.stringify({
      role_id: 3,
      firstname: "Sara",
      lastname: "Galli",
      email,
      password,
      company_name: `Galli Software ${stamp}`,
      vat_number: `${first10}${computeItalianVatCheckDigit(first10)}`,
      foreign_company: 0,
      terms_accepted: true,
      language: "it",
    }),
  });
  assert.equal(response.status, 200, await response.text());
  const mails = await mailsTo(email);
  const token = /confirm-email\?token=([\w-]+)/.exec(mails[0]?.text ?? "")?.[1];
  assert.ok(token, "the confirmation mail carries its link");
  const confirmed = await fetch(`${BASE_URL}/api/auth/confirmEmail?token=${token}`);
  assert.equal(confirmed.status, 200, await confirmed.text());
  return { email, password };
}

test("the bell shows unread notifications, marks them read on open, and follows pushes without reload", async () => {
  const { page } = browser;
  const account = await registerConfirmedSupplier();
  await resetStorage(page);

  // Tab A goes through the real push channel; the test can also speak as the server on it.
  /** @type {import("playwright-core").WebSocketRoute | undefined} */
  let channel;
  let ready = false;
  let pushes = 0;
  await page.routeWebSocket("**/api/ws", (ws) => {
    channel = ws;
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (String(message).includes('"ready"')) ready = true;
      if (String(message).includes('"notification"')) pushes += 1;
      ws.send(message);
    });
  });
  await login(page, account.email, account.password);
  await page.locator('[data-testid="notification-bell"][data-unread="1"]').waitFor();
  for (let waited = 0; !ready && waited < 10_000; waited += 100) await page.waitForTimeout(100);
  assert.ok(ready, "the push channel authenticated with the session token");

  // The documentation is missing, due in 30 days: the shell says so with the date.
  const due = new Date();
  due.setUTCDate(due.getUTCDate() + 30);
  const banner = page.getByTestId("documentation-banner");
  assert.equal(await banner.getAttribute("data-kind"), "missing");
  assert.match(
    String(await banner.textContent()),
    new RegExp(formatDayMonthYear(due).replaceAll("/", "\\/")),
  );
  // A new supplier is asked to complete the company profile (§4); closing the modal leaves the shell usable.
  await page.getByTestId("complete-profile-modal").waitFor();
  await shot(page, "shell-new-supplier-1280-it", { fullPage: false });
  await closeCompleteProfileModal(page);

  // Tab B opens the bell: the newest notifications show and are marked read.
  const other = await page.context().newPage();
  await other.goto("/dashboard_supplier");
  await closeCompleteProfileModal(other);
  await other.getByTestId("notification-bell").click();
  await other.getByTestId("notification-menu").waitFor();
  assert.equal(await other.getByTestId("notification-item").count(), 1);
  await other.locator('[data-testid="notification-bell"][data-unread="0"]').waitFor();
  await other.getByTestId("see-all").click();
  await other.waitForURL("**/notifications");
  await other.getByTestId("notification-item").first().waitFor();
  assert.equal(await other.getByTestId("mark-all-read").isDisabled(), true, "nothing left to mark");
  await other.close();

  // Reading in tab B makes the server push to the user's other tabs: tab A refetches at once, with no reload
  // (polling would take 180 s).
  await page.locator('[data-testid="notification-bell"][data-unread="0"]').waitFor({ timeout: 10_000 });
  assert.ok(channel);
  assert.ok(pushes >= 1, "tab A heard of the read through its WebSocket");
});

/**
 * The §4 complete-profile modal opens for a new supplier on every fresh tab until the profile is complete;
 * Close leaves the page usable. @param {import("playwright-core").Page} page
 */
async function closeCompleteProfileModal(page) {
  await page.getByTestId("complete-profile-modal").waitFor();
  await page.getByTestId("complete-profile-close").click();
  await page.getByTestId("complete-profile-modal").waitFor({ state: "hidden" });
}

test("the notifications page marks everything read", async () => {
  const { page } = browser;
  const account = await registerConfirmedSupplier();
  await resetStorage(page);
  await login(page, account.email, account.password);
  await page.goto("/notifications");
  await page.getByTestId("notifications-page").waitFor();
  await closeCompleteProfileModal(page);
  await page.getByTestId("notification-item").first().waitFor();
  assert.equal(await page.getByTestId("notification-item").first().getAttribute("data-unread"), "true");
  await shot(page, "shell-notifications-1280-it", { fullPage: false });
  await page.getByTestId("mark-all-read").click();
  await page.getByTestId("notice-success").waitFor();
  await page.locator('[data-testid="notification-item"][data-unread="false"]').first().waitFor();
  assert.equal(await page.getByTestId("notification-bell").getAttribute("data-unread"), "0");
  assert.equal(
    await apiFromPage(page, "notifications/getNotifications").then(
      (r) => r.body.data.counterNotificationToRead,
    ),
    0,
  );
});
