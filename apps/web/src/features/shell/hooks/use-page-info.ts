import type { RoleId } from "@mkt/contracts";
import { useLocation } from "react-router";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useRouteName } from "../../../shared/routing/route-handle.ts";
import { usePageDescriptions } from "../api.ts";
import { pageTitleName } from "../page-title.ts";

/** The page_description record of the current page (§2.6): by route name, else by path; and its title's key. */
export function usePageInfo(roleId: RoleId) {
  const language = useLanguage();
  const routeName = useRouteName();
  const { pathname } = useLocation();
  const descriptions = usePageDescriptions(language);
  const list = descriptions.data ?? [];
  const record =
    list.find((page) => page.name_page === routeName) ?? list.find((page) => page.path === pathname) ?? null;
  const titleName = routeName ? pageTitleName(routeName, pathname, roleId) : null;
  return { routeName, titleName, record, loading: descriptions.isPending };
}
