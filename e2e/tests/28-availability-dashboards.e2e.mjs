import assert from "node:assert/strict";
import { test } from "node:test";
import {
  BASE_URL,
  browserForTests,
  chooseLanguage,
  login,
  logout,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { apiLogin } from "../lib/shell.mjs";

/** @typedef {import("playwright-core").Page} Page */

const availabilityIt = messages("it", "availability");
const browser = browserForTests();

/** @param {number} days */
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** @param {string} iso */
const dayMonthYear = (iso) => iso.split("-").reverse().join("/");

/** The credit pill's number in the top bar. @param {Page} page */
async function pillCredits(page) {
  const pill = page.getByTestId("credit-pill");
  await pill.waitFor();
  return Number((await pill.textContent())?.trim());
}

/** A published profile of the demo supplier (the company that will answer). */
async function supplierProfile() {
  const token = await apiLogin("supplier@demo.test");
  const response = await fetch(`${BASE_URL}/api/profiles?published=1&limit=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  assert.equal(response.status, 200);
  const [profile] = (await response.json()).data.items;
  assert.ok(profile, "the demo supplier has a published profile");
  return /** @type {{ id: number, firstname: string, lastname: string }} */ (profile);
}

/** Screenshots of the current dashboard at both widths. @param {Page} page @param {string} name */
async function bothWidths(page, name) {
  await shot(page, `${name}-1280`);
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, `${name}-375`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

test("a client requests availability from the search, the supplier answers yes with a date on its dashboard, the client sees the answer", async () => {
  const { page } = browser;
  const profile = await supplierProfile();

  // The client finds the profile and asks: the dialog shows the cost, the pill drops by one.
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.goto(
    `/profile_available?search_word=${encodeURIComponent(`${profile.firstname} ${profile.lastname}`)}`,
  );
  const card = page.locator(`[data-testid="search-result"][data-id="${profile.id}"]`);
  await card.waitFor();
  const before = await pillCredits(page);
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "28-search-card-it-375");
  await page.setViewportSize(VIEWPORTS.desktop);
  assert.ok(before > 0, "the demo client has credits left");
  await card.getByTestId("availability-request").click();
  const dialog = page.getByTestId("availability-request-dialog");
  await dialog.waitFor();
  assert.match((await dialog.getByTestId("availability-cost").textContent()) ?? "", /1 credito/);
  await dialog.getByTestId("availability-message").fill("Inizio previsto a marzo, full time.");
  await shot(page, "28-request-dialog-it-1280", { fullPage: false });
  const sent = page.waitForResponse((r) => /\/api\/profiles\/\d+\/availability-requests$/.test(r.url()));
  await dialog.getByTestId("availability-send").click();
  assert.equal((await sent).status(), 200);
  await dialog.waitFor({ state: "detached" });
  await page.waitForFunction(
    (/** @type {number} */ expected) =>
      document.querySelector('[data-testid="credit-pill"]')?.textContent?.trim() === String(expected),
    before - 1,
  );

  // Asking again while pending is refused with the translated conflict message; no credit is spent.
  await card.getByTestId("availability-request").click();
  const again = page.waitForResponse((r) => /\/api\/profiles\/\d+\/availability-requests$/.test(r.url()));
  await dialog.getByTestId("availability-send").click();
  assert.equal((await again).status(), 409);
  await dialog.getByRole("alert").filter({ hasText: "già una richiesta" }).waitFor();
  await dialog.getByRole("button", { name: availabilityIt.cancel }).click();
  assert.equal(await pillCredits(page), before - 1);

  // The client's dashboard lists it as pending.
  await page.goto("/dashboard_client");
  const mine = page.getByTestId("sent-request").filter({ hasText: profile.firstname }).first();
  await mine.getByTestId("availability-status").and(page.locator('[data-status="pending"]')).waitFor();
  await bothWidths(page, "28-dashboard-client-pending-it");

  // The supplier answers yes with a date from its dashboard.
  await logout(page);
  await login(page, "supplier@demo.test");
  await page.waitForURL((url) => url.pathname === "/dashboard_supplier");
  const received = page.getByTestId("received-request").filter({ hasText: profile.lastname }).first();
  await received.waitFor();
  await bothWidths(page, "28-dashboard-supplier-it");
  await received.getByTestId("availability-answer").click();
  const answer = page.getByTestId("availability-answer-dialog");
  await answer.waitFor();
  // The date is required when answering yes: the field says so.
  await answer.getByTestId("availability-answer-send").click();
  await answer.getByRole("alert").filter({ hasText: "Campo obbligatorio" }).waitFor();
  const date = inDays(14);
  await answer.getByTestId("availability-from").fill(date);
  await answer.getByTestId("availability-note").fill("Libero dopo il progetto attuale.");
  await shot(page, "28-answer-dialog-it-1280", { fullPage: false });
  await answer.getByTestId("availability-answer-send").click();
  await answer.waitFor({ state: "detached" });
  await page
    .getByTestId("received-request")
    .filter({ hasText: dayMonthYear(date) })
    .getByTestId("availability-status")
    .and(page.locator('[data-status="available"]'))
    .waitFor();

  // The client sees the answer with the date on its dashboard, in Italian and in English.
  await logout(page);
  await login(page, "client@demo.test");
  await page.goto("/dashboard_client");
  const answered = page
    .getByTestId("sent-request")
    .filter({ hasText: dayMonthYear(date) })
    .first();
  await answered.getByTestId("availability-status").and(page.locator('[data-status="available"]')).waitFor();
  assert.match((await answered.textContent()) ?? "", /Libero dopo il progetto attuale/);
  await bothWidths(page, "28-dashboard-client-answered-it");
  await chooseLanguage(page, "en");
  await page.getByTestId("sent-request").filter({ hasText: "Available from" }).first().waitFor();
  await bothWidths(page, "28-dashboard-client-answered-en");
  await chooseLanguage(page, "it");
});

test("freelancers and academies get the supply-side blocks on their dashboards", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "freelancer@demo.test");
  await page.goto("/dashboard_freelance");
  await page.getByTestId("dashboard-received-requests").waitFor();
  await page.getByTestId("dashboard-no-availability").waitFor();
  assert.equal(await page.getByTestId("dashboard-my-quotes").count(), 1);
  await bothWidths(page, "28-dashboard-freelance-it");

  await logout(page);
  await login(page, "academy@demo.test");
  await page.waitForURL((url) => url.pathname === "/dashboard_academy");
  await page.getByTestId("dashboard-received-requests").waitFor();
  await page.getByTestId("dashboard-fitting-positions").waitFor();
  // Academies do not quote: no quotes block.
  assert.equal(await page.getByTestId("dashboard-my-quotes").count(), 0);
  await bothWidths(page, "28-dashboard-academy-it");
});
