import assert from "node:assert/strict";
import { test } from "node:test";
import { browserForTests, chooseLanguage, login, resetStorage, shot, VIEWPORTS } from "../lib/browser.mjs";

const browser = browserForTests();

/** @param {import("playwright-core").Page} page */
async function total(page) {
  return Number(await page.getByTestId("search-total").getAttribute("data-total"));
}

/**
 * Waits until the shown total differs from `before` and the results are no longer being fetched.
 * @param {import("playwright-core").Page} page
 * @param {number} before
 */
async function totalChangedFrom(page, before) {
  await page.waitForFunction((/** @type {number} */ previous) => {
    const el = document.querySelector('[data-testid="search-total"]');
    const busy = document.querySelector('[data-testid="search-results"]')?.getAttribute("aria-busy");
    return el && busy === "false" && Number(el.getAttribute("data-total")) !== previous;
  }, before);
  return total(page);
}

test("a client searches by technology and seniority, goes back, saves a profile with a note and edits it", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.goto("/profile_available");
  await page.getByTestId("search-total").waitFor();
  const all = await total(page);
  assert.ok(all > 0, "the demo has published profiles");
  await shot(page, "23-search-it-1280");

  await page.getByTestId("search-filter-technology").locator("input").fill("Java");
  await page.getByRole("option", { name: "Java", exact: true }).click();
  const java = await totalChangedFrom(page, all);
  assert.ok(java > 0 && java < all, `Java narrows ${all} to ${java}`);
  assert.match(page.url(), /technology=\d+/);

  // The box follows the address (the state lives in the URL): click, then wait for it to be ticked.
  await page.getByTestId("search-filter-seniority-senior").click();
  await page.locator('[data-testid="search-filter-seniority-senior"]:checked').waitFor();
  const senior = await totalChangedFrom(page, java);
  assert.ok(senior > 0 && senior < java, `senior narrows ${java} to ${senior}`);
  const url = new URL(page.url());
  assert.equal(url.searchParams.get("seniority"), "senior");
  assert.ok(url.searchParams.get("technology"));

  // Back: the Java-only search again, with its total, its address and the seniority box cleared.
  await page.goBack();
  assert.equal(await totalChangedFrom(page, senior), java);
  assert.equal(new URL(page.url()).searchParams.get("seniority"), null);
  assert.equal(await page.getByTestId("search-filter-seniority-senior").isChecked(), false);
  await page.goForward();
  assert.equal(await totalChangedFrom(page, java), senior);

  const card = page.getByTestId("search-result").first();
  const id = await card.getAttribute("data-id");
  await card.getByTestId("search-save-toggle").click();
  await page.getByTestId("note-input").fill("Strong on payments, call on Monday");
  await page.getByTestId("note-confirm").click();
  await page.locator(`[data-testid="search-result"][data-id="${id}"][data-saved="true"]`).waitFor();

  await page.goto("/saved_profiles");
  const saved = page.locator(`[data-testid="search-result"][data-id="${id}"]`);
  await saved.getByTestId("saved-note").filter({ hasText: "Strong on payments, call on Monday" }).waitFor();
  await saved.getByTestId("saved-edit-note").click();
  await page.getByTestId("note-input").fill("x".repeat(1001));
  await page.getByTestId("note-confirm").click();
  await page.locator('[data-testid="note-dialog"] [aria-invalid="true"]').waitFor();
  await page.getByTestId("note-input").fill("Interview booked");
  await page.getByTestId("note-confirm").click();
  await saved.getByTestId("saved-note").filter({ hasText: "Interview booked" }).waitFor();
  await shot(page, "23-saved-it-1280");

  await saved.getByTestId("search-save-toggle").click();
  await saved.waitFor({ state: "detached" });

  // The narrow layout: filters in a drawer.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/profile_available?seniority=senior");
  await page.getByTestId("search-total").waitFor();
  await shot(page, "23-search-it-375", { fullPage: false });
  await page.getByTestId("search-filters-open").click();
  await page.getByTestId("search-drawer").waitFor();
  await shot(page, "23-search-drawer-it-375", { fullPage: false });
  await page.getByTestId("search-drawer-done").click();
  await page.setViewportSize(VIEWPORTS.desktop);

  await chooseLanguage(page, "en");
  await page.goto("/profile_available?order_by=rate");
  await page.getByTestId("search-total").filter({ hasText: "profiles found" }).waitFor();
  await shot(page, "23-search-en-1280", { fullPage: false });
});
