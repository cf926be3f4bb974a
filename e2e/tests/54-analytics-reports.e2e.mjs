import assert from "node:assert/strict";
import { test } from "node:test";
import {
  browserForTests,
  chooseLanguage,
  eventually,
  login,
  logout,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";

/** @typedef {import("playwright-core").Page} Page */

const browser = browserForTests();

/**
 * Picks an option of a filter bar select.
 * @param {Page} page
 * @param {string} testId
 * @param {string} option its visible label
 */
async function choose(page, testId, option) {
  await page.getByTestId(testId).locator('[role="combobox"]').click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/**
 * Downloads through a button and checks the file's name and first line.
 * @param {Page} page
 * @param {string} testId
 * @param {string} filename
 */
async function download(page, testId, filename) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  assert.equal(file.suggestedFilename(), filename);
  const path = await file.path();
  const { readFileSync } = await import("node:fs");
  assert.match(readFileSync(path, "utf8"), /^section,key,bucket,value\r\n/);
}

test("staff read marketplace health and reports, switch period, see a table and download CSVs", async () => {
  const { page } = browser;
  await login(page, "admin@demo.test");
  await page.goto("/charts");
  await page.getByTestId("analytics-charts-page").waitFor();
  const signups = page.getByTestId("chart-signups-summary");
  await signups.waitFor();
  // The demo's accounts were created today: with no sign_up event yet, they are counted as accounts.
  await eventually(
    async () => /\d+ (registrazion[ei]|sign-ups?) /.test(await signups.innerText()),
    () => signups.innerText(),
  );

  // Another period: the last year by month, the request follows the filters.
  const year = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const asked = page.waitForRequest(
    (r) =>
      r.url().includes("/api/admin/analytics/health") &&
      r.url().includes("granularity=month") &&
      r.url().includes(`from=${year}`),
  );
  await page.getByTestId("analytics-from").fill(year);
  await choose(page, "analytics-granularity", "Mese");
  await asked;
  // A reversed period is refused on the field and not asked.
  await page.getByTestId("analytics-to").fill("2020-01-01");
  await page.getByText("La data di fine non può precedere quella di inizio.").waitFor();
  await page.getByTestId("analytics-to").fill("");

  // The table view of the same figures.
  await page.getByTestId("chart-credits-table").click();
  await eventually(
    async () => (await page.getByTestId("chart-credits-row").count()) >= 12,
    async () => `${await page.getByTestId("chart-credits-row").count()} monthly rows`,
  );
  await shot(page, "analytics-charts-1280-it");
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "analytics-charts-375-it");
  await page.setViewportSize(VIEWPORTS.desktop);
  await download(page, "analytics-health-csv", "analytics-health.csv");

  await page.goto("/graphs");
  await page.getByTestId("analytics-graphs-page").waitFor();
  const funnel = page.getByTestId("chart-funnel-summary");
  await funnel.waitFor();
  assert.match(await funnel.innerText(), /Visitatori \d+ → Registrazioni \d+/);
  await page.getByTestId("chart-funnel-table").click();
  assert.equal(await page.getByTestId("chart-funnel-row").count(), 6);
  await page.getByTestId("chart-technologies-summary").waitFor();
  await shot(page, "analytics-graphs-1280-it");
  await download(page, "analytics-marketplace-csv", "analytics-marketplace.csv");

  // In English, at 375 px: the rates as a chart with its text alternative.
  await chooseLanguage(page, "en");
  await page.getByTestId("analytics-graphs-page").waitFor();
  assert.match(
    await page.getByTestId("chart-funnel-summary").innerText(),
    /Visitors \d+ → Registrations \d+/,
  );
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "analytics-graphs-375-en");
  await page.goto("/charts");
  await page.getByTestId("chart-signups-summary").waitFor();
  await shot(page, "analytics-charts-375-en");
  await page.setViewportSize(VIEWPORTS.desktop);
  await shot(page, "analytics-charts-1280-en");
  await chooseLanguage(page, "it");
  await logout(page);
});

test("a client sees its dashboard charts with a table view", async () => {
  const { page } = browser;
  await login(page, "client@demo.test");
  await page.goto("/dashboard_client");
  await page.getByTestId("dashboard-charts").waitFor();
  const summary = page.getByTestId("chart-client-activity-summary");
  await summary.waitFor();
  assert.match(
    await summary.innerText(),
    /Posizioni pubblicate: \d+, preventivi ricevuti: \d+, accettati: \d+\./,
  );
  await page.getByTestId("chart-client-activity-table").click();
  await page.getByTestId("chart-client-activity-row").first().waitFor();
  await shot(page, "analytics-client-dashboard-1280-it");
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "analytics-client-dashboard-375-it");
  await page.setViewportSize(VIEWPORTS.desktop);
  await logout(page);
});
