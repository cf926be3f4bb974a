import { buildSidebar, ROLE_IDS } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import menuEn from "../../locales/en/menu.json";
import shellEn from "../../locales/en/shell.json";
import menuIt from "../../locales/it/menu.json";
import shellIt from "../../locales/it/shell.json";
import { isImplementedPath } from "./implemented-states.ts";
import {
  EXTRA_ROUTE_PATHS,
  routeNameOfPath,
  SHELL_ROUTE_NAMES,
  statePath,
  tutorialPageId,
} from "./route-names.ts";

const functions = ["SPC", "tEm", "PFP", "accademy_profiles", "search_partner", "add_project"].map(
  (state) => ({
    state,
    status: 1,
  }),
);

describe("route names", () => {
  it("give every route of §2.2 a title in both languages", () => {
    for (const name of [...SHELL_ROUTE_NAMES, ...Object.keys(EXTRA_ROUTE_PATHS)]) {
      expect(Object.hasOwn(shellIt.titles, name), name).toBe(true);
      expect(Object.hasOwn(shellEn.titles, name), name).toBe(true);
    }
  });

  it("label every sidebar entry the contracts can build, in both languages", () => {
    for (const roleId of ROLE_IDS) {
      for (const versionProduct of [1, 2]) {
        const items = buildSidebar({
          roleId,
          versionProduct,
          functions,
          workForce: false,
          domainUrl: null,
          nMaxSupplier: null,
          partnerHost: false,
          counters: { request: 0, invite: 0, companyPending: 0, servicesPending: 0 },
        });
        const keys = items.flatMap((item) => [
          item.state,
          ...(item.children ?? []).map((child) => `${item.state}__${child.state}`),
        ]);
        for (const key of keys) {
          expect(Object.hasOwn(menuIt.items, key), key).toBe(true);
          expect(Object.hasOwn(menuEn.items, key), key).toBe(true);
        }
      }
    }
  });

  it("map paths to route names", () => {
    expect(routeNameOfPath("/need/create")).toBe("need_create");
    expect(routeNameOfPath("/employees/add-employee")).toBe("add_employee");
    expect(routeNameOfPath("/my_profile?tab=2")).toBe("my_profile");
    expect(routeNameOfPath("/freelance_profile_det/1/2/3/f/1")).toBe("freelance_profile_det");
    expect(routeNameOfPath("/nowhere")).toBeNull();
    expect(isImplementedPath("/notifications")).toBe(true);
    expect(isImplementedPath("/need/create")).toBe(true);
    expect(isImplementedPath("/charts")).toBe(true);
    expect(isImplementedPath("/nowhere")).toBe(false);
  });

  it("lead sidebar states to their route's path", () => {
    expect(statePath("service_requests_incoming")).toBe("/service_requests/incoming");
    expect(statePath("service_requests")).toBe("/service_requests");
    expect(statePath("find_services")).toBe("/find_services");
  });

  it("number tutorial pages by their place in §2.2", () => {
    expect(tutorialPageId("freelance_profile")).toBe(1);
    expect(tutorialPageId("coupons")).toBe(SHELL_ROUTE_NAMES.length);
  });
});
