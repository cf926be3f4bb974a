import assert from "node:assert/strict";
import { test } from "node:test";
import { browserForTests, eventually, resetStorage, shot, VIEWPORTS } from "../lib/browser.mjs";
import { messages } from "../lib/locales.mjs";

/** @typedef {import("playwright-core").Page} Page */

const browser = browserForTests();
const to = messages("it", "open-browse");
// A listed demo service (apps/api/src/seed/demo-services.ts) whose texts say "Kubernetes".
const KUBERNETES = "Piattaforma Kubernetes gestita";

/** @param {Page} page the visible text, which must never carry an e-mail address */
async function assertNoEmail(page) {
  const text = (await page.locator("body").textContent()) ?? "";
  assert.doesNotMatch(text, /[\w.+-]+@[\w-]+\.[\w.]+/, "no e-mail address on an open page");
}

test("a visitor enters by token, filters profiles by a technology, opens one, then searches and opens a service", async () => {
  const { page } = browser;
  await resetStorage(page);

  // Entry by redirect token (partner caller, version 2, with the sidebar): lands on /open/profile_available/<token>.
  await page.goto("/redirect_token/profile_available/2/partner?sidebar=1");
  await page.waitForURL((url) => /^\/open\/profile_available\/[\w-]+$/.test(url.pathname));
  const token = new URL(page.url()).pathname.split("/")[3];
  assert.ok(token && token.length >= 20, "the address carries the visit's token");
  await page.getByTestId("open-profiles-page").waitFor();
  await page.getByTestId("open-profile-card").first().waitFor();
  const before = Number((await page.getByTestId("open-profiles-total").textContent())?.match(/\d+/)?.[0]);
  assert.ok(before > 0, "published profiles are listed");
  await assertNoEmail(page);

  // A technology from the open lookup: the address keeps it, every result is filtered by it.
  // Typed again until the option shows: on a loaded machine the lookup can land after the first keystrokes (CI
  // once showed an open, empty list for 15 s).
  const javaOption = page.getByRole("option", { name: "Java", exact: true });
  await eventually(
    async () => {
      if (await javaOption.isVisible()) return true;
      await page.getByTestId("open-filter-technology").fill("");
      await page.getByTestId("open-filter-technology").fill("Java");
      return javaOption.waitFor({ timeout: 2_000 }).then(
        () => true,
        () => false,
      );
    },
    async () => `options: ${(await page.getByRole("option").allTextContents()).slice(0, 10).join(", ")}`,
    20_000,
  );
  await javaOption.click();
  await page.waitForURL((url) => url.searchParams.has("technology"));
  await eventually(
    async () => {
      const total = Number((await page.getByTestId("open-profiles-total").textContent())?.match(/\d+/)?.[0]);
      return total > 0 && total < before;
    },
    async () => (await page.getByTestId("open-profiles-total").textContent()) ?? "",
  );
  const filtered = page.url();
  await shot(page, "42-open-profiles-1280-it");

  // A reload keeps the filter.
  await page.reload();
  await page.getByTestId("open-profile-card").first().waitFor();
  assert.equal(page.url(), filtered);

  // The first card opens the anonymised detail with the sign-up call to action.
  const firstCard = page.getByTestId("open-profile-card").first();
  const title = (await firstCard.locator("p").first().textContent()) ?? "";
  await firstCard.getByTestId("open-profile-view").click();
  await page.waitForURL((url) =>
    new RegExp(`^/open/complete_detail/${token}/\\d+/null/\\d+/null/null/null/view$`).test(url.pathname),
  );
  await page.getByTestId("open-profile-detail").waitFor();
  assert.equal(
    await page.getByTestId("open-profile-detail").getByRole("heading", { level: 2 }).first().textContent(),
    title,
  );
  assert.equal(
    await page.getByTestId("open-signup-link").getAttribute("href"),
    "/authentication/register?role_id=2&utm_source=open",
  );
  assert.equal((await page.getByTestId("open-signup-link").textContent())?.trim(), to.signUp.button);
  await assertNoEmail(page);
  await shot(page, "42-open-profile-detail-1280-it");

  // The sidebar leads to the services catalogue: a word search, then a service's detail in the address.
  await page.getByTestId("open-menu-search_services").click();
  await page.waitForURL((url) => url.pathname === `/open/search_services/${token}`);
  await page.getByTestId("open-services-page").waitFor();
  await page.getByTestId("open-service-word").fill("Kubernetes");
  await page.getByTestId("open-service-search").click();
  await page.waitForURL((url) => url.searchParams.get("q") === "Kubernetes");
  const card = page.locator('[data-testid^="open-service-card-"]').filter({ hasText: KUBERNETES });
  await card.waitFor();
  await card.click();
  await page.waitForURL((url) => url.searchParams.has("service"));
  const detail = page.getByTestId("open-service-detail");
  await detail.waitFor();
  assert.match((await detail.textContent()) ?? "", new RegExp(KUBERNETES));
  assert.equal(
    await detail.getByTestId("open-signup-link").getAttribute("href"),
    "/authentication/register?role_id=2&utm_source=open",
  );
  await shot(page, "42-open-service-detail-1280-it");

  // The detail survives a reload from its address.
  await page.reload();
  await page.getByTestId("open-service-detail").waitFor();

  // On a phone the filters fold under a button so the results come first; the filter from the address is counted.
  await page.setViewportSize(VIEWPORTS.mobile);
  try {
    await page.goto(filtered);
    await page.getByTestId("open-profile-card").first().waitFor();
    assert.equal(await page.getByTestId("open-filter-technology").isVisible(), false);
    const toggle = page.getByTestId("open-filters-toggle");
    assert.match((await toggle.textContent()) ?? "", /\(1\)/);
    await toggle.click();
    await page.getByTestId("open-filter-technology").waitFor({ state: "visible" });
    await shot(page, "42-open-profiles-375-it");
  } finally {
    await page.setViewportSize(VIEWPORTS.desktop);
  }
});
