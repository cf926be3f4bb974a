import { isProfileManager, isStaffRole, ROLE, type RoleId } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AuthContext } from "../auth/authenticate.ts";
import { findProfile, hasProfileAccess } from "./queries.ts";

/** Who is looking at profiles, and on behalf of which company. */
export type Viewer =
  | { kind: "manager"; companyId: number; companyType: string; roleId: RoleId; userId: number }
  | { kind: "staff"; userId: number }
  | { kind: "client"; companyId: number; companyType: string; roleId: RoleId; userId: number };
export type Manager = Extract<Viewer, { kind: "manager" }>;

/** Roles that read profiles: managers of the owning company, staff, and clients (published profiles only). */
export const PROFILE_READER_ROLES: RoleId[] = [
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.FREELANCER,
  ROLE.ADMINISTRATOR,
  ROLE.ADMIN_MANAGEMENT,
  ROLE.CLIENT,
  ROLE.CLIENT_EMPLOYEES,
];

export function viewerOf(auth: AuthContext): Viewer {
  const base = {
    companyId: auth.row.companyId,
    companyType: auth.row.companyType,
    roleId: auth.roleId,
    userId: auth.row.userId,
  };
  if (isStaffRole(auth.roleId)) return { kind: "staff", userId: auth.row.userId };
  if (isProfileManager(auth.roleId)) return { kind: "manager", ...base };
  if (auth.roleId === ROLE.CLIENT || auth.roleId === ROLE.CLIENT_EMPLOYEES)
    return { kind: "client", ...base };
  throw new AppError("auth.forbidden");
}

export function managerOf(auth: AuthContext): Manager {
  const viewer = viewerOf(auth);
  if (viewer.kind !== "manager") throw new AppError("auth.forbidden");
  return viewer;
}

/**
 * A profile the viewer may see, with what they may see of it. Another company's profile, or an unpublished
 * one for a client, is "not found" (its existence is not revealed).
 */
export async function visibleProfile(db: DbOrTx, viewer: Viewer, id: number) {
  const found = await findProfile(db, id);
  if (!found) throw new AppError("common.not_found");
  const owner = viewer.kind === "manager" && found.profile.companyId === viewer.companyId;
  if (viewer.kind === "manager" && !owner) throw new AppError("common.not_found");
  if (viewer.kind === "client" && !found.profile.published) throw new AppError("common.not_found");
  const contactsVisible =
    viewer.kind !== "client" || (await hasProfileAccess(db, viewer.companyId, id, "information_blocked"));
  return { ...found, owner, contactsVisible };
}

/** A profile of the manager's own company (404 otherwise). */
export async function ownProfile(db: DbOrTx, manager: Manager, id: number) {
  const found = await findProfile(db, id);
  if (!found || found.profile.companyId !== manager.companyId) throw new AppError("common.not_found");
  return found;
}
