import { isProfileManager, isRoleId, ROLE } from "@mkt/contracts";

/**
 * Which numbers a role's home shows (§2.3): a client's (needs, quotes, matches, saved profiles, requests sent), a
 * profile manager's (supplier, academy, freelancer: fitting positions, quotes, profiles, requests received), or
 * neither (staff, company administrators).
 */
export function homeBlocksKind(roleId: number): "client" | "supplier" | null {
  if (!isRoleId(roleId)) return null;
  if (roleId === ROLE.CLIENT || roleId === ROLE.CLIENT_EMPLOYEES) return "client";
  return isProfileManager(roleId) ? "supplier" : null;
}
