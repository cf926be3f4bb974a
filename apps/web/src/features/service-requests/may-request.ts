import { roleIn, SERVICE_REQUESTER_ROLES } from "@mkt/contracts";
import { useSession } from "../../shared/session/use-session.ts";

/** Whether the signed-in user asks services for quotes (Client, Client Employees). */
export function mayRequestQuotes(roleId: number | undefined): boolean {
  return roleIn(SERVICE_REQUESTER_ROLES, roleId);
}

export function useMayRequestQuotes(): boolean {
  return mayRequestQuotes(useSession()?.user.role_id);
}
