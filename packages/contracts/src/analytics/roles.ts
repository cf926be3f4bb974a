import { ROLE, ROLE_IDS, type RoleId } from "../auth/roles.ts";

/**
 * The analytics role label of spec §6, a pure function of the role id. Roles the spec's list does not name
 * (Freelancer, and the two Company Administrator roles) take its default, "Freelance".
 */
export function analyticsRoleLabel(role: RoleId): string {
  switch (role) {
    case ROLE.CLIENT:
      return "Cliente";
    case ROLE.CLIENT_EMPLOYEES:
      return "Aiuto amministratore cliente";
    case ROLE.SUPPLIER:
      return "Fornitore";
    case ROLE.SUPPLIER_EMPLOYEES:
      return "Profilo fornitore";
    case ROLE.SUPPLIER_MANAGEMENT:
      return "Aiuto amministratore fornitore";
    case ROLE.ACCADEMY:
      return "Academy";
    case ROLE.PROFILE_ACCADEMY:
      return "Profilo academy";
    case ROLE.MANAGEMENT_ACCADEMY:
      return "Aiuto amministratore academy";
    case ROLE.ADMINISTRATOR:
      return "Staff";
    case ROLE.ADMIN_MANAGEMENT:
      return "Aiuto amministratore staff";
    default:
      return "Freelance";
  }
}

/** Every label analyticsRoleLabel can answer (the reports' filter), "" standing for anonymous visitors. */
export const ANALYTICS_ROLE_LABELS = [
  "Cliente",
  "Fornitore",
  "Staff",
  "Profilo fornitore",
  "Aiuto amministratore cliente",
  "Aiuto amministratore fornitore",
  "Academy",
  "Profilo academy",
  "Aiuto amministratore academy",
  "Aiuto amministratore staff",
  "Freelance",
] as const;

/**
 * The roles an analytics role label stands for, in role-id order (the reports show the label in the interface
 * language by these roles' names): one role for every label but the default, "Freelance", which covers the
 * Freelancer and both Company Administrator roles. [] for "" (anonymous visitors) and for unknown labels.
 */
export function analyticsLabelRoles(label: string): RoleId[] {
  return ROLE_IDS.filter((role) => analyticsRoleLabel(role) === label);
}

/**
 * The staff tag of §6: Administrator, Admin Management, or any session in which a staff member acts as another
 * user (assumed user).
 */
export function isAnalyticsStaff(role: RoleId, actingAsAnotherUser: boolean): boolean {
  return actingAsAnotherUser || role === ROLE.ADMINISTRATOR || role === ROLE.ADMIN_MANAGEMENT;
}
