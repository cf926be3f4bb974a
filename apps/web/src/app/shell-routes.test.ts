import { PAGE_KEY_OF_ROUTE } from "@mkt/contracts";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import type { RouteHandle } from "../shared/routing/route-handle.ts";
import { EXTRA_ROUTE_PATHS, SHELL_ROUTE_NAMES } from "../shared/routing/route-names.ts";
import { SCREENS } from "./screens.ts";
import { freelanceRoutes, registrationStepperRoutes, shellRoutes } from "./shell-routes.tsx";

const routed = new Set(
  [...shellRoutes, ...registrationStepperRoutes, ...freelanceRoutes].map(
    (route: RouteObject) => (route.handle as RouteHandle | undefined)?.name,
  ),
);

describe("shell routes", () => {
  it("give every named route a path (a name without one would open the not-found page)", () => {
    const names = [...SHELL_ROUTE_NAMES, ...Object.keys(EXTRA_ROUTE_PATHS)];
    expect(names.filter((name) => !routed.has(name as RouteHandle["name"]))).toEqual([]);
  });

  it("wrap the routes of a page permission key in its guard, and no other screen", () => {
    const lazyOf = (name: string) =>
      shellRoutes.find((route) => (route.handle as RouteHandle | undefined)?.name === name)?.lazy;
    for (const name of Object.keys(PAGE_KEY_OF_ROUTE)) {
      expect(SCREENS[name as RouteHandle["name"]], name).toBeDefined();
      expect(lazyOf(name), name).not.toBe(SCREENS[name as RouteHandle["name"]]);
    }
    expect(lazyOf("dashboard_client")).toBe(SCREENS.dashboard_client);
    expect(lazyOf("plans_supplier")).toBe(SCREENS.plans_supplier);
  });
});
