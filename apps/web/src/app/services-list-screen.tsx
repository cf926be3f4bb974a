import { COMPANY_ADMIN_ROLES, isRoleId, isStaffRole, roleIn, SERVICE_MANAGER_ROLES } from "@mkt/contracts";
import { CompanyServicesPage } from "../features/company-admin/index.ts";
import { StaffServicesListPage } from "../features/service-review/index.ts";
import { SupplierServicesPage } from "../features/services/index.ts";
import { RedirectHome } from "../shared/routing/redirect-home.tsx";
import { useSession } from "../shared/session/use-session.ts";

/**
 * /services_list (§2.2) is three screens: the staff's Complete List of every company's services, a supplier's or
 * freelancer's own services, and the company administrators' Company Services (their member companies').
 * Other roles go home (the menu does not offer it to them).
 */
export function ServicesListScreen() {
  const session = useSession();
  const roleId = session && isRoleId(session.user.role_id) ? session.user.role_id : null;
  if (roleId !== null && isStaffRole(roleId)) return <StaffServicesListPage />;
  if (roleIn(SERVICE_MANAGER_ROLES, roleId)) return <SupplierServicesPage />;
  if (roleIn(COMPANY_ADMIN_ROLES, roleId)) return <CompanyServicesPage />;
  return <RedirectHome />;
}
