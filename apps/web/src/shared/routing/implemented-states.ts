import {
  COMPANY_ADMIN_ROLES,
  type RoleId,
  SERVICE_MANAGER_ROLES,
  SERVICE_REVIEWER_ROLES,
} from "@mkt/contracts";
import { type RouteName, routeNameOfPath } from "./route-names.ts";

/**
 * The routes whose screen exists. Every other route of §2.2 sends the user home and stays out of every menu;
 * a capability that lands adds its states here, and the sidebar entries, Add button and top-bar items that
 * lead to it appear on their own.
 */
export const IMPLEMENTED_STATES: ReadonlySet<RouteName> = new Set<RouteName>([
  "plans",
  "plans_supplier",
  "my_plans",
  "my_plans_supplier",
  "company_subscriptions",
  "coupons",
  "configuration",
  "description_pages",
  "functions",
  "brands",
  "dashboard_client",
  "dashboard_supplier",
  "dashboard_academy",
  "dashboard_freelance",
  "freelance_profile",
  "my_profile",
  "notifications",
  "chat_component",
  "manage_users",
  "manage_users_supplier",
  "company_profile",
  "company_profile_supplier",
  "registration_stepper",
  "employees",
  "add_employee",
  "upload_cv",
  "digitize_cv",
  "freelance_profile_det",
  "complete_detail",
  "profile_available",
  "saved_profiles",
  "shared_links",
  "search_supplier",
  "student_dashboard",
  "student_profile",
  "supplier_profile",
  "customer_profile",
  "collaborations_invite",
  "email_notifications",
  "company_list",
  "company_review",
  "company",
  "company_create",
  "manage_company_admin_users",
  "pending_inscriptions",
  "ghost_account",
  "manage_admin_users",
  "need",
  "need_create",
  "need_detail",
  "position_list",
  "position_list_fixed_price",
  "freelance_position_list",
  "collaborations_request",
  "collaborations_admin",
  "student_collaborations",
  "employee_review",
  "working_experience",
  "certifications",
  "accademy_profiles",
  "services_list",
  "services_review",
  "technology",
  "job_sector",
  "product_category",
  "languages",
  "find_services",
  "service_requests",
  "service_requests_incoming",
  "audit_log",
  "charts",
  "graphs",
  "open_leads",
]);

/**
 * Screens that exist for some roles only (the spec gives the route to more roles than this capability serves yet):
 * for the others the state counts as not implemented, so the menu leaves it out.
 */
const ROLE_LIMITED_STATES: Partial<Record<RouteName, readonly RoleId[]>> = {
  // Suppliers' own services, the staff's complete list and the company administrators' Company Services.
  services_list: [...SERVICE_MANAGER_ROLES, ...SERVICE_REVIEWER_ROLES, ...COMPANY_ADMIN_ROLES],
};

/** Whether the screen behind a state exists for this role. */
export function isImplementedStateFor(state: string, roleId: RoleId): boolean {
  if (!isImplementedState(state)) return false;
  const roles = (ROLE_LIMITED_STATES as Partial<Record<string, readonly RoleId[]>>)[state];
  return roles === undefined || roles.includes(roleId);
}

export function isImplementedState(state: string): boolean {
  return (IMPLEMENTED_STATES as ReadonlySet<string>).has(state);
}

/** Whether the screen behind an app path ("/need/create", "/my_plans_supplier") exists. */
export function isImplementedPath(path: string): boolean {
  const name = routeNameOfPath(path);
  return name !== null && IMPLEMENTED_STATES.has(name);
}
