import { type RoleId, SERVICE_MANAGER_ROLES, SERVICE_REVIEWER_ROLES } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AuthContext } from "../auth/index.ts";
import { findServiceRow, type ServiceRow } from "./queries/services.ts";

/** Who acts on services: a manager of their own company's services, or staff reviewing every company's. */
export type ServiceActor =
  | { kind: "manager"; companyId: number; roleId: RoleId; userId: number }
  | { kind: "staff"; userId: number };
export type ServiceManager = Extract<ServiceActor, { kind: "manager" }>;

const isIn = (roles: readonly RoleId[], role: RoleId) => roles.includes(role);

export function serviceActorOf(auth: AuthContext): ServiceActor {
  if (isIn(SERVICE_REVIEWER_ROLES, auth.roleId)) return { kind: "staff", userId: auth.row.userId };
  if (isIn(SERVICE_MANAGER_ROLES, auth.roleId))
    return { kind: "manager", companyId: auth.row.companyId, roleId: auth.roleId, userId: auth.row.userId };
  throw new AppError("auth.forbidden");
}

export function serviceManagerOf(auth: AuthContext): ServiceManager {
  const actor = serviceActorOf(auth);
  if (actor.kind !== "manager") throw new AppError("auth.forbidden");
  return actor;
}

/**
 * The service as this actor may see it: staff any, a manager only their company's. Another company's service
 * is "not found" (its existence is not revealed). `lock` takes the row FOR UPDATE inside a transaction.
 */
export async function visibleService(
  db: DbOrTx,
  actor: ServiceActor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ServiceRow> {
  const row = await findServiceRow(db, id, options);
  if (!row) throw new AppError("services.not_found");
  if (actor.kind === "manager" && row.service.companyId !== actor.companyId)
    throw new AppError("services.not_found");
  return row;
}

export type ServiceStaff = Extract<ServiceActor, { kind: "staff" }>;

export function serviceStaffOf(auth: AuthContext): ServiceStaff {
  const actor = serviceActorOf(auth);
  if (actor.kind !== "staff") throw new AppError("auth.forbidden");
  return actor;
}
