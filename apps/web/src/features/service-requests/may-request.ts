import { isRoleId, type RoleId, SERVICE_REQUESTER_ROLES } from "@mkt/contracts";
import { useSession } from "../../shared/session/use-session.ts";

/** Whether the signed-in user asks services for quotes (Client, Client Employees). */
export function mayRequestQuotes(roleId: number | undefined): boolean {
  return (
    roleId !== undefined &&
    isRoleId(roleId) &&
    (SERVICE_REQUESTER_ROLES as readonly RoleId[]).includes(roleId)
  );
}

export function useMayRequestQuotes(): boolean {
  return mayRequestQuotes(useSession()?.user.role_id);
}
