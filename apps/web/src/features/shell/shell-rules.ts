import {
  creditPill,
  type FunctionEntry,
  isRoleId,
  type ProfileMenu,
  profileMenu,
  ROLE,
  type RoleId,
  type SessionUser,
  type ShellHost,
  type ShellUser,
  showChatIcon,
  showUpgrade,
} from "@mkt/contracts";
import { isImplementedPath, isImplementedState } from "../../shared/routing/implemented-states.ts";

/** The contracts' view of the signed-in user, with the version in use and the company's functions. */
export function toShellUser(
  user: SessionUser,
  versionProduct: number,
  functions: readonly FunctionEntry[],
): ShellUser {
  return {
    roleId: isRoleId(user.role_id) ? user.role_id : ROLE.CLIENT,
    logicRole: user.logicRole,
    versionProduct,
    domainUrl: user.domain_url,
    nMaxSupplier: user.n_max_supplier,
    idPlanCurrent: user.id_plan_purchase,
    assumedUser: user.assumedUser,
    functions,
  };
}

/**
 * The host as the shell sees it: the distributor host comes from the host's brand (its kind, issue 17); chat is
 * "released" once its screen exists (§6 production flag).
 */
export function shellHost(smallScreen: boolean, distributorHost = false): ShellHost {
  return { distributorHost, chatReleased: isImplementedState("chat_component"), smallScreen };
}

/** §2.1/§6: the distributor brand's host shows no sidebar (nor its drawer, horizontal menu or Add button). */
export function showsSidebar(host: ShellHost): boolean {
  return !host.distributorHost;
}

export type TopBarItems = {
  chat: boolean;
  /** Credit pill and plan card need the plans capability (credits and plan status); Upgrade leads to plans. */
  creditPill: boolean;
  upgrade: boolean;
};

/** §2.5/§6 top-bar items: the contracts' rules, each shown only once the screen it opens exists. */
export function topBarItems(user: ShellUser, host: ShellHost): TopBarItems {
  return {
    chat: showChatIcon(user, host) && isImplementedState("chat_component"),
    creditPill: creditPill(user) !== null && isImplementedState("my_plans"),
    upgrade: showUpgrade(user, host) && isImplementedState("my_plans_supplier"),
  };
}

export type AvatarMenu = {
  myProfile: ProfileMenu["myProfile"];
  companyProfile: boolean;
  manageUsers: string | null;
  myPlans: string | null;
  planCard: boolean;
  signOut: ProfileMenu["signOut"];
};

/** §2.5 avatar menu: profileMenu's items whose screen exists. */
export function avatarMenu(user: ShellUser): AvatarMenu {
  const menu = profileMenu(user);
  const existing = (path: string | null) => (path && isImplementedPath(path) ? path : null);
  return {
    myProfile: menu.myProfile,
    companyProfile: menu.companyProfile && isImplementedState("company_profile"),
    manageUsers: existing(menu.manageUsers),
    myPlans: existing(menu.myPlans),
    planCard: menu.planCard && isImplementedState("my_plans"),
    signOut: menu.signOut,
  };
}

/** §9: the company administrators' counters are polled every 600 s. */
export function pollsAdminCounters(roleId: RoleId): boolean {
  return roleId === ROLE.COMPANY_ADMINISTRATOR || roleId === ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT;
}

/** §2.5: the supplier-side roles search partners; clients search suppliers. */
export function searchesPartners(roleId: RoleId): boolean {
  return roleId !== ROLE.CLIENT && roleId !== ROLE.CLIENT_EMPLOYEES;
}
