import assert from "node:assert/strict";
import { test } from "node:test";
import { eventCount } from "../lib/analytics.mjs";
import { browserForTests, eventually, login, resetStorage, shot } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";

/** @typedef {import("playwright-core").Page} Page */

// The cookie banner shows in this file (the other journeys start with analytics refused).
const browser = browserForTests({ cookieBanner: true });
const tr = messages("it", "tracking");

/**
 * Today's supplier searches recorded for a role label.
 * @param {string} roleLabel
 */
const searches = (roleLabel) => eventCount("supplier_search", roleLabel);

/**
 * Answers the banner on the login page, signs in, searches suppliers for a word nobody has, and leaves the page
 * (its queue goes out with sendBeacon).
 * @param {Page} page
 * @param {"accept" | "refuse"} answer
 * @param {string} email
 */
async function searchAfterBanner(page, answer, email) {
  await resetStorage(page);
  await page.goto("/authentication/login");
  const banner = page.getByRole("region", { name: tr.banner.label });
  await banner.waitFor();
  await shot(page, `53-banner-${answer}`);
  await banner
    .getByRole("button", { name: answer === "accept" ? tr.banner.accept : tr.banner.refuse })
    .click();
  await banner.waitFor({ state: "detached" });
  await login(page, email);
  await page.goto(`/search_supplier?q=${encodeURIComponent("journey53 nessun risultato")}`);
  await page.getByTestId("search-supplier-page").waitFor();
  await page.waitForLoadState("networkidle");
  await page.goto("/my_profile");
  await page.getByRole("switch", { name: tr.switch.label }).waitFor();
}

test("a user who accepts analytics in the banner has their actions counted", async () => {
  const { page } = browser;
  const before = await searches("Cliente");
  await searchAfterBanner(page, "accept", "client@demo.test");
  // The banner's acceptance is stored on the account: the profile page's switch is on.
  assert.equal(await page.getByRole("switch", { name: tr.switch.label }).isChecked(), true);
  await shot(page, "53-consent-switch-on");
  await eventually(
    async () => (await searches("Cliente")) > before,
    async () => `supplier searches by clients today: ${await searches("Cliente")} (before ${before})`,
    20_000,
  );
});

test("a user who refuses analytics sends nothing", async () => {
  const { page } = browser;
  const before = await searches("Fornitore");
  await searchAfterBanner(page, "refuse", "supplier@demo.test");
  assert.equal(await page.getByRole("switch", { name: tr.switch.label }).isChecked(), false);
  // Longer than the client's flush interval (5 s) and the refresh's settle delay (2 s).
  await page.waitForTimeout(8_000);
  assert.equal(await searches("Fornitore"), before);
});
