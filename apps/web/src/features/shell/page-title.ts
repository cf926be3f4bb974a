import type { RoleId } from "@mkt/contracts";
import { EXTRA_ROUTE_PATHS, type RouteName } from "../../shared/routing/route-names.ts";
import { searchesPartners } from "./shell-rules.ts";

/** The key of the page's title in shell:titles: the route name, or the name the page goes by for this user. */
export type PageTitleName = RouteName | "edit_employee" | "search_partner";

/**
 * The page's name in the top bar, the breadcrumb and the document title. Editing a profile
 * (/employees/add-employee/<id>) shares the add form's route but is "Edit profile"; supplier-side roles read
 * Search partner where clients read Search supplier, as their menu entry says (use-menu-label.ts).
 */
export function pageTitleName(routeName: RouteName, pathname: string, roleId: RoleId): PageTitleName {
  const path = pathname.replace(/\/+$/, "");
  if (routeName === "add_employee" && path.startsWith(`${EXTRA_ROUTE_PATHS.add_employee}/`))
    return "edit_employee";
  if (routeName === "search_supplier" && searchesPartners(roleId)) return "search_partner";
  return routeName;
}
