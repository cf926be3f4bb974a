import { useMatches } from "react-router";
import type { RouteName } from "./route-names.ts";

/** Route data (§2.1): the route name, whose translated title (shell:titles.<name>) is the page title. */
export type RouteHandle = { name: RouteName };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && "name" in value && typeof value.name === "string";
}

/** The name of the deepest matched route that declares one. */
export function useRouteName(): RouteName | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return null;
}
