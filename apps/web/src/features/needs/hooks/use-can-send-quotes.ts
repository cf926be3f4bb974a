import { isProfileManager, isRoleId } from "@mkt/contracts";
import { useSession } from "../../../shared/session/use-session.ts";

/**
 * Whether the signed-in user may answer the market's positions and projects: the profile managers (supplier,
 * supplier management, academy, academy management, freelancer), as the API's quote routes accept. Staff and the
 * other roles see the market without "My quotes" and without send buttons (§6).
 */
export function useCanSendQuotes(): boolean {
  const roleId = useSession()?.user.role_id;
  return roleId !== undefined && isRoleId(roleId) && isProfileManager(roleId);
}
