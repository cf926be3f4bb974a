import assert from "node:assert/strict";
import { test } from "node:test";
import { VALIDATION_MESSAGES } from "@mkt/contracts";
import { browserForTests, login, logout, resetStorage, shot, VIEWPORTS } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { apiFromPage } from "../lib/shell.mjs";

/** @typedef {import("playwright-core").Page} Page */
/** @typedef {import("playwright-core").Locator} Locator */

const browser = browserForTests();
const ts = messages("it", "services");
const tr = messages("it", "service-review");
const stamp = Date.now();
const title = `Assessment DevOps ${stamp}`;
const titleEn = `DevOps assessment ${stamp}`;
const reason = "Indicate le consegne e la durata tipica dell'assessment.";

/**
 * The supplier's list row of the journey's service, the list searched by its title.
 * @param {Page} page
 * @returns {Promise<Locator>}
 */
async function myServiceRow(page) {
  await page.getByTestId("services-page").waitFor();
  await page.getByTestId("services-search").fill(String(stamp));
  const row = page.getByTestId("service-row").filter({ hasText: title });
  await row.waitFor();
  return row;
}

/**
 * Opens MUI select whose root carries the test id and picks the option with the option's test id.
 * @param {Page} page
 * @param {string} testId
 * @param {string} optionTestId
 */
async function pickSelect(page, testId, optionTestId) {
  await page.getByTestId(testId).locator('[role="combobox"]').click();
  await page.getByTestId(optionTestId).click();
  await page.getByRole("listbox").waitFor({ state: "hidden" });
}

/**
 * The To Review counter of the sidebar: its number, 0 when the badge is absent.
 * @param {Page} page
 */
async function reviewBadge(page) {
  await page.getByTestId("sidebar-entry-services_review").waitFor();
  const badge = page.getByTestId("sidebar-badge-services_review");
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.textContent())?.trim());
}

/**
 * A success notice with this text. Successes show for 2 s only: start waiting before the click that raises it.
 * @param {Page} page
 * @param {string} text
 */
function successNotice(page, text) {
  return page.getByTestId("notice-success").filter({ hasText: text }).waitFor();
}

/**
 * Waits for the To Review counter to read `value` (no badge for 0).
 * @param {Page} page
 * @param {number} value
 */
async function waitForBadge(page, value) {
  const badge = page.getByTestId("sidebar-badge-services_review");
  if (value === 0) await badge.waitFor({ state: "detached" });
  else await badge.filter({ hasText: new RegExp(`^${value}$`) }).waitFor();
}

/**
 * The staff queue from the sidebar, the journey's service opened in the review drawer.
 * @param {Page} page
 */
async function openInQueue(page) {
  await page.getByTestId("sidebar-entry-services_review").click();
  await page.waitForURL((url) => url.pathname === "/services_review");
  await page.getByTestId("services-review-page").waitFor();
  await page.getByTestId("services-search").fill(String(stamp));
  const row = page.getByTestId("service-row").filter({ hasText: title });
  await row.getByTestId("service-open").click();
  const drawer = page.getByTestId("service-detail");
  await drawer.getByRole("heading", { name: title }).waitFor();
  return drawer;
}

test("a supplier writes a service, is stopped on a reversed price range, saves a draft and sends it for review", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "supplier@demo.test");
  await page.getByTestId("sidebar-entry-services_list").click();
  await page.waitForURL((url) => url.pathname === "/services_list");
  await page.getByTestId("services-page").waitFor();
  await page.getByTestId("service-new").click();
  await page.waitForURL((url) => url.pathname === "/services_list/new");
  const form = page.getByTestId("service-form");
  await form.waitFor();

  await page.getByTestId("service-title-it").fill(title);
  await page.getByTestId("service-title-en").fill(titleEn);
  await page
    .getByTestId("service-description-it")
    .fill(
      "Analisi delle pipeline, dei rilasci e del monitoraggio, con un piano di miglioramento in tre mesi.",
    );
  await page
    .getByTestId("service-description-en")
    .fill("A review of pipelines, releases and monitoring, with a three-month improvement plan.");
  await pickSelect(page, "service-category", "service-category-cloud_managed");
  await pickSelect(page, "service-delivery-model", "service-delivery-fixed_price");
  await page.getByTestId("service-price-kind-range").click();
  await page.getByTestId("service-price-min").fill("6000");
  await page.getByTestId("service-price-max").fill("4000");

  // A maximum under the minimum: the field says so and nothing is saved.
  await page.getByTestId("service-save").click();
  await form.getByText(VALIDATION_MESSAGES["validation.range_order"].it).waitFor();
  assert.equal(await page.getByTestId("service-price-max").getAttribute("aria-invalid"), "true");
  assert.equal(new URL(page.url()).pathname, "/services_list/new");
  const none = await apiFromPage(page, `services/mine?search_word=${stamp}`);
  assert.equal(none.status, 200, JSON.stringify(none.body));
  assert.equal(none.body.data.total, 0, "a refused form saves nothing");
  await shot(page, "38-service-form-1280-it");

  // Fixed, it is saved as a draft and the page becomes the service's own.
  await page.getByTestId("service-price-max").fill("9000");
  await form.getByText(VALIDATION_MESSAGES["validation.range_order"].it).waitFor({ state: "detached" });
  const savedNotice = successNotice(page, ts.done.saved);
  await page.getByTestId("service-save").click();
  await savedNotice;
  await page.waitForURL((url) => /^\/services_list\/\d+$/.test(url.pathname));
  const saved = await apiFromPage(page, `services/mine?search_word=${stamp}`);
  assert.equal(saved.body.data.total, 1);
  assert.equal(saved.body.data.items[0].status, "draft");

  // Sent for review from the form: back on the list, the service is in review.
  const sentNotice = successNotice(page, ts.done.savedSubmitted);
  await page.getByTestId("service-save-submit").click();
  await sentNotice;
  await page.waitForURL((url) => url.pathname === "/services_list");
  const row = await myServiceRow(page);
  await row.locator('[data-testid="service-status"][data-status="submitted"]').waitFor();
  assert.equal(await row.getByTestId("service-action-submit").count(), 0, "nothing more to submit");
  await shot(page, "38-services-list-1280-it");
  await page.setViewportSize(VIEWPORTS.mobile);
  await (await myServiceRow(page))
    .locator('[data-testid="service-status"][data-status="submitted"]')
    .waitFor();
  await shot(page, "38-services-list-375-it");
  await page.setViewportSize(VIEWPORTS.desktop);
  await logout(page);
});

test("the Administrator rejects the new service with a reason; the To Review counter goes down by one", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "admin@demo.test");
  const counted = await apiFromPage(page, "services/getCountServiceFromApproved");
  assert.equal(counted.status, 200, JSON.stringify(counted.body));
  const before = counted.body.data;
  assert.ok(before >= 1, "at least the journey's service waits");
  await waitForBadge(page, before);
  assert.equal(await reviewBadge(page), before);

  const drawer = await openInQueue(page);
  await drawer.getByTestId("service-first-submission").waitFor();
  await drawer.getByTestId("service-working-content").getByText(titleEn).waitFor();
  await shot(page, "38-service-review-drawer-1280-it", { fullPage: false });

  await drawer.getByTestId("service-reject").click();
  const dialog = page.getByTestId("service-reject-dialog");
  // The reason is required.
  await dialog.getByTestId("service-reject-confirm").click();
  await dialog.locator('[data-testid="service-reject-reason"][aria-invalid="true"]').waitFor();
  await dialog.getByTestId("service-reject-reason").fill(reason);
  const rejectedNotice = successNotice(page, tr.notice.rejected);
  await dialog.getByTestId("service-reject-confirm").click();
  await dialog.waitFor({ state: "detached" });
  await rejectedNotice;
  await drawer.waitFor({ state: "detached" });
  await waitForBadge(page, before - 1);
  assert.equal(
    await page.getByTestId("service-row").filter({ hasText: title }).count(),
    0,
    "the service has left the queue",
  );
  await logout(page);
});

test("the supplier reads the reason, corrects and resends; the Administrator approves; it is approved and published", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "supplier@demo.test");
  await page.goto("/services_list");
  const row = await myServiceRow(page);
  await row.locator('[data-testid="service-status"][data-status="rejected"]').waitFor();
  await row.getByTestId("service-rejection").getByText(reason, { exact: false }).waitFor();
  await row.getByTestId("service-action-edit").click();
  await page.waitForURL((url) => /^\/services_list\/\d+$/.test(url.pathname));
  await page.getByTestId("service-rejected").getByText(reason, { exact: false }).waitFor();
  await page
    .getByTestId("service-description-it")
    .fill(
      "Analisi delle pipeline, dei rilasci e del monitoraggio in 15 giorni; consegne: rapporto di assessment e piano di miglioramento in tre mesi.",
    );
  const sentNotice = successNotice(page, ts.done.savedSubmitted);
  await page.getByTestId("service-save-submit").click();
  await sentNotice;
  await page.waitForURL((url) => url.pathname === "/services_list");
  await (await myServiceRow(page))
    .locator('[data-testid="service-status"][data-status="submitted"]')
    .waitFor();
  await logout(page);

  await login(page, "admin@demo.test");
  const before = (await apiFromPage(page, "services/getCountServiceFromApproved")).body.data;
  await waitForBadge(page, before);
  const drawer = await openInQueue(page);
  await drawer.getByText("consegne: rapporto di assessment", { exact: false }).waitFor();
  await drawer.getByTestId("service-approve").click();
  const approvedNotice = successNotice(page, tr.notice.approved);
  await page.getByTestId("confirm-dialog-confirm").click();
  await page.getByTestId("confirm-dialog").waitFor({ state: "detached" });
  await approvedNotice;
  await drawer.waitFor({ state: "detached" });
  await waitForBadge(page, before - 1);
  assert.equal(await page.getByTestId("service-row").filter({ hasText: title }).count(), 0);
  await logout(page);

  await login(page, "supplier@demo.test");
  await page.goto("/services_list");
  const approved = await myServiceRow(page);
  await approved.locator('[data-testid="service-status"][data-status="approved"]').waitFor();
  assert.equal((await approved.getByTestId("service-published").textContent())?.trim(), ts.published);
  assert.equal(await approved.getByTestId("service-rejection").count(), 0, "no reason once approved");
  assert.equal(await approved.getByTestId("service-action-unpublish").count(), 1);
  await logout(page);
});
