import { isDocumentEditor, ROLE } from "@mkt/contracts";

/** Supplier-side companies keep their documentation on the company profile page. */
const SUPPLIER_SIDE: readonly number[] = [
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
];

export type CompanyProfileRoute = "company_profile" | "company_profile_supplier";

export function canEditCompanyProfile(roleId: number): boolean {
  return isDocumentEditor(roleId);
}

/**
 * The company profile screen of a role: the client's own company (company_profile, from the avatar menu) or
 * the supplier's/academy's (company_profile_supplier, with the documentation); none for other roles.
 */
export function companyProfileRouteOf(roleId: number): CompanyProfileRoute | null {
  if (roleId === ROLE.CLIENT) return "company_profile";
  if (SUPPLIER_SIDE.includes(roleId)) return "company_profile_supplier";
  return null;
}
