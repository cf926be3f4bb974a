import { buildSidebar, ROLE, type SidebarBadge, type SidebarInput, type SidebarItem } from "@mkt/contracts";

type IsImplemented = (state: string) => boolean;
export type SidebarRequest = Omit<SidebarInput, "counters">;

/** Keeps the entries whose screen exists; a parent keeps its existing children and goes when none is left. */
export function keepImplemented(items: readonly SidebarItem[], isImplemented: IsImplemented): SidebarItem[] {
  return items.flatMap((item) => {
    if (!item.children) return isImplemented(item.state) ? [item] : [];
    const children = item.children.filter((child) => isImplemented(child.state));
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

function hasState(items: readonly SidebarItem[], state: string): boolean {
  return items.some((item) => item.state === state || hasState(item.children ?? [], state));
}

/** The user's home always opens from the menu: it comes first when the built menu does not hold it. */
export function withHomeEntry(items: SidebarItem[], homeState: string): SidebarItem[] {
  if (hasState(items, homeState)) return items;
  const home: SidebarItem = {
    state: homeState,
    name: `menu.${homeState}`,
    type: "link",
    icon: "home",
    priority: 0,
    badges: [],
  };
  return [home, ...items];
}

/**
 * The shell's menu: the contracts' sidebar for this user, limited to existing screens, with the home. A client on
 * the partner brand's host sees only Find Services (§6): no home entry is added there (the logo leads home).
 */
export function shellSidebar(
  input: SidebarInput,
  homeState: string,
  isImplemented: IsImplemented,
): SidebarItem[] {
  const items = keepImplemented(buildSidebar(input), isImplemented);
  const clientOnPartnerHost =
    input.partnerHost && (input.roleId === ROLE.CLIENT || input.roleId === ROLE.CLIENT_EMPLOYEES);
  return clientOnPartnerHost && items.length > 0 ? items : withHomeEntry(items, homeState);
}

/**
 * The counters whose badge can show in this user's menu. buildSidebar drops zero badges, so the menu is built
 * with every counter at 1 to see which badges its entries carry; only those counters are asked for.
 */
export function neededCounters(
  request: SidebarRequest,
  isImplemented: IsImplemented,
): Set<SidebarBadge["type"]> {
  const probe = keepImplemented(
    buildSidebar({ ...request, counters: { request: 1, invite: 1, companyPending: 1, servicesPending: 1 } }),
    isImplemented,
  );
  const types = new Set<SidebarBadge["type"]>();
  const collect = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      for (const badge of item.badges) types.add(badge.type);
      collect(item.children ?? []);
    }
  };
  collect(probe);
  return types;
}

/** §2.4: the current page's entry when the menu has one, else the entry chosen last in this session. */
export function selectedState(
  items: readonly SidebarItem[],
  routeState: string | null,
  storedState: string | null,
): string | null {
  if (routeState && hasState(items, routeState)) return routeState;
  if (storedState && hasState(items, storedState)) return storedState;
  return null;
}

/** Translation lookup of an entry name (`menu.<state>` or `menu.<parent>.<child>`). */
export function parseMenuName(name: string): { state: string; parent: string | null } {
  const [, first = "", second] = name.split(".");
  return second ? { state: second, parent: first } : { state: first, parent: null };
}
