import { PAGE_KEY_OF_ROUTE } from "@mkt/contracts";
import type { RouteObject } from "react-router";
import { RedirectHome } from "../shared/routing/redirect-home.tsx";
import type { RouteHandle } from "../shared/routing/route-handle.ts";
import { EXTRA_ROUTE_PATHS, type RouteName, SHELL_ROUTE_NAMES } from "../shared/routing/route-names.ts";
import { STAFF_ONLY_ROUTES, staffOnly } from "../shared/routing/staff-only.tsx";
import { HOME_SCREENS, SCREENS, serviceEditScreen, serviceRequestDetailScreen } from "./screens.ts";

/** A route of §2.2 with its name (the title comes from it): its screen, or the user's home until it exists. */
function namedRoute(name: RouteName, path: string): RouteObject {
  const handle: RouteHandle = { name };
  const screen = SCREENS[name] ?? HOME_SCREENS[name];
  if (!screen) return { path, handle, element: <RedirectHome /> };
  // Back-office screens open for staff only; the profile menu's pages only while their page key is on (§6).
  if (STAFF_ONLY_ROUTES.has(name))
    return { path, handle, lazy: async () => ({ Component: staffOnly((await screen()).Component) }) };
  if (PAGE_KEY_OF_ROUTE[name] !== undefined)
    return {
      path,
      handle,
      lazy: async () => {
        // The guard reads the function list (the API client): loaded with the screen, not with the router.
        const [guard, loaded] = await Promise.all([import("../shared/routing/page-key-guard.tsx"), screen()]);
        return { Component: guard.pageKeyGuarded(name, loaded.Component) };
      },
    };
  return { path, handle, lazy: screen };
}

/** Every authenticated shell route of §2.2, plus need/create and employees/add-employee. */
export const shellRoutes: RouteObject[] = [
  ...SHELL_ROUTE_NAMES.map((name) => namedRoute(name, `/${name}`)),
  // §2.2 complete_detail with the segments of its open-area twin (profile-format.ts completeDetailPath).
  namedRoute(
    "complete_detail",
    "/complete_detail/:company_id/:id_token_usage/:employee_id/:nomination_id?/:id_client_need?/:operations?/:mode_operation?",
  ),
  namedRoute("need_create", EXTRA_ROUTE_PATHS.need_create),
  namedRoute("need_detail", EXTRA_ROUTE_PATHS.need_detail),
  namedRoute("add_employee", EXTRA_ROUTE_PATHS.add_employee),
  // Editing a profile: the add-employee form with the profile's id, titled Edit profile (shell/page-title.ts).
  namedRoute("add_employee", `${EXTRA_ROUTE_PATHS.add_employee}/:profileId`),
  // A service's form (issue 15): create and edit, under the services list's name and title.
  {
    path: "/services_list/new",
    handle: { name: "services_list" } satisfies RouteHandle,
    lazy: serviceEditScreen,
  },
  {
    path: "/services_list/:id",
    handle: { name: "services_list" } satisfies RouteHandle,
    lazy: serviceEditScreen,
  },
  // Quote requests on services (issue 15): the incoming path before the request id.
  namedRoute("service_requests_incoming", EXTRA_ROUTE_PATHS.service_requests_incoming),
  namedRoute("service_requests", EXTRA_ROUTE_PATHS.service_requests),
  // The back office's brands by host (issue 17 item 6).
  namedRoute("brands", EXTRA_ROUTE_PATHS.brands),
  // Public profile links the client's company shared (issue 16 item 7).
  namedRoute("shared_links", EXTRA_ROUTE_PATHS.shared_links),
  // Staff's open-area leads and funnel (issue 16).
  namedRoute("open_leads", EXTRA_ROUTE_PATHS.open_leads),
  // Staff's audit log (issue 17).
  namedRoute("audit_log", EXTRA_ROUTE_PATHS.audit_log),
  {
    path: `${EXTRA_ROUTE_PATHS.service_requests}/:id`,
    handle: { name: "service_requests" } satisfies RouteHandle,
    lazy: serviceRequestDetailScreen,
  },
];

/** §2.2 registration_stepper (blank layout). */
export const registrationStepperRoutes: RouteObject[] = [
  namedRoute("registration_stepper", EXTRA_ROUTE_PATHS.registration_stepper),
];

/** §2.2 detail route freelance_profile_det/{id_user_employee}/{id_company}/{id_token_usage_req}/{function}/{status}[/{need_resource}]. */
export const freelanceRoutes: RouteObject[] = [
  namedRoute(
    "freelance_profile_det",
    `${EXTRA_ROUTE_PATHS.freelance_profile_det}/:id_user_employee/:id_company/:id_token_usage_req/:function/:status/:need_resource?`,
  ),
];
