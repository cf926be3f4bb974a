/**
 * Every authenticated shell route of §2.2, in the spec's order. The path of each is `/<name>`; the position
 * (+ 1) is the page id of the tutorial records, so the list only ever grows at the end.
 */
export const SHELL_ROUTE_NAMES = [
  "freelance_profile",
  "dashboard_supplier",
  "dashboard_freelance",
  "dashboard_academy",
  "dashboard_client",
  "search_supplier",
  "student_dashboard",
  "student_profile",
  "student_collaborations",
  "plans",
  "plans_supplier",
  "configuration",
  "complete_detail",
  "my_profile",
  "company_profile",
  "my_plans",
  "my_plans_supplier",
  "notifications",
  "technology",
  "job_sector",
  "company",
  "employees",
  "need",
  "working_experience",
  "digitize_cv",
  "supplier_profile",
  "collaborations_invite",
  "customer_profile",
  "collaborations_request",
  "ghost_account",
  "collaborations_admin",
  "languages",
  "description_pages",
  "email_notifications",
  "upload_cv",
  "employee_review",
  "manage_admin_users",
  "manage_users",
  "manage_users_supplier",
  "position_list",
  "position_list_fixed_price",
  "freelance_position_list",
  "profile_available",
  "saved_profiles",
  "pending_inscriptions",
  "certifications",
  "product_category",
  "company_profile_supplier",
  "accademy_profiles",
  "chat_component",
  "functions",
  "charts",
  "graphs",
  "find_services",
  "services_list",
  "services_review",
  "company_list",
  "manage_company_admin_users",
  "company_review",
  "company_create",
  "company_subscriptions",
  "coupons",
] as const;
export type ShellRouteName = (typeof SHELL_ROUTE_NAMES)[number];

/** Named routes whose path is not `/<name>` (§2.2 "other routes"). */
export const EXTRA_ROUTE_PATHS = {
  // Staff's audit log (issue 17; no route in §2.2).
  audit_log: "/audit_log",
  // Staff's open-area leads and funnel (issue 16; not in §2.2).
  open_leads: "/open_leads",
  need_create: "/need/create",
  need_detail: "/need/detail",
  add_employee: "/employees/add-employee",
  registration_stepper: "/registration_stepper",
  freelance_profile_det: "/freelance_profile_det",
  // Quote requests on services (issue 15; not in §2.2): the incoming path first, so it is not read as a request id.
  service_requests_incoming: "/service_requests/incoming",
  service_requests: "/service_requests",
  // The back office's brands by host (issue 17 item 6): no route of §2.2 is about brands.
  brands: "/brands",
  // Public profile links a client shared (issue 16 item 7; §2.2 has no route for them).
  shared_links: "/shared_links",
} as const;
export type ExtraRouteName = keyof typeof EXTRA_ROUTE_PATHS;

/** Every route with a translated title (shell:titles.<name>). */
export type RouteName = ShellRouteName | ExtraRouteName;

export function isShellRouteName(value: string): value is ShellRouteName {
  return (SHELL_ROUTE_NAMES as readonly string[]).includes(value);
}

function isExtraRouteName(value: string): value is ExtraRouteName {
  return Object.hasOwn(EXTRA_ROUTE_PATHS, value);
}

export function routePath(name: RouteName): string {
  return isExtraRouteName(name) ? EXTRA_ROUTE_PATHS[name] : `/${name}`;
}

/** Where a sidebar state leads: `/<state>`, unless it is a named route with another path (Requests received). */
export function statePath(state: string): string {
  return isExtraRouteName(state) ? EXTRA_ROUTE_PATHS[state] : `/${state}`;
}

/** The route name of an app path ("/need/create" → need_create, "/my_profile?x" → my_profile), or null. */
export function routeNameOfPath(path: string): RouteName | null {
  const pathname = path.split(/[?#]/)[0]?.replace(/\/+$/, "") ?? "";
  for (const [name, extraPath] of Object.entries(EXTRA_ROUTE_PATHS)) {
    if ((pathname === extraPath || pathname.startsWith(`${extraPath}/`)) && isExtraRouteName(name))
      return name;
  }
  const first = pathname.split("/")[1] ?? "";
  return isShellRouteName(first) ? first : null;
}

/** Page id of the tutorial records (§4): the route's position in §2.2, starting at 1. */
export function tutorialPageId(name: ShellRouteName): number {
  return SHELL_ROUTE_NAMES.indexOf(name) + 1;
}
