import type { RoleId } from "@mkt/contracts";
import type { AuthContext } from "./auth-context.ts";

/** Who acts in a service call: the signed-in user, their company and role (taken from the request's session). */
export type Actor = { companyId: number; companyType: string; roleId: RoleId; userId: number };

export const actorOf = (auth: AuthContext): Actor => ({
  companyId: auth.row.companyId,
  companyType: auth.row.companyType,
  roleId: auth.roleId,
  userId: auth.row.userId,
});
