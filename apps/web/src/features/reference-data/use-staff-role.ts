import { isRoleId, REFERENCE_EDITOR_ROLES, REFERENCE_MANAGER_ROLES } from "@mkt/contracts";
import { useSession } from "../../shared/session/use-session.ts";

/** What the signed-in staff user may do here: edit (both staff roles), and switch off or merge (Administrator). */
export function useReferenceAccess(): { canEdit: boolean; canManage: boolean } {
  const role = useSession()?.user.role_id;
  const known = role !== undefined && isRoleId(role);
  return {
    canEdit: known && (REFERENCE_EDITOR_ROLES as readonly number[]).includes(role),
    canManage: known && (REFERENCE_MANAGER_ROLES as readonly number[]).includes(role),
  };
}
