import { isRoleId, ROLE } from "@mkt/contracts";
import { useSession } from "../../shared/session/use-session.ts";

/** Only the Administrator changes staff users and ghost accounts; Admin Management reads them. */
export function useIsAdministrator(): boolean {
  const session = useSession();
  return session !== null && isRoleId(session.user.role_id) && session.user.role_id === ROLE.ADMINISTRATOR;
}
