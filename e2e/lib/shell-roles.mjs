import { buildSidebar, ROLE } from "@mkt/contracts";

/**
 * What each demo role must see in the shell (menu entries, top-bar and avatar-menu items), read by the journey
 * 08-shell-roles.e2e.mjs: one case per role, in version 1 and (menuV2) version 2.
 *
 * @typedef {import("@mkt/contracts").RoleId} RoleId
 * @typedef {{ email: string, role: RoleId, menu: string[], menuV2?: string[], tutorial: "hidden" | "unavailable" | "disabled", profileItem: string, avatarItems?: string[], addButton?: boolean, chat?: boolean }} Case
 */

/** @type {Case[]} */
export const CASES = [
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
      "services_list",
      "services_list",
      "services_review",
      "pending_inscriptions",
      "collaborations_admin",
      "company_subscriptions",
      "plans",
      "plans_supplier",
      "coupons",
      "functions",
      "technology",
      "job_sector",
      "languages",
      "certifications",
      "product_category",
      "description_pages",
      "email_notifications",
      "manage_admin_users",
      "ghost_account",
      "charts",
      "graphs",
      "configuration",
      "brands",
      "audit_log",
      "open_leads",
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
      "services_list",
      "services_list",
      "services_review",
      "pending_inscriptions",
      "collaborations_admin",
      "company_subscriptions",
      "plans",
      "plans_supplier",
      "coupons",
      "functions",
      "technology",
      "job_sector",
      "languages",
      "certifications",
      "product_category",
      "description_pages",
      "email_notifications",
      "manage_admin_users",
      "ghost_account",
      "charts",
      "graphs",
      "configuration",
      "brands",
      "audit_log",
      "open_leads",
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
      "shared_links",
      "collaborations_request",
      "collaborations_invite",
    ],
    menuV2: [
      "dashboard_client",
      "need",
      "profile_available",
      "saved_profiles",
      "shared_links",
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
      "shared_links",
      "collaborations_request",
      "collaborations_invite",
    ],
    menuV2: [
      "dashboard_client",
      "need",
      "profile_available",
      "saved_profiles",
      "shared_links",
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
    // The home (/my_profile, §2.3) is not among the role's entries, so the shell puts it first (withHomeEntry).
    menu: ["my_profile", "student_dashboard", "student_profile"],
    menuV2: ["my_profile", "student_dashboard", "student_profile", "student_collaborations"],
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
    // Issue 17 item 5: the home is Company (member companies); Find Services and Company Services are added below.
    menu: [],
    addButton: true,
    tutorial: "unavailable",
    profileItem: "my-profile",
    // §6: company administrators see Manage Users (manage_company_admin_users) in the avatar menu.
    avatarItems: ["manage-users"],
  },
  {
    email: "company.admin.manager@demo.test",
    role: ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT,
    menu: [],
    addButton: true,
    tutorial: "unavailable",
    profileItem: "my-profile",
    // §6: company administrators see Manage Users (manage_company_admin_users) in the avatar menu.
    avatarItems: ["manage-users"],
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

// Issue 15, services catalogue: clients and company administrators find services; suppliers and freelancers keep
// their own services list (after every entry above in the sidebar's order).
/** @type {RoleId[]} */
const FIND_SERVICES_ROLES = [
  ROLE.CLIENT,
  ROLE.CLIENT_EMPLOYEES,
  ROLE.COMPANY_ADMINISTRATOR,
  ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT,
];
/** @type {RoleId[]} */
const OWN_SERVICES_ROLES = [ROLE.SUPPLIER, ROLE.SUPPLIER_MANAGEMENT, ROLE.FREELANCER];
for (const c of CASES) {
  const entry = FIND_SERVICES_ROLES.includes(c.role)
    ? "find_services"
    : OWN_SERVICES_ROLES.includes(c.role)
      ? "services_list"
      : null;
  if (!entry) continue;
  // Quote requests on services: the client's requests after Find services, the suppliers' inbox after their list.
  const requests =
    c.role === ROLE.CLIENT || c.role === ROLE.CLIENT_EMPLOYEES
      ? ["service_requests"]
      : OWN_SERVICES_ROLES.includes(c.role)
        ? ["service_requests_incoming"]
        : [];
  // Company administrators: Find Services, then Company (their home) and Company Services (issue 17 item 5).
  const companyAdmin =
    c.role === ROLE.COMPANY_ADMINISTRATOR || c.role === ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT;
  const after = companyAdmin ? ["company", "services_list"] : [];
  c.menu = [...c.menu, entry, ...requests, ...after];
  if (c.menuV2) c.menuV2 = [...c.menuV2, entry, ...requests, ...after];
}

/** The plans item of the top bar each role gets in version 2 on wide screens. */
/** @type {Partial<Record<number, string>>} */
export const PLAN_TOP_BAR_ITEM = { [ROLE.CLIENT]: "credit-pill", [ROLE.SUPPLIER]: "upgrade" };

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
export function contractStates(role, version) {
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
