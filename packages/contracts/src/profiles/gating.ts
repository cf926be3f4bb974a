import { isStaffRole, ROLE, type RoleId, roleIn } from "../auth/roles.ts";

/** Roles that manage their company's profiles (create, edit, publish, delete). */
export const PROFILE_MANAGER_ROLES = [
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.FREELANCER,
] as const satisfies readonly RoleId[];

export function isProfileManager(roleId: RoleId): boolean {
  return roleIn(PROFILE_MANAGER_ROLES, roleId);
}

/**
 * Whether the viewer can open the detail of a published profile another list shows (a company's page): staff and
 * clients read any published profile, a company's managers only their own company's (GET /profiles/:id answers
 * 404 otherwise, as for a supplier looking at a partner's page).
 */
export function opensPublishedProfile(roleId: RoleId, sameCompany: boolean): boolean {
  if (isStaffRole(roleId) || roleId === ROLE.CLIENT || roleId === ROLE.CLIENT_EMPLOYEES) return true;
  return sameCompany && isProfileManager(roleId);
}

export type AddProfileInput = {
  roleId: RoleId;
  /** Documentation status 1–4 (§4). */
  docStatus: number;
  /** limit_date_documentation as YYYY-MM-DD, or null when no deadline is set. */
  docLimitDate: string | null;
  /** Today as YYYY-MM-DD. */
  today: string;
  /** Supplier planStatus: 1 active. */
  planStatus: number;
  /** The company's add_profile function flag (§5 "permission flag"). */
  addProfileFlag: boolean;
};

export type AddProfileVerdict =
  | { allowed: true }
  | { allowed: false; reason: "role" | "documentation" | "plan" | "permission" };

/** §4: documentation approved (2), or missing (4) while its deadline has not passed. */
export function documentationAllowsProfiles(docStatus: number, docLimitDate: string | null, today: string) {
  if (docStatus === 2) return true;
  return docStatus === 4 && (docLimitDate === null || docLimitDate >= today);
}

/**
 * The add-profile gating of §5. Supplier: acceptable documentation (§4), an active plan and the add_profile
 * flag. Accademy, Supplier Management and Management Accademy: the add_profile flag. Freelancer: always (their
 * single-profile rule is separate). Everyone else cannot add profiles.
 */
export function canAddProfile(input: AddProfileInput): AddProfileVerdict {
  switch (input.roleId) {
    case ROLE.SUPPLIER:
      if (!documentationAllowsProfiles(input.docStatus, input.docLimitDate, input.today))
        return { allowed: false, reason: "documentation" };
      if (input.planStatus !== 1) return { allowed: false, reason: "plan" };
      return input.addProfileFlag ? { allowed: true } : { allowed: false, reason: "permission" };
    case ROLE.SUPPLIER_MANAGEMENT:
    case ROLE.ACCADEMY:
    case ROLE.MANAGEMENT_ACCADEMY:
      return input.addProfileFlag ? { allowed: true } : { allowed: false, reason: "permission" };
    case ROLE.FREELANCER:
      return { allowed: true };
    default:
      return { allowed: false, reason: "role" };
  }
}
