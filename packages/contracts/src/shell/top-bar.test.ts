import { describe, expect, it } from "vitest";
import { ROLE, ROLE_IDS, type RoleId } from "../auth/roles.ts";
import {
  creditPill,
  isPagePermissionKey,
  PAGE_KEY_OF_ROUTE,
  PAGE_ONLY_KEYS,
  PAGE_PERMISSION_KEYS,
  pageAllowed,
  profileMenu,
  routeAllowed,
  type ShellHost,
  type ShellUser,
  showChatIcon,
  showUpgrade,
  tutorialToggle,
} from "./top-bar.ts";

const user = (roleId: RoleId, over: Partial<ShellUser> = {}): ShellUser => ({
  roleId,
  logicRole: null,
  versionProduct: 2,
  domainUrl: null,
  nMaxSupplier: null,
  idPlanCurrent: null,
  assumedUser: false,
  functions: [
    { state: "manage_users", status: 1 },
    { state: "manage_users_supplier", status: 1 },
  ],
  ...over,
});
const host: ShellHost = { distributorHost: false, chatReleased: true, smallScreen: false };

describe("chat icon (§6)", () => {
  it("is hidden for the listed roles and shown to the others", () => {
    const shown = ROLE_IDS.filter((r) => showChatIcon(user(r), host));
    expect(shown).toEqual([
      ROLE.CLIENT,
      ROLE.SUPPLIER,
      ROLE.CLIENT_EMPLOYEES,
      ROLE.SUPPLIER_MANAGEMENT,
      ROLE.FREELANCER,
    ]);
  });
  it("is hidden for academyVp1Lazy, on the distributor host and by the production flag", () => {
    expect(showChatIcon(user(ROLE.CLIENT, { logicRole: "academyVp1Lazy" }), host)).toBe(false);
    expect(showChatIcon(user(ROLE.CLIENT), { ...host, distributorHost: true })).toBe(false);
    expect(showChatIcon(user(ROLE.CLIENT), { ...host, chatReleased: false })).toBe(false);
  });
  it("is always shown to students", () => {
    expect(
      showChatIcon(user(ROLE.PROFILE_ACCADEMY, { logicRole: "studentAcademyLazy" }), {
        ...host,
        distributorHost: true,
        chatReleased: false,
      }),
    ).toBe(true);
  });
});

describe("credit pill (§6)", () => {
  it("is for clients only: remaining credit in v2, remaining suppliers in v1 with a custom domain and supplier maximum", () => {
    expect(creditPill(user(ROLE.CLIENT))).toEqual({ tooltip: "remaining_credit" });
    expect(creditPill(user(ROLE.CLIENT, { versionProduct: 1 }))).toBeNull();
    expect(
      creditPill(user(ROLE.CLIENT, { versionProduct: 1, domainUrl: "acme.example", nMaxSupplier: 3 })),
    ).toEqual({ tooltip: "remaining_supplier" });
    for (const r of ROLE_IDS.filter((r) => r !== ROLE.CLIENT)) expect(creditPill(user(r))).toBeNull();
  });
});

describe("upgrade button (§6)", () => {
  it("shows for a v2 supplier whose plan is not 13, on wide screens", () => {
    expect(showUpgrade(user(ROLE.SUPPLIER, { idPlanCurrent: 8 }), host)).toBe(true);
    expect(showUpgrade(user(ROLE.SUPPLIER, { idPlanCurrent: 13 }), host)).toBe(false);
    expect(showUpgrade(user(ROLE.SUPPLIER, { versionProduct: 1 }), host)).toBe(false);
    expect(showUpgrade(user(ROLE.SUPPLIER), { ...host, smallScreen: true })).toBe(false);
    expect(showUpgrade(user(ROLE.CLIENT), host)).toBe(false);
  });
  it("follows the page permission key my_plans: off hides it, on or absent leaves it to the role rules", () => {
    const supplier = (functions: ShellUser["functions"]) =>
      user(ROLE.SUPPLIER, { idPlanCurrent: 8, functions });
    expect(showUpgrade(supplier([{ state: "my_plans", status: 0 }]), host)).toBe(false);
    expect(showUpgrade(supplier([{ state: "my_plans", status: 2 }]), host)).toBe(false);
    expect(showUpgrade(supplier([{ state: "my_plans", status: 1 }]), host)).toBe(true);
    expect(showUpgrade(supplier([]), host)).toBe(true);
    // The key on does not override the role rules (plan 13 still hides it).
    expect(
      showUpgrade(
        user(ROLE.SUPPLIER, { idPlanCurrent: 13, functions: [{ state: "my_plans", status: 1 }] }),
        host,
      ),
    ).toBe(false);
  });
});

describe("profile menu (§2.5, §6)", () => {
  it("gives a v2 client company profile, manage users, my plans and the plan card", () => {
    expect(profileMenu(user(ROLE.CLIENT))).toEqual({
      myProfile: "my_profile",
      companyProfile: true,
      manageUsers: "/manage_users",
      myPlans: "/my_plans",
      planCard: true,
      signOut: "sign_out",
    });
  });
  it("gives a supplier its own manage users and plans page, but no company profile item", () => {
    expect(profileMenu(user(ROLE.SUPPLIER))).toMatchObject({
      companyProfile: false,
      manageUsers: "/manage_users_supplier",
      myPlans: "/my_plans_supplier",
      planCard: true,
    });
    expect(profileMenu(user(ROLE.SUPPLIER, { functions: [] })).manageUsers).toBeNull();
  });
  it("gives the academy's managers the supplier-side Manage Users, behind the same permission key", () => {
    for (const r of [ROLE.ACCADEMY, ROLE.MANAGEMENT_ACCADEMY]) {
      expect(profileMenu(user(r)).manageUsers).toBe("/manage_users_supplier");
      expect(
        profileMenu(user(r, { functions: [{ state: "manage_users_supplier", status: 0 }] })).manageUsers,
      ).toBeNull();
      expect(
        profileMenu(user(r, { functions: [{ state: "manage_users", status: 1 }] })).manageUsers,
      ).toBeNull();
    }
    expect(profileMenu(user(ROLE.ACCADEMY))).toMatchObject({ companyProfile: false, myPlans: null });
    expect(profileMenu(user(ROLE.PROFILE_ACCADEMY)).manageUsers).toBeNull();
  });
  it("hides plan and company items for the roles whose flag is off", () => {
    for (const r of [
      ROLE.ADMINISTRATOR,
      ROLE.SUPPLIER_EMPLOYEES,
      ROLE.CLIENT_EMPLOYEES,
      ROLE.SUPPLIER_MANAGEMENT,
      ROLE.PROFILE_ACCADEMY,
      ROLE.MANAGEMENT_ACCADEMY,
    ]) {
      expect(profileMenu(user(r))).toMatchObject({ companyProfile: false, planCard: false });
    }
  });
  it("gives company administrators only Manage Users and no plan section", () => {
    expect(profileMenu(user(ROLE.COMPANY_ADMINISTRATOR))).toMatchObject({
      companyProfile: false,
      manageUsers: "/manage_company_admin_users",
      myPlans: null,
      planCard: false,
    });
  });
  it("labels the student's profile item Password, and shows Return Back to an assumed user", () => {
    expect(profileMenu(user(ROLE.PROFILE_ACCADEMY, { logicRole: "studentAcademyLazy" })).myProfile).toBe(
      "password",
    );
    expect(profileMenu(user(ROLE.SUPPLIER, { assumedUser: true })).signOut).toBe("return_back");
  });
  it("shows My Plans only in version 2", () => {
    expect(profileMenu(user(ROLE.CLIENT, { versionProduct: 1 })).myPlans).toBeNull();
  });
  it("§6: hides an item whose page permission key the function list switches off, and only that one", () => {
    const granted = user(ROLE.CLIENT).functions;
    const refusing = (state: string) =>
      profileMenu(user(ROLE.CLIENT, { functions: [...granted, { state, status: 0 }] }));
    expect(refusing("my_profile").myProfile).toBeNull();
    expect(refusing("my_profile").myPlans).toBe("/my_plans");
    expect(refusing("company_profile").companyProfile).toBe(false);
    expect(refusing("company_profile").myProfile).toBe("my_profile");
    expect(refusing("my_plans").myPlans).toBeNull();
    expect(refusing("my_plans").planCard).toBe(false);
    expect(refusing("my_profile").planCard).toBe(true);
    expect(
      profileMenu(user(ROLE.SUPPLIER, { functions: [{ state: "my_plans", status: 0 }] })).myPlans,
    ).toBeNull();
    // A key the list grants, or does not name, leaves the role's rule alone.
    const named = profileMenu(
      user(ROLE.CLIENT, { functions: [...granted, { state: "my_plans", status: 1 }] }),
    );
    expect(named.myPlans).toBe("/my_plans");
    expect(named.companyProfile).toBe(true);
    // manage_users is a function: it must be granted.
    expect(profileMenu(user(ROLE.CLIENT, { functions: [] })).manageUsers).toBeNull();
  });
});

describe("§6 page permission keys", () => {
  it("lists the six keys of the spec", () => {
    expect([...PAGE_PERMISSION_KEYS]).toEqual([
      "my_profile",
      "company_profile",
      "manage_users",
      "my_plans",
      "manage_users_supplier",
      "chat",
    ]);
    // Three are functions already; staff switch the other three beside them.
    expect(PAGE_ONLY_KEYS).toEqual(["my_profile", "company_profile", "my_plans"]);
    expect(isPagePermissionKey("chat")).toBe(true);
    expect(isPagePermissionKey("SPC")).toBe(false);
  });
  it("lets an entry decide, else allows the pages and refuses the ungranted functions", () => {
    expect(pageAllowed([], "chat")).toBe(true);
    expect(pageAllowed([], "my_profile")).toBe(true);
    expect(pageAllowed([], "manage_users")).toBe(false);
    expect(pageAllowed([], "manage_users_supplier")).toBe(false);
    expect(pageAllowed([{ state: "chat", status: 0 }], "chat")).toBe(false);
    expect(pageAllowed([{ state: "manage_users", status: 1 }], "manage_users")).toBe(true);
    expect(pageAllowed([{ state: "my_plans", status: 2 }], "my_plans")).toBe(false);
  });
  it("hides the chat icon when the function list switches chat off, for students too", () => {
    const off = [{ state: "chat", status: 0 }];
    expect(showChatIcon(user(ROLE.CLIENT, { functions: off }), host)).toBe(false);
    expect(showChatIcon(user(ROLE.SUPPLIER, { functions: off }), host)).toBe(false);
    expect(
      showChatIcon(user(ROLE.PROFILE_ACCADEMY, { logicRole: "studentAcademyLazy", functions: off }), host),
    ).toBe(false);
    // Switched on, or not named: the role rules alone.
    expect(showChatIcon(user(ROLE.CLIENT, { functions: [{ state: "chat", status: 1 }] }), host)).toBe(true);
    expect(showChatIcon(user(ROLE.ADMINISTRATOR, { functions: [{ state: "chat", status: 1 }] }), host)).toBe(
      false,
    );
  });
  it("gates each key's routes, both plans pages under my_plans, and leaves the other routes alone", () => {
    expect(Object.values(PAGE_KEY_OF_ROUTE).sort()).toEqual([...PAGE_PERMISSION_KEYS, "my_plans"].sort());
    const off = PAGE_PERMISSION_KEYS.map((state) => ({ state, status: 0 }));
    for (const route of Object.keys(PAGE_KEY_OF_ROUTE)) expect(routeAllowed(off, route)).toBe(false);
    const plansOff = [{ state: "my_plans", status: 0 }];
    expect(routeAllowed(plansOff, "my_plans")).toBe(false);
    expect(routeAllowed(plansOff, "my_plans_supplier")).toBe(false);
    expect(routeAllowed(plansOff, "my_profile")).toBe(true);
    expect(routeAllowed(off, "dashboard_client")).toBe(true);
    expect(routeAllowed(off, "plans")).toBe(true);
    // Without an entry: the pages are on, the Manage Users functions need granting.
    expect(routeAllowed([], "chat_component")).toBe(true);
    expect(routeAllowed([], "my_plans_supplier")).toBe(true);
    expect(routeAllowed([], "manage_users")).toBe(false);
    expect(routeAllowed([{ state: "manage_users_supplier", status: 1 }], "manage_users_supplier")).toBe(true);
  });
  it("gates the supplier's Manage Users by its key", () => {
    expect(profileMenu(user(ROLE.SUPPLIER)).manageUsers).toBe("/manage_users_supplier");
    expect(
      profileMenu(user(ROLE.SUPPLIER, { functions: [{ state: "manage_users_supplier", status: 0 }] }))
        .manageUsers,
    ).toBeNull();
    expect(
      profileMenu(user(ROLE.CLIENT, { functions: [{ state: "manage_users", status: 0 }] })).manageUsers,
    ).toBeNull();
  });
});

describe("tutorial toggle (§2.5, §6)", () => {
  it("is hidden for the Administrator, unavailable without a tutorial, else follows the choice", () => {
    expect(tutorialToggle(user(ROLE.ADMINISTRATOR), true, true)).toBe("hidden");
    expect(tutorialToggle(user(ROLE.CLIENT), false, true)).toBe("unavailable");
    expect(tutorialToggle(user(ROLE.CLIENT), true, true)).toBe("enabled");
    expect(tutorialToggle(user(ROLE.CLIENT), true, false)).toBe("disabled");
  });
});
