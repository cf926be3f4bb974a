import { describe, expect, it } from "vitest";
import { ROLE, type RoleId } from "../auth/roles.ts";
import type { FunctionEntry } from "./functions.ts";
import {
  badgeAsksAction,
  buildSidebar,
  canAddNeed,
  canToggleSubMenus,
  type SidebarInput,
  type SidebarItem,
  sidebarAddButton,
} from "./sidebar.ts";

const ALL_FUNCTIONS: FunctionEntry[] = [
  "manage_users",
  "manage_users_supplier",
  "SPC",
  "tEm",
  "PFP",
  "VP",
  "accademy_profiles",
  "chat",
  "search_partner",
  "share_profile_information",
  "position_list_t_m",
  "position_list_f_p",
  "add_project",
  "add_profile",
].map((state) => ({ state, status: 1 }));

const input = (roleId: RoleId, over: Partial<SidebarInput> = {}): SidebarInput => ({
  roleId,
  versionProduct: 2,
  functions: ALL_FUNCTIONS,
  workForce: false,
  domainUrl: null,
  nMaxSupplier: null,
  partnerHost: false,
  counters: { request: 0, invite: 0, companyPending: 0, servicesPending: 0 },
  ...over,
});

const states = (items: SidebarItem[]): string[] =>
  items.flatMap((i) => (i.children ? [`${i.state}>`, ...i.children.map((c) => `>${c.state}`)] : [i.state]));

describe("sidebar (§2.4, §6)", () => {
  it.each<[string, RoleId, Partial<SidebarInput>, string[]]>([
    [
      "client v2 with every function",
      ROLE.CLIENT,
      {},
      [
        "dashboard_client",
        "need",
        "profile_available",
        "saved_profiles",
        "shared_links",
        "accademy_profiles",
        "collaborations_request",
        "collaborations_invite",
        "search_supplier",
        "find_services",
        "service_requests",
      ],
    ],
    [
      "client v1: no academy profiles nor supplier search",
      ROLE.CLIENT,
      { versionProduct: 1 },
      [
        "dashboard_client",
        "need",
        "profile_available",
        "saved_profiles",
        "shared_links",
        "collaborations_request",
        "collaborations_invite",
        "find_services",
        "service_requests",
      ],
    ],
    [
      "client without functions",
      ROLE.CLIENT,
      { functions: [] },
      [
        "dashboard_client",
        "collaborations_request",
        "collaborations_invite",
        "find_services",
        "service_requests",
      ],
    ],
    [
      "client on a custom domain with a supplier maximum",
      ROLE.CLIENT,
      { domainUrl: "acme.example", nMaxSupplier: 5 },
      ["collaborations_invite"],
    ],
    ["client on the partner host", ROLE.CLIENT_EMPLOYEES, { partnerHost: true }, ["find_services"]],
    [
      "supplier v2",
      ROLE.SUPPLIER,
      {},
      [
        "dashboard_supplier",
        "employees",
        "position_list>",
        ">position_list",
        ">position_list_fixed_price",
        "collaborations_request",
        "collaborations_invite",
        "customer_profile",
        "company_profile_supplier",
        "search_supplier",
        "services_list",
        "service_requests_incoming",
      ],
    ],
    [
      "supplier with work_force",
      ROLE.SUPPLIER,
      { workForce: true, versionProduct: 1 },
      [
        "dashboard_supplier",
        "employees",
        "position_list>",
        ">position_list",
        ">position_list_fixed_price",
        "collaborations_request",
        "collaborations_invite",
        "customer_profile",
        "services_list",
        "service_requests_incoming",
      ],
    ],
    [
      "supplier with T&M only",
      ROLE.SUPPLIER_MANAGEMENT,
      {
        functions: [
          { state: "tEm", status: 1 },
          { state: "PFP", status: 0 },
        ],
        versionProduct: 1,
      },
      [
        "dashboard_supplier",
        "employees",
        "position_list>",
        ">position_list",
        "collaborations_request",
        "collaborations_invite",
        "customer_profile",
        "company_profile_supplier",
        "services_list",
        "service_requests_incoming",
      ],
    ],
    ["supplier employee", ROLE.SUPPLIER_EMPLOYEES, {}, ["my_profile"]],
    [
      "academy v2",
      ROLE.ACCADEMY,
      {},
      ["dashboard_academy", "employees", "accademy_profiles", "collaborations_request", "search_supplier"],
    ],
    [
      "academy v1",
      ROLE.MANAGEMENT_ACCADEMY,
      { versionProduct: 1 },
      ["dashboard_academy", "employees", "collaborations_request"],
    ],
    [
      "student v2",
      ROLE.PROFILE_ACCADEMY,
      {},
      ["student_dashboard", "student_profile", "student_collaborations"],
    ],
    [
      "freelancer",
      ROLE.FREELANCER,
      {},
      [
        "dashboard_freelance",
        "freelance_profile",
        "freelance_position_list",
        "collaborations_request",
        "services_list",
        "service_requests_incoming",
      ],
    ],
    ["company administrator", ROLE.COMPANY_ADMINISTRATOR, {}, ["find_services", "company", "services_list"]],
  ])("%s", (_label, role, over, expected) => {
    expect(states(buildSidebar(input(role, over)))).toEqual(expected);
  });

  it("gives staff every admin entry and both position lists, whatever the functions", () => {
    for (const role of [ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT]) {
      const s = states(buildSidebar(input(role, { functions: [], versionProduct: 1 })));
      expect(s).toEqual(
        expect.arrayContaining([
          ">position_list",
          ">position_list_fixed_price",
          ">company_list",
          ">company_review",
          ">services_list",
          ">services_review",
          "pending_inscriptions",
          "collaborations_admin",
          "technology",
          "functions",
          "coupons",
          "configuration",
          "my_profile",
        ]),
      );
      expect(s).not.toContain("dashboard_client");
    }
  });

  it("shows counter badges only when non-zero, on collaboration entries and the To Review children", () => {
    const counters = { request: 3, invite: 0, companyPending: 7, servicesPending: 2 };
    const client = buildSidebar(input(ROLE.CLIENT, { counters }));
    expect(client.find((i) => i.state === "collaborations_request")?.badges).toEqual([
      { type: "request", value: 3 },
    ]);
    expect(client.find((i) => i.state === "collaborations_invite")?.badges).toEqual([]);
    const admin = buildSidebar(input(ROLE.ADMINISTRATOR, { counters }));
    const companies = admin.find((i) => i.state === "company_list");
    expect(companies?.type).toBe("sub");
    expect(companies?.children?.find((c) => c.state === "company_review")?.badges).toEqual([
      { type: "company_pending", value: 7 },
    ]);
    expect(companies?.children?.map((c) => c.name)).toEqual([
      "menu.company_list.company_list",
      "menu.company_list.company_review",
    ]);
  });

  it("shows company administrators their member companies and services to review (§9)", () => {
    const counters = { request: 0, invite: 0, companyPending: 0, servicesPending: 2, companies: 5 };
    for (const roleId of [ROLE.COMPANY_ADMINISTRATOR, ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT]) {
      const items = buildSidebar(input(roleId, { counters }));
      expect(items.find((i) => i.state === "company")?.badges).toEqual([{ type: "companies", value: 5 }]);
      expect(items.find((i) => i.state === "services_list")?.badges).toEqual([
        { type: "services_pending", value: 2 },
      ]);
    }
    const none = buildSidebar(input(ROLE.COMPANY_ADMINISTRATOR));
    expect(none.find((i) => i.state === "company")?.badges).toEqual([]);
  });

  it("marks as a call to act the badges of things waiting, not the member companies' total", () => {
    expect(badgeAsksAction("companies")).toBe(false);
    for (const type of ["request", "invite", "company_pending", "services_pending"] as const)
      expect(badgeAsksAction(type)).toBe(true);
  });

  it("gives academy managers the supplier-side collaboration list, in both versions, without student entries", () => {
    for (const roleId of [ROLE.ACCADEMY, ROLE.MANAGEMENT_ACCADEMY])
      for (const versionProduct of [1, 2]) {
        const s = states(buildSidebar(input(roleId, { versionProduct, functions: [] })));
        expect(s).toContain("collaborations_request");
        expect(s).not.toContain("student_collaborations");
        expect(s).not.toContain("collaborations_admin");
      }
    expect(states(buildSidebar(input(ROLE.PROFILE_ACCADEMY)))).not.toContain("collaborations_request");
    expect(states(buildSidebar(input(ROLE.SUPPLIER_EMPLOYEES)))).not.toContain("collaborations_request");
  });

  it("numbers entries by priority in display order", () => {
    const items = buildSidebar(input(ROLE.SUPPLIER));
    expect(items.map((i) => i.priority)).toEqual([...items.map((i) => i.priority)].sort((a, b) => a - b));
  });

  it("lets only the roles §2.4 names toggle sub-menus", () => {
    const roles = Object.values(ROLE).filter(canToggleSubMenus);
    expect(roles).toEqual([
      ROLE.ADMINISTRATOR,
      ROLE.SUPPLIER,
      ROLE.SUPPLIER_MANAGEMENT,
      ROLE.FREELANCER,
      ROLE.ADMIN_MANAGEMENT,
    ]);
  });

  it("puts the right Add button at the bottom per role", () => {
    expect(sidebarAddButton(ROLE.CLIENT)).toEqual({
      route: "/need/create",
      label: "add_need",
      activeMenu: "need",
    });
    expect(sidebarAddButton(ROLE.SUPPLIER)?.route).toBe("/employees/add-employee");
    expect(sidebarAddButton(ROLE.MANAGEMENT_ACCADEMY)?.route).toBe("/employees/add-employee");
    expect(sidebarAddButton(ROLE.COMPANY_ADMINISTRATOR)?.route).toBe("/company_create");
    expect(sidebarAddButton(ROLE.ADMINISTRATOR)).toBeNull();
    expect(sidebarAddButton(ROLE.FREELANCER)).toBeNull();
  });
});

describe("brand host rules (issue 17)", () => {
  it("hides the add-profile button on the distributor host, not the client's or company administrator's", () => {
    expect(sidebarAddButton(ROLE.SUPPLIER, { distributorHost: true })).toBeNull();
    expect(sidebarAddButton(ROLE.ACCADEMY, { distributorHost: true })).toBeNull();
    expect(sidebarAddButton(ROLE.SUPPLIER, { distributorHost: false })?.label).toBe("add_profile");
    expect(sidebarAddButton(ROLE.CLIENT, { distributorHost: true })?.label).toBe("add_need");
  });

  it("§5: a client's Add need needs version 2 (or 1 without simulate_academy) and the add_project flag", () => {
    const flag = [{ state: "add_project", status: 1 }];
    const host = { distributorHost: false };
    const need = (versionProduct: number, simulateAcademy: number, functions = flag) => ({
      versionProduct,
      simulateAcademy,
      functions,
    });
    expect(canAddNeed(need(2, 1))).toBe(true);
    expect(canAddNeed(need(1, 0))).toBe(true);
    expect(canAddNeed(need(1, 1))).toBe(false);
    expect(canAddNeed(need(2, 0, []))).toBe(false);
    expect(canAddNeed(need(2, 0, [{ state: "add_project", status: 0 }]))).toBe(false);
    expect(sidebarAddButton(ROLE.CLIENT, host, need(2, 0))?.route).toBe("/need/create");
    expect(sidebarAddButton(ROLE.CLIENT_EMPLOYEES, host, need(1, 0))?.label).toBe("add_need");
    expect(sidebarAddButton(ROLE.CLIENT, host, need(1, 1))).toBeNull();
    expect(sidebarAddButton(ROLE.CLIENT_EMPLOYEES, host, need(2, 0, []))).toBeNull();
    // Not a client's button: the need gate does not apply.
    expect(sidebarAddButton(ROLE.SUPPLIER, host, need(1, 1, []))?.label).toBe("add_profile");
  });

  it("leaves a client on the partner host only Find Services, and other roles their menu", () => {
    expect(buildSidebar(input(ROLE.CLIENT, { partnerHost: true })).map((i) => i.state)).toEqual([
      "find_services",
    ]);
    expect(buildSidebar(input(ROLE.SUPPLIER, { partnerHost: true })).length).toBeGreaterThan(1);
  });
});
