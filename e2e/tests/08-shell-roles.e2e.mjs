import assert from "node:assert/strict";
import { test } from "node:test";
import { homeForRole, ROLE } from "@mkt/contracts";
import { browserForTests, eventually, login, logout, resetStorage, VIEWPORTS } from "../lib/browser.mjs";
import { menuEntries, switchVersion } from "../lib/shell.mjs";
import { CASES, contractStates, PLAN_TOP_BAR_ITEM } from "../lib/shell-roles.mjs";

/**
 * Per role, in version 1 and 2, at 1280 px and 375 px: the menu entries and top-bar items the role must see,
 * and those it must not. Only screens that exist appear: today the role's home, My profile and Notifications;
 * every other entry the contracts give the role (Projects, Positions, Collaborations, the admin lists…) waits
 * for its screen. The chat icon shows per §6 (chat: true); version 2 adds the plans items (credit pill, Upgrade,
 * My Plans).
 *
 * The cases (one per role) are in e2e/lib/shell-roles.mjs; routes and the horizontal menu in 08-shell-routes.e2e.mjs.
 *
 * @typedef {import("../lib/shell-roles.mjs").Case} Case
 */

const browser = browserForTests();

/**
 * @param {import("playwright-core").Page} page
 * @param {Case} c
 * @param {number} version
 * @param {"desktop" | "mobile"} size
 */
async function assertShell(page, c, version, size) {
  const where = `${c.email} v${version} ${size}`;
  if (size === "mobile") {
    // At 375 px the menu is a drawer, closed until the top bar's menu button opens it.
    await page.locator('[data-testid="sidebar"]:visible').waitFor({ state: "detached" });
    await page.getByTestId("open-menu").click();
    await page.getByTestId("sidebar").filter({ visible: true }).waitFor();
  } else {
    await page.getByTestId("sidebar").filter({ visible: true }).waitFor();
    assert.equal(await page.getByTestId("open-menu").count(), 0, `${where}: no menu button`);
  }
  const entries = await menuEntries(page);
  // Version-2-only entries (§2.4) make a second list for some roles.
  const menu = version === 2 && c.menuV2 ? c.menuV2 : c.menu;
  assert.deepEqual(entries, menu, `${where}: menu entries`);
  for (const state of contractStates(c.role, version)) {
    if (!menu.includes(state)) assert.ok(!entries.includes(state), `${where}: ${state} must not show`);
  }
  // §2.4 Add button: Add profile for supplier and academy roles (employees/add-employee exists).
  assert.equal(
    await page.getByTestId("sidebar-add").filter({ visible: true }).count(),
    c.addButton ? 1 : 0,
    `${where}: ${c.addButton ? "the" : "no"} Add button`,
  );
  if (size === "mobile") {
    await page.keyboard.press("Escape");
    await page.getByTestId("sidebar").filter({ visible: true }).waitFor({ state: "hidden" });
  }

  await page.getByTestId("notification-bell").waitFor();
  await page.getByTestId("page-help").waitFor();
  await page.getByTestId("language-menu").waitFor();
  // §6 plans items in version 2: the Client's credit pill and the Supplier's Upgrade (both wide screens only).
  const planItem = version === 2 && size === "desktop" ? PLAN_TOP_BAR_ITEM[c.role] : undefined;
  for (const absent of ["chat-icon", "upgrade", "credit-pill"]) {
    if (absent === planItem || (absent === "chat-icon" && c.chat)) await page.getByTestId(absent).waitFor();
    else assert.equal(await page.getByTestId(absent).count(), 0, `${where}: ${absent} must not show`);
  }
  const toggle = page.getByTestId("tutorial-toggle");
  if (c.tutorial === "hidden") assert.equal(await toggle.count(), 0, `${where}: no tutorial toggle`);
  else {
    // The toggle reads "unavailable" until the page's description (whether it has a tutorial) has loaded.
    await eventually(
      async () => (await toggle.getAttribute("data-state")) === c.tutorial,
      async () =>
        `${where}: tutorial toggle ${await toggle.getAttribute("data-state")}, expected ${c.tutorial}`,
    );
  }
  assert.notEqual((await page.getByTestId("page-title").textContent())?.trim(), "", `${where}: page title`);

  await page.getByTestId("user-menu").click();
  await page.getByTestId(`user-menu-${c.profileItem}`).waitFor();
  for (const item of c.avatarItems ?? []) await page.getByTestId(`user-menu-${item}`).waitFor();
  // My Plans: Client or Supplier in version 2 (§6).
  const myPlans = version === 2 && (c.role === ROLE.CLIENT || c.role === ROLE.SUPPLIER);
  if (myPlans) await page.getByTestId("user-menu-my-plans").waitFor();
  for (const absent of ["company-profile", "manage-users", "my-plans"]) {
    if (c.avatarItems?.includes(absent) || (absent === "my-plans" && myPlans)) continue;
    assert.equal(
      await page.getByTestId(`user-menu-${absent}`).count(),
      0,
      `${where}: ${absent} must not show`,
    );
  }
  assert.equal(await page.getByTestId("user-menu-layout").count(), size === "desktop" ? 1 : 0);
  assert.equal(await page.getByTestId("sign-out").count(), 1, `${where}: Sign out`);
  assert.equal(await page.getByTestId("return-back").count(), 0, `${where}: no Return Back`);
  await page.keyboard.press("Escape");
}

for (const c of CASES) {
  test(`${c.email}: menu and top bar in versions 2 and 1, at 1280 and 375 px`, async () => {
    const { page } = browser;
    await page.setViewportSize(VIEWPORTS.desktop);
    await resetStorage(page);
    await login(page, c.email);
    assert.equal(new URL(page.url()).pathname, homeForRole(c.role));
    try {
      for (const version of /** @type {const} */ ([1, 2])) {
        await switchVersion(page, version);
        await assertShell(page, c, version, "desktop");
        await page.setViewportSize(VIEWPORTS.mobile);
        await assertShell(page, c, version, "mobile");
        await page.setViewportSize(VIEWPORTS.desktop);
      }
    } finally {
      await page.setViewportSize(VIEWPORTS.desktop);
    }
    await logout(page);
  });
}
