import { ROLE, type RoleId } from "@mkt/contracts";

/** Key of common:roles for each role id. */
export const ROLE_LABEL_KEYS = {
  [ROLE.ADMINISTRATOR]: "administrator",
  [ROLE.CLIENT]: "client",
  [ROLE.SUPPLIER]: "supplier",
  [ROLE.SUPPLIER_EMPLOYEES]: "supplierEmployees",
  [ROLE.CLIENT_EMPLOYEES]: "clientEmployees",
  [ROLE.SUPPLIER_MANAGEMENT]: "supplierManagement",
  [ROLE.ACCADEMY]: "accademy",
  [ROLE.PROFILE_ACCADEMY]: "profileAccademy",
  [ROLE.MANAGEMENT_ACCADEMY]: "managementAccademy",
  [ROLE.FREELANCER]: "freelancer",
  [ROLE.ADMIN_MANAGEMENT]: "adminManagement",
  [ROLE.COMPANY_ADMINISTRATOR]: "companyAdministrator",
  [ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT]: "companyAdministratorManagement",
} as const satisfies Record<RoleId, string>;

export type RoleLabelKey = (typeof ROLE_LABEL_KEYS)[RoleId];
