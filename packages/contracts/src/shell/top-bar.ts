import { ROLE, type RoleId } from "../auth/roles.ts";
import { PLAN_ID_HIDES_UPGRADE } from "../common/constants.ts";
import { FUNCTION_STATES, type FunctionEntry } from "./functions.ts";

export type ShellUser = {
  roleId: RoleId;
  logicRole: string | null;
  versionProduct: number;
  domainUrl: string | null;
  nMaxSupplier: number | null;
  /** The supplier's current plan id, when known. */
  idPlanCurrent: number | null;
  assumedUser: boolean;
  functions: readonly FunctionEntry[];
};

export type ShellHost = {
  /** The distributor-flavoured host hides chat (§6). */
  distributorHost: boolean;
  /** The production flag that hides chat (§6): false while chat is not released on this deployment. */
  chatReleased: boolean;
  smallScreen: boolean;
};

const STUDENT_LOGIC_ROLE = "studentAcademyLazy";

/** §6: the flag that shows plan and company items is off for these roles. */
const NO_PLAN_AND_COMPANY_ITEMS: readonly RoleId[] = [
  ROLE.ADMINISTRATOR,
  ROLE.SUPPLIER_EMPLOYEES,
  ROLE.CLIENT_EMPLOYEES,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.PROFILE_ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
];

const NO_CHAT: readonly RoleId[] = [
  ROLE.ADMINISTRATOR,
  ROLE.ADMIN_MANAGEMENT,
  ROLE.COMPANY_ADMINISTRATOR,
  // Not in §6's list, but a company administrator's company takes part in no conversation (chat is between a
  // client and a supplier, freelancer or academy), so the icon would lead nowhere (docs/domain.md).
  ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT,
  ROLE.SUPPLIER_EMPLOYEES,
  ROLE.PROFILE_ACCADEMY,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
];

/**
 * Manage Users on the supplier side (/manage_users_supplier, permission key manage_users_supplier): the supplier
 * and the academy's managers, who invite their colleagues and students there (issue 4).
 */
const SUPPLIER_SIDE_USER_MANAGERS: readonly RoleId[] = [
  ROLE.SUPPLIER,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
];

const isCompanyAdmin = (r: RoleId) =>
  r === ROLE.COMPANY_ADMINISTRATOR || r === ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT;

/**
 * §6 page permission keys: the profile menu's items (and the chat icon beside it) the function list gates on top of
 * the role rules. manage_users and manage_users_supplier are functions the list must grant; the others are on
 * unless the list switches them off (an entry with a status other than 1).
 */
export const PAGE_PERMISSION_KEYS = [
  "my_profile",
  "company_profile",
  "manage_users",
  "my_plans",
  "manage_users_supplier",
  "chat",
] as const;
export type PagePermissionKey = (typeof PAGE_PERMISSION_KEYS)[number];

/** The page permission keys that are not §4 functions: staff switch them beside the functions (back office). */
export const PAGE_ONLY_KEYS: readonly PagePermissionKey[] = PAGE_PERMISSION_KEYS.filter(
  (key) => !FUNCTION_STATES.includes(key),
);
export const isPagePermissionKey = (state: string): state is PagePermissionKey =>
  (PAGE_PERMISSION_KEYS as readonly string[]).includes(state);

/** The keys that are on without an entry (the others are functions, granted by an entry with status 1). */
export const PAGE_KEYS_ON_BY_DEFAULT: readonly PagePermissionKey[] = [
  "my_profile",
  "company_profile",
  "my_plans",
  "chat",
];

/**
 * Whether the function list lets the user reach the page of a §6 permission key: an entry with the key's state
 * decides (status 1 = allowed); without one, the keys that are on by default are allowed and the functions not.
 */
export function pageAllowed(functions: readonly FunctionEntry[], key: PagePermissionKey): boolean {
  const entry = functions.find((f) => f.state === key);
  return entry ? entry.status === 1 : PAGE_KEYS_ON_BY_DEFAULT.includes(key);
}

/**
 * The shell routes (§2.2 route names) a page permission key opens: a function list that switches the key off
 * keeps the user out of them, whether by a menu item, a link or the address bar.
 */
export const PAGE_KEY_OF_ROUTE: Readonly<Record<string, PagePermissionKey>> = {
  my_profile: "my_profile",
  company_profile: "company_profile",
  manage_users: "manage_users",
  my_plans: "my_plans",
  my_plans_supplier: "my_plans",
  manage_users_supplier: "manage_users_supplier",
  chat_component: "chat",
};

/** Whether the function list lets the user open a shell route (true for routes no page key gates). */
export function routeAllowed(functions: readonly FunctionEntry[], routeName: string): boolean {
  const key = PAGE_KEY_OF_ROUTE[routeName];
  return key === undefined || pageAllowed(functions, key);
}

/**
 * Chat icon (§6): everyone but the listed roles and academyVp1Lazy; hidden by the production flag and on the
 * distributor host; students always see it. On top of that, the page permission key chat: a function list that
 * switches chat off hides it for everyone.
 */
export function showChatIcon(user: ShellUser, host: ShellHost): boolean {
  if (!pageAllowed(user.functions, "chat")) return false;
  if (user.logicRole === STUDENT_LOGIC_ROLE) return true;
  if (user.logicRole === "academyVp1Lazy") return false;
  if (NO_CHAT.includes(user.roleId)) return false;
  return host.chatReleased && !host.distributorHost;
}

/** Credit pill (§6): Client only; version 2 shows remaining credit, version 1 with a custom domain and supplier maximum shows remaining suppliers. */
export function creditPill(user: ShellUser): { tooltip: "remaining_credit" | "remaining_supplier" } | null {
  if (user.roleId !== ROLE.CLIENT) return null;
  if (user.versionProduct === 2) return { tooltip: "remaining_credit" };
  if (user.versionProduct === 1 && user.domainUrl && user.nMaxSupplier)
    return { tooltip: "remaining_supplier" };
  return null;
}

/**
 * Upgrade button (§6): Supplier in version 2 whose plan is not 13; hidden on small screens. It opens
 * /my_plans_supplier, so the page permission key my_plans gates it as it gates the menu's My Plans.
 */
export function showUpgrade(user: ShellUser, host: ShellHost): boolean {
  return (
    user.roleId === ROLE.SUPPLIER &&
    pageAllowed(user.functions, "my_plans") &&
    user.versionProduct === 2 &&
    user.idPlanCurrent !== PLAN_ID_HIDES_UPGRADE &&
    !host.smallScreen
  );
}

export type ProfileMenu = {
  /** null when the function list refuses the page permission key my_profile. */
  myProfile: "my_profile" | "password" | null;
  companyProfile: boolean;
  manageUsers: "/manage_users" | "/manage_users_supplier" | "/manage_company_admin_users" | null;
  myPlans: "/my_plans" | "/my_plans_supplier" | null;
  planCard: boolean;
  signOut: "sign_out" | "return_back";
};

/** The avatar menu (§2.5, §6), from role, version and the page permission keys the function list grants. */
export function profileMenu(user: ShellUser): ProfileMenu {
  const role = user.roleId;
  const planAndCompany = !NO_PLAN_AND_COMPANY_ITEMS.includes(role) && !isCompanyAdmin(role);
  let manageUsers: ProfileMenu["manageUsers"] = null;
  if (isCompanyAdmin(role)) manageUsers = "/manage_company_admin_users";
  else if (role === ROLE.CLIENT && planAndCompany && pageAllowed(user.functions, "manage_users"))
    manageUsers = "/manage_users";
  else if (SUPPLIER_SIDE_USER_MANAGERS.includes(role) && pageAllowed(user.functions, "manage_users_supplier"))
    manageUsers = "/manage_users_supplier";
  let myPlans: ProfileMenu["myPlans"] = null;
  if (user.versionProduct === 2 && role === ROLE.CLIENT) myPlans = "/my_plans";
  if (user.versionProduct === 2 && role === ROLE.SUPPLIER) myPlans = "/my_plans_supplier";
  if (!pageAllowed(user.functions, "my_plans")) myPlans = null;
  let myProfile: ProfileMenu["myProfile"] = user.logicRole === STUDENT_LOGIC_ROLE ? "password" : "my_profile";
  if (!pageAllowed(user.functions, "my_profile")) myProfile = null;
  return {
    myProfile,
    companyProfile: role === ROLE.CLIENT && planAndCompany && pageAllowed(user.functions, "company_profile"),
    manageUsers,
    myPlans,
    // The plan card's Manage button opens the plans page: the key my_plans gates it with the item.
    planCard:
      planAndCompany &&
      (role === ROLE.CLIENT || role === ROLE.SUPPLIER) &&
      pageAllowed(user.functions, "my_plans"),
    signOut: user.assumedUser ? "return_back" : "sign_out",
  };
}

/** Tutorial toggle (§6): hidden for Administrator; "unavailable" when the page has no tutorial. */
export function tutorialToggle(
  user: ShellUser,
  pageHasTutorial: boolean,
  enabled: boolean,
): "hidden" | "unavailable" | "enabled" | "disabled" {
  if (user.roleId === ROLE.ADMINISTRATOR) return "hidden";
  if (!pageHasTutorial) return "unavailable";
  return enabled ? "enabled" : "disabled";
}
