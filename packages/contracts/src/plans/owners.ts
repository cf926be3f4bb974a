import { ROLE, type RoleId } from "../auth/roles.ts";

/** The roles that can buy a plan for their company, and hear of its expiry (the API's plan notices). */
export const PLAN_OWNER_ROLES: readonly RoleId[] = [
  ROLE.CLIENT,
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.FREELANCER,
];
