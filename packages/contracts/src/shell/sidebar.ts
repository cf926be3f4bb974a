import { ROLE, type RoleId, roleIn } from "../auth/roles.ts";
import { type FunctionEntry, hasFunction } from "./functions.ts";

export type SidebarBadge = {
  type: "request" | "invite" | "company_pending" | "services_pending" | "companies";
  value: number;
};

/**
 * Whether a badge counts things waiting for the user (requests, invitations, items to review: shown in the error
 * colour, as a call to act) or is a plain total (a Company Administrator's member companies: a quiet count).
 */
export function badgeAsksAction(type: SidebarBadge["type"]): boolean {
  return type !== "companies";
}

/** A sidebar item (§3): state (route name), name (translation key), type, icon, priority, badges, children. */
export type SidebarItem = {
  state: string;
  name: string;
  type: "link" | "sub";
  icon: string;
  priority: number;
  badges: SidebarBadge[];
  children?: SidebarItem[];
};

export type SidebarCounters = {
  request: number;
  invite: number;
  companyPending: number;
  servicesPending: number;
  /** A Company Administrator organisation's member companies (§9). */
  companies?: number;
};

export type SidebarInput = {
  roleId: RoleId;
  versionProduct: number;
  functions: readonly FunctionEntry[];
  workForce: boolean;
  domainUrl: string | null;
  nMaxSupplier: number | null;
  /** The partner-specific host: clients there see only Find Services (§6). */
  partnerHost: boolean;
  counters: SidebarCounters;
};

type Rule = {
  state: string;
  icon: string;
  roles: readonly RoleId[];
  /** The entry shows when any of these functions is enabled (staff ignore functions). */
  anyFunction?: readonly string[];
  version2Only?: boolean;
  hideWithWorkForce?: boolean;
  badge?: SidebarBadge["type"];
  children?: readonly Rule[];
};

const CLIENTS = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES] as const;
const SUPPLIERS = [ROLE.SUPPLIER, ROLE.SUPPLIER_MANAGEMENT] as const;
const ACADEMIES = [ROLE.ACCADEMY, ROLE.MANAGEMENT_ACCADEMY] as const;
const STAFF = [ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT] as const;
const COMPANY_ADMINS = [ROLE.COMPANY_ADMINISTRATOR, ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT] as const;
const TM = ["tEm", "position_list_t_m"];
const FP = ["PFP", "position_list_f_p"];

/** The catalogue, in display order. Names are translation keys `menu.<state>`. */
const RULES: readonly Rule[] = [
  { state: "dashboard_client", icon: "dashboard", roles: CLIENTS },
  { state: "dashboard_supplier", icon: "dashboard", roles: SUPPLIERS },
  { state: "dashboard_academy", icon: "dashboard", roles: ACADEMIES },
  { state: "dashboard_freelance", icon: "dashboard", roles: [ROLE.FREELANCER] },
  { state: "student_dashboard", icon: "dashboard", roles: [ROLE.PROFILE_ACCADEMY] },
  { state: "my_profile", icon: "person", roles: [ROLE.SUPPLIER_EMPLOYEES, ...STAFF] },
  { state: "freelance_profile", icon: "badge", roles: [ROLE.FREELANCER] },
  { state: "student_profile", icon: "badge", roles: [ROLE.PROFILE_ACCADEMY] },
  { state: "need", icon: "work", roles: CLIENTS, anyFunction: [...TM, ...FP, "add_project"] },
  { state: "profile_available", icon: "person_search", roles: CLIENTS, anyFunction: ["SPC"] },
  { state: "saved_profiles", icon: "bookmark", roles: CLIENTS, anyFunction: ["SPC"] },
  {
    state: "shared_links",
    icon: "share",
    roles: CLIENTS,
    anyFunction: ["share_profile_information", "share_position_information"],
  },
  { state: "employees", icon: "groups", roles: [...SUPPLIERS, ...ACADEMIES] },
  {
    state: "accademy_profiles",
    icon: "school",
    roles: [...CLIENTS, ...ACADEMIES],
    anyFunction: ["accademy_profiles"],
    version2Only: true,
  },
  {
    state: "position_list",
    icon: "assignment",
    roles: [...SUPPLIERS, ...STAFF],
    anyFunction: [...TM, ...FP],
    children: [
      { state: "position_list", icon: "schedule", roles: [...SUPPLIERS, ...STAFF], anyFunction: TM },
      {
        state: "position_list_fixed_price",
        icon: "request_quote",
        roles: [...SUPPLIERS, ...STAFF],
        anyFunction: FP,
      },
    ],
  },
  { state: "freelance_position_list", icon: "assignment", roles: [ROLE.FREELANCER] },
  {
    state: "collaborations_request",
    icon: "handshake",
    // Academies supply their students: their managers follow those engagements on the supplier side.
    roles: [...CLIENTS, ...SUPPLIERS, ...ACADEMIES, ROLE.FREELANCER],
    badge: "request",
  },
  { state: "collaborations_invite", icon: "group_add", roles: [...CLIENTS, ...SUPPLIERS], badge: "invite" },
  { state: "student_collaborations", icon: "handshake", roles: [ROLE.PROFILE_ACCADEMY], version2Only: true },
  { state: "customer_profile", icon: "business", roles: SUPPLIERS },
  { state: "company_profile_supplier", icon: "store", roles: SUPPLIERS, hideWithWorkForce: true },
  {
    state: "search_supplier",
    icon: "travel_explore",
    roles: [...CLIENTS, ...SUPPLIERS, ...ACADEMIES],
    anyFunction: ["search_partner"],
    version2Only: true,
  },
  { state: "find_services", icon: "storefront", roles: [...CLIENTS, ...COMPANY_ADMINS] },
  // The client's quote requests on services and the answers side by side (issue 15 step 5).
  { state: "service_requests", icon: "request_quote", roles: CLIENTS },
  { state: "company", icon: "apartment", roles: COMPANY_ADMINS, badge: "companies" },
  { state: "services_list", icon: "inventory", roles: COMPANY_ADMINS, badge: "services_pending" },
  // The supplier's own services catalogue (issue 15): suppliers and freelancers publish services.
  { state: "services_list", icon: "inventory", roles: [...SUPPLIERS, ROLE.FREELANCER] },
  // The quote requests their services received (issue 15 step 5).
  { state: "service_requests_incoming", icon: "move_to_inbox", roles: [...SUPPLIERS, ROLE.FREELANCER] },
  {
    state: "company_list",
    icon: "apartment",
    roles: STAFF,
    children: [
      { state: "company_list", icon: "list", roles: STAFF },
      { state: "company_review", icon: "fact_check", roles: STAFF, badge: "company_pending" },
    ],
  },
  {
    state: "services_list",
    icon: "inventory",
    roles: STAFF,
    children: [
      { state: "services_list", icon: "list", roles: STAFF },
      { state: "services_review", icon: "fact_check", roles: STAFF, badge: "services_pending" },
    ],
  },
  { state: "pending_inscriptions", icon: "how_to_reg", roles: STAFF },
  { state: "collaborations_admin", icon: "handshake", roles: STAFF },
  { state: "company_subscriptions", icon: "card_membership", roles: STAFF },
  { state: "plans", icon: "sell", roles: STAFF },
  { state: "plans_supplier", icon: "sell", roles: STAFF },
  { state: "coupons", icon: "local_offer", roles: STAFF },
  { state: "functions", icon: "toggle_on", roles: STAFF },
  { state: "technology", icon: "memory", roles: STAFF },
  { state: "job_sector", icon: "category", roles: STAFF },
  { state: "languages", icon: "translate", roles: STAFF },
  { state: "certifications", icon: "verified", roles: STAFF },
  { state: "product_category", icon: "category", roles: STAFF },
  { state: "description_pages", icon: "help", roles: STAFF },
  { state: "email_notifications", icon: "mail", roles: STAFF },
  { state: "manage_admin_users", icon: "admin_panel_settings", roles: STAFF },
  { state: "ghost_account", icon: "visibility", roles: STAFF },
  { state: "charts", icon: "bar_chart", roles: STAFF },
  { state: "graphs", icon: "insights", roles: STAFF },
  { state: "configuration", icon: "settings", roles: STAFF },
  // Brands by host (issue 17 item 6; not in §2.2): colours, logo, kind and mailbox of each host.
  { state: "brands", icon: "palette", roles: STAFF },
  // Who did what, when, as whom (issue 17; not in §2.2): the audit log with filters and CSV export.
  { state: "audit_log", icon: "history", roles: STAFF },
  // The open area's leads and the funnel per source (issue 16; not in §2.2).
  { state: "open_leads", icon: "person_search", roles: STAFF },
];

const isStaff = (r: RoleId) => roleIn(STAFF, r);

function badgeValue(type: SidebarBadge["type"], c: SidebarCounters): number {
  switch (type) {
    case "request":
      return c.request;
    case "invite":
      return c.invite;
    case "company_pending":
      return c.companyPending;
    case "services_pending":
      return c.servicesPending;
    case "companies":
      return c.companies ?? 0;
  }
}

function visible(rule: Rule, input: SidebarInput): boolean {
  if (!rule.roles.includes(input.roleId)) return false;
  if (rule.version2Only && input.versionProduct !== 2) return false;
  if (rule.hideWithWorkForce && input.workForce) return false;
  if (rule.anyFunction && !isStaff(input.roleId)) {
    return rule.anyFunction.some((f) => hasFunction(input.functions, f));
  }
  return true;
}

function toItem(rule: Rule, priority: number, input: SidebarInput): SidebarItem | null {
  if (!visible(rule, input)) return null;
  const badges = rule.badge
    ? [{ type: rule.badge, value: badgeValue(rule.badge, input.counters) }].filter((b) => b.value > 0)
    : [];
  if (!rule.children)
    return { state: rule.state, name: `menu.${rule.state}`, type: "link", icon: rule.icon, priority, badges };
  const children = rule.children
    .map((child, i) => toItem(child, i + 1, input))
    .filter((c): c is SidebarItem => c !== null)
    .map((c) => ({ ...c, name: `menu.${rule.state}.${c.state}` }));
  if (children.length === 0) return null;
  return {
    state: rule.state,
    name: `menu.${rule.state}`,
    type: "sub",
    icon: rule.icon,
    priority,
    badges: [],
    children,
  };
}

/**
 * The sidebar of §2.4/§6 for one user: entries by role, product version and the company's enabled functions.
 * Staff see every admin entry and both position lists regardless of functions; clients on a custom domain with
 * a supplier maximum see only the supplier list; clients on the partner host only Find Services; the supplier
 * company profile hides when work_force is set.
 */
export function buildSidebar(input: SidebarInput): SidebarItem[] {
  const isClient = input.roleId === ROLE.CLIENT || input.roleId === ROLE.CLIENT_EMPLOYEES;
  let rules = RULES;
  if (isClient && input.partnerHost) rules = RULES.filter((r) => r.state === "find_services");
  else if (isClient && input.domainUrl && input.nMaxSupplier)
    rules = RULES.filter((r) => r.state === "collaborations_invite");
  return rules
    .map((rule, i) => toItem(rule, i + 1, input))
    .filter((item): item is SidebarItem => item !== null);
}

/** Sub-menu toggling works only for these roles (§2.4). */
export function canToggleSubMenus(roleId: RoleId): boolean {
  const allowed: readonly RoleId[] = [
    ROLE.SUPPLIER,
    ROLE.SUPPLIER_MANAGEMENT,
    ROLE.ADMINISTRATOR,
    ROLE.ADMIN_MANAGEMENT,
    ROLE.FREELANCER,
  ];
  return allowed.includes(roleId);
}

export type AddNeedInput = {
  versionProduct: number;
  simulateAcademy: number;
  functions: readonly FunctionEntry[];
};

/**
 * §5 add-need gating of Client and Client Employees: version 2, or version 1 with simulate_academy 0, plus the
 * add-project permission flag (the company's add_project function).
 */
export function canAddNeed(input: AddNeedInput): boolean {
  const version = input.versionProduct === 2 || (input.versionProduct === 1 && input.simulateAcademy === 0);
  return version && hasFunction(input.functions, "add_project");
}

/**
 * The Add button at the bottom of the sidebar (§2.4); add-profile is hidden on the distributor host (§5), the
 * clients' add-need follows canAddNeed when `need` is given.
 */
export function sidebarAddButton(
  roleId: RoleId,
  host: { distributorHost: boolean } = { distributorHost: false },
  need?: AddNeedInput,
): { route: string; label: "add_need" | "add_profile" | "add_company"; activeMenu: string } | null {
  if (roleId === ROLE.CLIENT || roleId === ROLE.CLIENT_EMPLOYEES) {
    if (need && !canAddNeed(need)) return null;
    return { route: "/need/create", label: "add_need", activeMenu: "need" };
  }
  if (roleIn(SUPPLIERS, roleId) || roleIn(ACADEMIES, roleId)) {
    if (host.distributorHost) return null;
    return { route: "/employees/add-employee", label: "add_profile", activeMenu: "employees" };
  }
  if (roleIn(COMPANY_ADMINS, roleId))
    return { route: "/company_create", label: "add_company", activeMenu: "company" };
  return null;
}
