import type { Limitation } from "@mkt/contracts";

/**
 * §4: Manage Users opens the blocked-feature modal (action 2) instead of the page when its limitation
 * (manage_users for clients, manage_users_supplier for suppliers) is blocked and the plan allows one user.
 */
export function manageUsersBlock(limitations: readonly Limitation[], path: string): Limitation | null {
  const state = path === "/manage_users_supplier" ? "manage_users_supplier" : "manage_users";
  const limitation = limitations.find((l) => l.state_function === state);
  return limitation?.blocked && limitation.blocked_for_limit_detail?.number_max_limit === 1
    ? limitation
    : null;
}
