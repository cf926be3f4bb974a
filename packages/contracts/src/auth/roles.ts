/** The 13 roles of spec §6, with stable numeric ids. role_id=2 is the client (the open area signs up clients). */
export const ROLE = {
  ADMINISTRATOR: 1,
  CLIENT: 2,
  SUPPLIER: 3,
  SUPPLIER_EMPLOYEES: 4,
  CLIENT_EMPLOYEES: 5,
  SUPPLIER_MANAGEMENT: 6,
  ACCADEMY: 7,
  PROFILE_ACCADEMY: 8,
  MANAGEMENT_ACCADEMY: 9,
  FREELANCER: 10,
  ADMIN_MANAGEMENT: 11,
  COMPANY_ADMINISTRATOR: 12,
  COMPANY_ADMINISTRATOR_MANAGEMENT: 13,
} as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: "Administrator",
  2: "Client",
  3: "Supplier",
  4: "Supplier Employees",
  5: "Client Employees",
  6: "Supplier Management",
  7: "Accademy",
  8: "Profile Accademy",
  9: "Management Accademy",
  10: "Freelancer",
  11: "Admin Management",
  12: "Company Administrator",
  13: "Company Administrator Management",
};
export const ROLE_IDS = Object.keys(ROLE_NAMES).map(Number) as RoleId[];

export function isRoleId(value: number): value is RoleId {
  return (ROLE_IDS as number[]).includes(value);
}

/**
 * Whether `roleId` is one of `roles` — a role list declared `as const` (a tuple of literal ids) accepts any role
 * here, and a missing role (signed out) is in no list.
 */
export function roleIn(roles: readonly RoleId[], roleId: number | null | undefined): roleId is RoleId {
  return roleId !== null && roleId !== undefined && (roles as readonly number[]).includes(roleId);
}

/** Roles that can sign up on their own; every other role is created inside an existing company. */
export const REGISTRABLE_ROLES = [ROLE.CLIENT, ROLE.SUPPLIER, ROLE.FREELANCER, ROLE.ACCADEMY] as const;
export type RegistrableRoleId = (typeof REGISTRABLE_ROLES)[number];

export const COMPANY_TYPES = [
  "client",
  "supplier",
  "academy",
  "freelance",
  "company_admin",
  "staff",
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** Which kind of company a role belongs to. */
export function companyTypeForRole(role: RoleId): CompanyType {
  switch (role) {
    case ROLE.CLIENT:
    case ROLE.CLIENT_EMPLOYEES:
      return "client";
    case ROLE.SUPPLIER:
    case ROLE.SUPPLIER_EMPLOYEES:
    case ROLE.SUPPLIER_MANAGEMENT:
      return "supplier";
    case ROLE.ACCADEMY:
    case ROLE.PROFILE_ACCADEMY:
    case ROLE.MANAGEMENT_ACCADEMY:
      return "academy";
    case ROLE.FREELANCER:
      return "freelance";
    case ROLE.COMPANY_ADMINISTRATOR:
    case ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT:
      return "company_admin";
    case ROLE.ADMINISTRATOR:
    case ROLE.ADMIN_MANAGEMENT:
      return "staff";
  }
}

/**
 * Post-login home by role (§2.3). Homes the spec does not show follow the closest role:
 * Client Employees work on the client dashboard, Admin Management like the Administrator,
 * company administrators on their company list. The student (Profile Accademy) lands on /my_profile as §2.3 says
 * (issue 20 item 7); their student_dashboard and student_profile are in the sidebar.
 */
export function homeForRole(role: RoleId): string {
  switch (role) {
    case ROLE.ADMINISTRATOR:
    case ROLE.ADMIN_MANAGEMENT:
    case ROLE.SUPPLIER_EMPLOYEES:
    case ROLE.PROFILE_ACCADEMY:
      return "/my_profile";
    case ROLE.SUPPLIER:
    case ROLE.SUPPLIER_MANAGEMENT:
      return "/dashboard_supplier";
    case ROLE.CLIENT:
    case ROLE.CLIENT_EMPLOYEES:
      return "/dashboard_client";
    case ROLE.ACCADEMY:
    case ROLE.MANAGEMENT_ACCADEMY:
      return "/dashboard_academy";
    case ROLE.FREELANCER:
      return "/freelance_profile";
    case ROLE.COMPANY_ADMINISTRATOR:
    case ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT:
      return "/company";
  }
}

/** Staff (§6): Administrator, Admin Management, or a staff member acting as another user. */
export function isStaffRole(role: RoleId): boolean {
  return role === ROLE.ADMINISTRATOR || role === ROLE.ADMIN_MANAGEMENT;
}

/** Documentation status 3 refuses login, except for these roles (§4). */
export function isBlockedByRejectedDocumentation(role: RoleId, idDocStatus: number): boolean {
  if (idDocStatus !== 3) return false;
  return role !== ROLE.SUPPLIER_EMPLOYEES && role !== ROLE.PROFILE_ACCADEMY;
}
