import assert from "node:assert/strict";
import { test } from "node:test";
import { buildSidebar, homeForRole, ROLE } from "@mkt/contracts";
import { browserForTests, login, logout, resetStorage, shot, VIEWPORTS } from "../lib/browser.mjs";
import { menuEntries, switchVersion } from "../lib/shell.mjs";

/**
 * Per role, in version 1 and 2, at 1280 px and 375 px: the menu entries and top-bar items the role must see,
 * and those it must not. Only screens that exist appear: today the role's home, My profile and Notifications;
 * every other entry the contracts give the role (Projects, Positions, Collaborations, the admin lists…) waits
 * for its screen. The chat icon shows per §6 (chat: true); version 2 adds the plans items (credit pill, Upgrade,
 * My Plans).
 *
 * @typedef {import("@mkt/contracts").RoleId} RoleId
 * @typedef {{ email: string, role: RoleId, menu: string[], menuV2?: string[], tutorial: "hidden" | "unavailable" | "disabled", profileItem: string, avatarItems?: string[], addButton?: boolean, chat?: boolean }} Case
 */

/** @type {Case[]} */
const CASES = [
  {
    email: "admin@demo.test",
    role: ROLE.ADMINISTRATOR,
    menu: [
      "my_profile",
      "position_list",
      "position_list",
      "position_list_fixed_price",
      "company_list",
      "company_list",
      "company_review",
      "collaborations_admin",
      "company_subscriptions",
      "plans",
      "plans_supplier",
      "coupons",
      "certifications",
      "email_notifications",
    ],
    tutorial: "hidden",
    profileItem: "my-profile",
  },
  {
    email: "admin.management@demo.test",
    role: ROLE.ADMIN_MANAGEMENT,
    menu: [
      "my_profile",
      "position_list",
      "position_list",
      "position_list_fixed_price",
      "company_list",
      "company_list",
      "company_review",
      "collaborations_admin",
      "company_subscriptions",
      "plans",
      "plans_supplier",
      "coupons",
      "certifications",
      "email_notifications",
    ],
    tutorial: "unavailable",
    profileItem: "my-profile",
  },
  {
    email: "client@demo.test",
    chat: true,
    role: ROLE.CLIENT,
    menu: [
      "dashboard_client",
      "need",
      "profile_available",
      "saved_profiles",
      "collaborations_request",
      "collaborations_invite",
    ],
    menuV2: [
      "dashboard_client",
      "need",
      "profile_available",
      "saved_profiles",
      "accademy_profiles",
      "collaborations_request",
      "collaborations_invite",
    ],
    addButton: true,
    tutorial: "disabled",
    profileItem: "my-profile",
    avatarItems: ["company-profile", "manage-users"],
  },
  {
    email: "client.employee@demo.test",
    chat: true,
    role: ROLE.CLIENT_EMPLOYEES,
    menu: [
      "dashboard_client",
      "need",
      "profile_available",
      "saved_profiles",
      "collaborations_request",
      "collaborations_invite",
    ],
    menuV2: [
      "dashboard_client",
      "need",
      "profile_available",
      "saved_profiles",
      "accademy_profiles",
      "collaborations_request",
      "collaborations_invite",
    ],
    addButton: true,
    tutorial: "disabled",
    profileItem: "my-profile",
  },
  {
    email: "supplier@demo.test",
    chat: true,
    role: ROLE.SUPPLIER,
    menu: [
      "dashboard_supplier",
      "employees",
      "position_list",
      "position_list",
      "position_list_fixed_price",
      "collaborations_request",
      "collaborations_invite",
      "customer_profile",
      "company_profile_supplier",
    ],
    addButton: true,
    tutorial: "disabled",
    profileItem: "my-profile",
    avatarItems: ["manage-users"],
  },
  {
    email: "supplier.employee@demo.test",
    role: ROLE.SUPPLIER_EMPLOYEES,
    menu: ["my_profile"],
    tutorial: "unavailable",
    profileItem: "my-profile",
  },
  {
    email: "supplier.manager@demo.test",
    chat: true,
    role: ROLE.SUPPLIER_MANAGEMENT,
    menu: [
      "dashboard_supplier",
      "employees",
      "position_list",
      "position_list",
      "position_list_fixed_price",
      "collaborations_request",
      "collaborations_invite",
      "customer_profile",
      "company_profile_supplier",
    ],
    addButton: true,
    tutorial: "disabled",
    profileItem: "my-profile",
  },
  {
    email: "academy@demo.test",
    role: ROLE.ACCADEMY,
    menu: ["dashboard_academy", "employees", "collaborations_request"],
    menuV2: ["dashboard_academy", "employees", "accademy_profiles", "collaborations_request"],
    addButton: true,
    tutorial: "unavailable",
    profileItem: "my-profile",
    avatarItems: ["manage-users"],
  },
  {
    email: "academy.profile@demo.test",
    chat: true,
    role: ROLE.PROFILE_ACCADEMY,
    menu: ["student_dashboard", "student_profile"],
    menuV2: ["student_dashboard", "student_profile", "student_collaborations"],
    tutorial: "unavailable",
    profileItem: "password",
  },
  {
    email: "academy.manager@demo.test",
    role: ROLE.MANAGEMENT_ACCADEMY,
    menu: ["dashboard_academy", "employees", "collaborations_request"],
    menuV2: ["dashboard_academy", "employees", "accademy_profiles", "collaborations_request"],
    addButton: true,
    tutorial: "unavailable",
    profileItem: "my-profile",
    avatarItems: ["manage-users"],
  },
  {
    email: "freelancer@demo.test",
    chat: true,
    role: ROLE.FREELANCER,
    menu: ["dashboard_freelance", "freelance_profile", "freelance_position_list", "collaborations_request"],
    tutorial: "unavailable",
    profileItem: "my-profile",
  },
  {
    email: "company.admin@demo.test",
    role: ROLE.COMPANY_ADMINISTRATOR,
    menu: ["company_list"],
    tutorial: "unavailable",
    profileItem: "my-profile",
  },
  {
    email: "company.admin.manager@demo.test",
    role: ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT,
    menu: ["company_list"],
    tutorial: "unavailable",
    profileItem: "my-profile",
  },
];

// §6: version 2 adds Search Supplier (Search Partner) for clients, suppliers and academies with the search_partner
// function, which every demo plan includes.
/** @type {RoleId[]} */
const SEARCH_PARTNER_ROLES = [
  ROLE.CLIENT,
  ROLE.CLIENT_EMPLOYEES,
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
];
for (const c of CASES)
  if (SEARCH_PARTNER_ROLES.includes(c.role)) c.menuV2 = [...(c.menuV2 ?? c.menu), "search_supplier"];

/** The plans item of the top bar each role gets in version 2 on wide screens. */
/** @type {Partial<Record<number, string>>} */
const PLAN_TOP_BAR_ITEM = { [ROLE.CLIENT]: "credit-pill", [ROLE.SUPPLIER]: "upgrade" };

const ALL_FUNCTIONS = [
  "manage_users",
  "manage_users_supplier",
  "SPC",
  "tEm",
  "PFP",
  "VP",
  "accademy_profiles",
  "chat",
  "search_partner",
  "position_list_t_m",
  "position_list_f_p",
  "add_project",
  "add_profile",
].map((state) => ({ state, status: 1 }));

/**
 * Every state the contracts' sidebar can give the role in this version: those without a screen must be absent.
 * @param {RoleId} role
 * @param {number} version
 */
function contractStates(role, version) {
  const items = buildSidebar({
    roleId: role,
    versionProduct: version,
    functions: ALL_FUNCTIONS,
    workForce: false,
    domainUrl: null,
    nMaxSupplier: null,
    partnerHost: false,
    counters: { request: 0, invite: 0, companyPending: 0, servicesPending: 0 },
  });
  return items.flatMap((item) => [item.state, ...(item.children ?? []).map((child) => child.state)]);
}

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
  else assert.equal(await toggle.getAttribute("data-state"), c.tutorial, `${where}: tutorial toggle`);
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

test("a route whose screen belongs to a later capability leads home; unknown paths go to 404", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "client@demo.test");
  for (const path of ["/charts", "/ghost_account", "/open/x"]) {
    await page.goto(path);
    await page.waitForURL("**/dashboard_client");
  }
  await page.goto("/no_such_page");
  await page.waitForURL("**/authentication/404");
  await page.goto("/dashboard_client");
  await logout(page);
});

test("the horizontal menu is chosen from the avatar menu and remembered", async () => {
  const { page } = browser;
  await resetStorage(page);
  await login(page, "supplier@demo.test");
  await page.getByTestId("user-menu").click();
  await page.getByTestId("user-menu-layout").click();
  await page.getByTestId("horizontal-nav").waitFor();
  assert.equal(await page.getByTestId("sidebar").count(), 0);
  assert.deepEqual(await menuEntries(page), [
    "dashboard_supplier",
    "employees",
    "position_list",
    "collaborations_request",
    "collaborations_invite",
    "customer_profile",
    "company_profile_supplier",
    "search_supplier",
  ]);
  await shot(page, "shell-supplier-horizontal-1280-it", { fullPage: false });
  await page.reload();
  await page.getByTestId("horizontal-nav").waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem("menuLayout")), "horizontal");
  await page.getByTestId("user-menu").click();
  await page.getByTestId("user-menu-layout").click();
  await page.getByTestId("sidebar").waitFor();
  await logout(page);
});
