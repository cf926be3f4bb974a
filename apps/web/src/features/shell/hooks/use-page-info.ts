import { useLocation } from "react-router";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useRouteName } from "../../../shared/routing/route-handle.ts";
import { usePageDescriptions } from "../api.ts";

/** The page_description record of the current page (§2.6): by route name, else by path. */
export function usePageInfo() {
  const language = useLanguage();
  const routeName = useRouteName();
  const { pathname } = useLocation();
  const descriptions = usePageDescriptions(language);
  const list = descriptions.data ?? [];
  const record =
    list.find((page) => page.name_page === routeName) ?? list.find((page) => page.path === pathname) ?? null;
  return { routeName, record, loading: descriptions.isPending };
}
