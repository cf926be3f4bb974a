import type { OpenSidebarElement } from "@mkt/contracts";
import { hasOpenPage } from "./open-pages.ts";
import { openState } from "./open-session.tsx";

/** The menu names the API sends (translation keys of the "open" namespace). */
export const OPEN_MENU_KEYS = [
  "menu.open.home",
  "menu.open.profiles",
  "menu.open.services",
  "menu.open.need",
] as const;
export type OpenMenuKey = (typeof OPEN_MENU_KEYS)[number];

export type OpenMenuEntry = { state: string; label: OpenMenuKey | null; name: string; icon: string };

function menuKey(name: string): OpenMenuKey | null {
  return (OPEN_MENU_KEYS as readonly string[]).includes(name) ? (name as OpenMenuKey) : null;
}

/**
 * The open-view sidebar (spec §2.4): `need` is need_open_create, ordered by priority, and only the states the
 * open area has a page for (the others would only lead back home).
 */
export function openMenuEntries(elements: readonly OpenSidebarElement[]): OpenMenuEntry[] {
  return [...elements]
    .sort((a, b) => a.priority - b.priority)
    .map((e) => ({ state: openState(e.state), label: menuKey(e.name), name: e.name, icon: e.icon }))
    .filter((e) => hasOpenPage(e.state));
}
