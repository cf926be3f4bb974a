import { useMatches } from "react-router";

/** Keys of shell:titles, one per authenticated page. */
export type PageTitleKey =
  | "dashboard_supplier"
  | "dashboard_client"
  | "dashboard_academy"
  | "freelance_profile"
  | "my_profile"
  | "company_list";

export type RouteHandle = { titleKey?: PageTitleKey };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && "titleKey" in value;
}

/** The title key of the deepest matched route that declares one (§2.1: the title comes from route data). */
export function usePageTitleKey(): PageTitleKey | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle) && handle.titleKey) return handle.titleKey;
  }
  return null;
}
