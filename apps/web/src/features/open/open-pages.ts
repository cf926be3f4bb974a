import type { OpenEntry } from "@mkt/contracts";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

type OpenPage = LazyExoticComponent<ComponentType>;

/**
 * The open area's pages by state (`/open/<state>/<token>/*`), each loaded lazily. A state without a page here is
 * not offered (sidebar, home cards) and its URL goes to the open home. Add one line per page.
 */
export const OPEN_PAGES: Partial<Record<OpenEntry, OpenPage>> = {
  dashboard_client: lazy(() => import("./open-home-page.tsx").then((m) => ({ default: m.OpenHomePage }))),
  profile_available: lazy(() =>
    import("./open-profiles-page.tsx").then((m) => ({ default: m.OpenProfilesPage })),
  ),
  complete_detail: lazy(() =>
    import("./open-profile-detail-page.tsx").then((m) => ({ default: m.OpenProfileDetailPage })),
  ),
  search_services: lazy(() =>
    import("./open-services-page.tsx").then((m) => ({ default: m.OpenServicesPage })),
  ),
  need_open_create: lazy(() => import("./open-need-page.tsx").then((m) => ({ default: m.OpenNeedPage }))),
};

/** The open home, where a state without a page lands. */
export const OPEN_HOME_STATE: OpenEntry = "dashboard_client";

/** The page of a state (`need` is need_open_create), or null when the open area has none yet. */
export function openPageOf(state: string): OpenPage | null {
  const key = state === "need" ? "need_open_create" : state;
  return Object.hasOwn(OPEN_PAGES, key) ? (OPEN_PAGES[key as OpenEntry] ?? null) : null;
}

export function hasOpenPage(state: string): boolean {
  return openPageOf(state) !== null;
}
