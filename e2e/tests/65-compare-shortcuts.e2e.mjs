import assert from "node:assert/strict";
import { test } from "node:test";
import {
  browserForTests,
  chooseLanguage,
  eventually,
  login,
  logout,
  resetStorage,
  shot,
  VIEWPORTS,
} from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";
import { apiFromPage } from "../lib/shell.mjs";

/** @typedef {import("playwright-core").Page} Page */

const browser = browserForTests();
const quotesIt = messages("it", "quotes");
const quotesEn = messages("en", "quotes");
const commonIt = messages("it", "common");
const commonEn = messages("en", "common");
const stamp = Date.now();
const inDays = (/** @type {number} */ days) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** @param {Page} page @param {string} path @param {unknown} [body] */
async function api(page, path, body) {
  const result = await apiFromPage(page, path, body);
  assert.ok(result.status === 200 || result.status === 201, `${path}: ${JSON.stringify(result.body)}`);
  return result.body.data;
}

/** The comparison's rows' rate in euros and score (null for a dash), top to bottom. @param {Page} page */
async function columns(page) {
  return page.getByTestId("compare-row").evaluateAll((rows) =>
    rows.map((row) => {
      const number = (/** @type {string} */ id) => {
        const text = row.querySelector(`[data-testid="${id}"]`)?.textContent ?? "";
        const digits = text.replace(/[^\d]/g, "");
        return text.includes("—") || digits === "" ? null : Number(digits);
      };
      return { rate: number("compare-rate"), score: number("compare-score") };
    }),
  );
}

/**
 * Presses a queue key once nothing covers the queue: the shortcuts are off while a dialog, drawer or menu is open
 * (a resize swaps the shell's drawers for a moment).
 * @param {Page} page @param {string} key
 */
async function pressInQueue(page, key) {
  await page.waitForFunction(
    () =>
      !document.querySelector("[role='dialog'], [aria-modal='true'], .MuiModal-root:not(.MuiModal-hidden)"),
  );
  await page.keyboard.press(key);
}

/** @param {(number | null)[]} values @param {"asc" | "desc"} order @param {string} what */
function assertSorted(values, order, what) {
  const present = values.filter((v) => v !== null);
  const firstNull = values.indexOf(null);
  if (firstNull >= 0)
    assert.ok(
      values.slice(firstNull).every((v) => v === null),
      `${what}: blanks last`,
    );
  const sorted = [...present].sort((a, b) => (order === "asc" ? a - b : b - a));
  assert.deepEqual(present, sorted, `${what} sorted ${order}`);
}

test("a client sorts the quote comparison by rate and by score; staff approves a queued service with the keyboard", async () => {
  const { page } = browser;
  await resetStorage(page);

  // --- A client's T&M position (through the API): two quotes of the demo supplier at different rates.
  await login(page, "client@demo.test");
  const need = await api(page, "client/need/createNeedAndNeedResource", {
    title: `Confronto preventivi ${stamp}`,
    publish: true,
    anonymous: false,
    positions: [
      {
        title: `Sviluppatore ${stamp}`,
        seniority: "senior",
        profiles_wanted: 2,
        max_daily_rate: 600,
        date_start: inDays(30),
        date_end: inDays(200),
      },
    ],
  });
  const positionId = need.positions[0].id;
  await logout(page);
  await login(page, "supplier@demo.test");
  const profiles = (await api(page, "profiles?published=true&limit=100&order_by=updated")).items;
  assert.ok(profiles.length >= 3, "the demo supplier has published profiles");
  const quote = (/** @type {number} */ rate, /** @type {number[]} */ ids) =>
    api(page, `positions/${positionId}/quotes`, {
      daily_rate: rate,
      date_start: inDays(30),
      date_end: inDays(200),
      profile_number: 2,
      note: "",
      profile_ids: ids,
    });
  await quote(480, [profiles[0].id, profiles[1].id]);
  await quote(390, [profiles[2].id]);

  // --- A supplier's service sent for review (for the staff queue below).
  const categories = await api(page, "services/categories");
  const title = `Revisione tastiera ${stamp}`;
  const service = await api(page, "services", {
    title_it: title,
    title_en: `Keyboard review ${stamp}`,
    description_it: "Un servizio da approvare con la tastiera.",
    description_en: "A service to approve with the keyboard.",
    category_id: categories[0].id,
    delivery_model: "fixed_price",
    price_kind: "from",
    price_min: 4000,
  });
  await api(page, `services/${service.id}/submit`, {});
  await logout(page);

  // --- The client opens the comparison and sorts it by rate, then by score.
  await login(page, "client@demo.test");
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/need/detail?id=${need.id}&tab=quotes`);
  await page.getByTestId("position-quotes-panel").getByTestId("quote-card").first().waitFor();
  await page.getByTestId("quotes-view-compare").click();
  const table = page.getByTestId("quote-compare");
  await table.waitFor();
  assert.equal(await page.getByTestId("compare-row").count(), 3, "one row per candidate");
  await page.getByTestId("compare-sort-rate").click();
  await eventually(
    async () => (await page.getByTestId("compare-head-rate").getAttribute("aria-sort")) === "ascending",
    async () => String(await page.getByTestId("compare-head-rate").getAttribute("aria-sort")),
  );
  assertSorted(
    (await columns(page)).map((row) => row.rate),
    "asc",
    "rate",
  );
  assert.equal((await columns(page))[0]?.rate, 390, "the cheapest quote first");
  await page.getByTestId("compare-sort-rate").click();
  assertSorted(
    (await columns(page)).map((row) => row.rate),
    "desc",
    "rate",
  );
  // The score from the keyboard: focus its label, press Enter.
  await page.getByTestId("compare-sort-score").focus();
  await page.keyboard.press("Enter");
  await eventually(
    async () => (await page.getByTestId("compare-head-score").getAttribute("aria-sort")) === "descending",
    async () => String(await page.getByTestId("compare-head-score").getAttribute("aria-sort")),
  );
  assertSorted(
    (await columns(page)).map((row) => row.score),
    "desc",
    "score",
  );
  assert.equal(await page.getByTestId("compare-sort-rate").textContent(), quotesIt.compare.columns.rate);
  await shot(page, "65-compare-1280-it", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.mobile);
  await table.scrollIntoViewIfNeeded();
  await shot(page, "65-compare-375-it", { fullPage: false });
  await chooseLanguage(page, "en");
  await page.getByTestId("quotes-view-compare").click();
  await page.getByTestId("compare-sort-rate").click();
  assert.equal(await page.getByTestId("compare-sort-rate").textContent(), quotesEn.compare.columns.rate);
  await page.getByTestId("quote-compare").scrollIntoViewIfNeeded();
  await shot(page, "65-compare-375-en", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
  await shot(page, "65-compare-1280-en", { fullPage: false });
  await chooseLanguage(page, "it");
  await logout(page);

  // --- Staff: the services queue, the hint, the help, then j to the service and a to approve it.
  await login(page, "admin@demo.test");
  await page.goto("/services_review");
  await page.getByTestId("services-review-page").waitFor();
  const hint = page.getByTestId("review-shortcuts-hint");
  assert.equal((await hint.textContent())?.trim(), commonIt.reviewShortcuts.hint);
  await page.getByTestId("services-search").fill(title);
  await eventually(
    async () => (await page.getByTestId("service-row").count()) === 1,
    async () => `${await page.getByTestId("service-row").count()} rows`,
  );
  // Typing in the search is the field's: the queue's keys start once the focus leaves it.
  await page.getByTestId("services-search").blur();
  await page.keyboard.press("?");
  const help = page.getByTestId("review-shortcuts-dialog");
  await help.waitFor();
  assert.match((await help.textContent()) ?? "", new RegExp(commonIt.reviewShortcuts.approve));
  await shot(page, "65-shortcuts-help-1280-it", { fullPage: false });
  await page.keyboard.press("Escape");
  await help.waitFor({ state: "detached" });
  await pressInQueue(page, "j");
  await eventually(
    async () => page.evaluate(() => document.activeElement?.getAttribute("data-review-item") === "0"),
    async () => String(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))),
  );
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "65-queue-375-it", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
  await pressInQueue(page, "a");
  const confirm = page.getByTestId("confirm-dialog");
  await confirm.waitFor();
  // The approval asks first, as the detail's button does: Tab to the confirm button, Enter.
  for (let i = 0; i < 4; i += 1) {
    const onConfirm = await page.evaluate(
      () => document.activeElement?.getAttribute("data-testid") === "confirm-dialog-confirm",
    );
    if (onConfirm) break;
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Enter");
  await confirm.waitFor({ state: "detached" });
  await page.getByTestId("services-empty").waitFor();
  // Approved: the service left the queue for good (read again from the server).
  await page.reload();
  await page.getByTestId("services-empty").waitFor();
  await chooseLanguage(page, "en");
  await page.getByTestId("review-shortcuts-hint").waitFor();
  assert.equal(
    (await page.getByTestId("review-shortcuts-hint").textContent())?.trim(),
    commonEn.reviewShortcuts.hint,
  );
  await page.keyboard.press("?");
  await page.getByTestId("review-shortcuts-dialog").waitFor();
  await shot(page, "65-shortcuts-help-1280-en", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.mobile);
  await shot(page, "65-shortcuts-help-375-en", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.keyboard.press("Escape");
  await chooseLanguage(page, "it");
});
