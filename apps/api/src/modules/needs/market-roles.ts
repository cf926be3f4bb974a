import { ROLE, type RoleId } from "@mkt/contracts";

/** Who reads the open positions and projects (§6): suppliers, freelancers, academies and staff. */
export const MARKET_READER_ROLES: RoleId[] = [
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.SUPPLIER_EMPLOYEES,
  ROLE.FREELANCER,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.ADMINISTRATOR,
  ROLE.ADMIN_MANAGEMENT,
];
