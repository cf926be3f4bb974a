import { homeForRole, isRoleId, type SessionUser } from "@mkt/contracts";

/**
 * Every §2.3 home path (and the company administrators' one). /student_dashboard is not one: the student's home
 * is /my_profile, their dashboard a page of their sidebar.
 */
export const HOME_PATHS = [
  "/dashboard_supplier",
  "/dashboard_client",
  "/dashboard_academy",
  "/freelance_profile",
  "/my_profile",
  "/company_list",
] as const;

/** Where the user lands after login: the server's `home`, else the contracts' rule for the role. */
export function userHome(user: Pick<SessionUser, "home" | "role_id">): string {
  if (user.home?.startsWith("/")) return user.home;
  return isRoleId(user.role_id) ? homeForRole(user.role_id) : "/my_profile";
}
