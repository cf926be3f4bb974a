import assert from "node:assert/strict";
import { test } from "node:test";
import { browserForTests, login, resetStorage, shot, VIEWPORTS } from "../lib/browser.mjs";

// Tutorial mode starts on for a new browser, as for a real first visit.
const browser = browserForTests({ tutorials: true });

/** @param {import("playwright-core").Page} page */
async function steps(page) {
  return page.getByTestId("tutorial-steps").locator("li").allTextContents();
}

/**
 * The toggle shows "unavailable" until the page texts have loaded: wait for the expected state.
 * @param {import("playwright-core").Page} page
 * @param {string} state
 */
async function toggleState(page, state) {
  await page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="tutorial-toggle"]')?.getAttribute("data-state") === expected,
    state,
  );
}

test("a page's tutorial pops up once, closes for good, and the toggle switches tutorial mode off and on", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");
  await page.waitForURL("**/dashboard_client");

  const popup = page.getByTestId("tutorial-popup");
  const toggle = page.getByTestId("tutorial-toggle");
  await popup.waitFor();
  await toggleState(page, "enabled");
  const dashboardSteps = await steps(page);
  assert.equal(dashboardSteps.length, 3);
  assert.match(dashboardSteps[0] ?? "", /^Crea un fabbisogno/);
  await shot(page, "tutorial-dashboard-1280-it", { fullPage: false });

  // Closing it is stored on the server: a new session of the same user does not see it again.
  await popup.getByRole("button").click();
  await popup.waitFor({ state: "hidden" });
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.getByTestId("page-title").waitFor();
  await toggleState(page, "enabled");
  await page.waitForLoadState("networkidle");
  assert.equal(await popup.count(), 0, "a closed tutorial stays closed");

  // Another page has its own tutorial.
  await page.goto("/saved_profiles");
  await popup.waitFor();
  assert.match((await steps(page))[0] ?? "", /profili salvati/);

  // Tutorial mode off hides it, on brings it back (it was not closed), and the choice survives a reload.
  await toggle.click();
  await toggleState(page, "disabled");
  await popup.waitFor({ state: "hidden" });
  await page.reload();
  await page.getByTestId("page-title").waitFor();
  await toggleState(page, "disabled");
  assert.equal(await popup.count(), 0);
  await page.getByTestId("tutorial-toggle").click();
  await popup.waitFor();

  // A page without a tutorial: the toggle is unavailable and nothing pops up.
  await page.goto("/my_profile");
  await page.getByTestId("page-title").waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="tutorial-toggle"]')?.getAttribute("data-state") === "unavailable",
  );
  assert.equal(await popup.count(), 0);

  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/saved_profiles");
  await popup.waitFor();
  await shot(page, "tutorial-saved-375-it", { fullPage: false });
  await page.setViewportSize(VIEWPORTS.desktop);
});
