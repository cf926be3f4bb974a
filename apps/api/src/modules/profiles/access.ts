import { isProfileManager, isStaffRole, PROFILE_MANAGER_ROLES, ROLE, type RoleId } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AuthContext } from "../auth/index.ts";
import { findProfile, hasProfileAccess } from "./queries/profile-detail.ts";

/** Who is looking at profiles, and on behalf of which company. */
export type Viewer =
  | { kind: "manager"; companyId: number; companyType: string; roleId: RoleId; userId: number }
  | { kind: "staff"; userId: number }
  | { kind: "client"; companyId: number; companyType: string; roleId: RoleId; userId: number }
  /** Profile Accademy: the student, who sees and edits only the profile the academy linked to the account. */
  | { kind: "student"; companyId: number; companyType: string; roleId: RoleId; userId: number };
export type Manager = Extract<Viewer, { kind: "manager" }>;
export type Student = Extract<Viewer, { kind: "student" }>;
/** Who may change a profile's content: a manager (the company's profiles) or a student (their own). */
export type Editor = Manager | Student;

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
  ROLE.PROFILE_ACCADEMY,
];

/** Roles that edit profiles: the managers, and the student (their own linked profile only). */
export const PROFILE_EDITOR_ROLES: RoleId[] = [...PROFILE_MANAGER_ROLES, ROLE.PROFILE_ACCADEMY];

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
  if (auth.roleId === ROLE.PROFILE_ACCADEMY) return { kind: "student", ...base };
  throw new AppError("auth.forbidden");
}

export function managerOf(auth: AuthContext): Manager {
  const viewer = viewerOf(auth);
  if (viewer.kind !== "manager") throw new AppError("auth.forbidden");
  return viewer;
}

export function editorOf(auth: AuthContext): Editor {
  const viewer = viewerOf(auth);
  if (viewer.kind !== "manager" && viewer.kind !== "student") throw new AppError("auth.forbidden");
  return viewer;
}

/** The student's profile: the one of their academy linked to their account. */
const isStudentsOwn = (student: Student, row: { companyId: number; userId: number | null }) =>
  row.companyId === student.companyId && row.userId === student.userId;

/**
 * A profile the viewer may see, with what they may see of it. Another company's profile, or an unpublished
 * one for a client, is "not found" (its existence is not revealed).
 */
export async function visibleProfile<Found extends NonNullable<Awaited<ReturnType<typeof findProfile>>>>(
  db: DbOrTx,
  viewer: Viewer,
  id: number,
  /** How the profile is read (getProfile reads its lists in the same statement). */
  find: (db: DbOrTx, id: number) => Promise<Found | undefined> = findProfile as never,
) {
  const found = await find(db, id);
  if (!found) throw new AppError("common.not_found");
  const owner =
    (viewer.kind === "manager" && found.profile.companyId === viewer.companyId) ||
    (viewer.kind === "student" && isStudentsOwn(viewer, found.profile));
  if ((viewer.kind === "manager" || viewer.kind === "student") && !owner)
    throw new AppError("common.not_found");
  if (viewer.kind === "client" && !found.profile.published) throw new AppError("common.not_found");
  const contactsVisible =
    viewer.kind !== "client" || (await hasProfileAccess(db, viewer.companyId, id, "information_blocked"));
  return { ...found, owner, contactsVisible };
}

/** A profile of the manager's own company, or the student's own profile (404 otherwise). */
export async function ownProfile(db: DbOrTx, editor: Editor, id: number) {
  const found = await findProfile(db, id);
  const own =
    found &&
    (editor.kind === "student"
      ? isStudentsOwn(editor, found.profile)
      : found.profile.companyId === editor.companyId);
  if (!found || !own) throw new AppError("common.not_found");
  return found;
}
