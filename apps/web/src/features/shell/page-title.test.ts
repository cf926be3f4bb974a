import { ROLE, type RoleId } from "@mkt/contracts";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { shellRoutes } from "../../app/shell-routes.tsx";
import enMenu from "../../locales/en/menu.json";
import enShell from "../../locales/en/shell.json";
import enSearch from "../../locales/en/supplier-search.json";
import itMenu from "../../locales/it/menu.json";
import itShell from "../../locales/it/shell.json";
import itSearch from "../../locales/it/supplier-search.json";
import type { RouteHandle } from "../../shared/routing/route-handle.ts";
import { pageTitleName } from "./page-title.ts";

const LANGUAGES = [
  { language: "it", shell: itShell, menu: itMenu, search: itSearch },
  { language: "en", shell: enShell, menu: enMenu, search: enSearch },
] as const;

/** The paths of the routes named `name`, with their parameters filled in. */
function pathsOf(name: RouteHandle["name"]): string[] {
  return shellRoutes
    .filter((route: RouteObject) => (route.handle as RouteHandle | undefined)?.name === name)
    .map((route) => (route.path ?? "").replace(/:(\w+)\??/g, "42"));
}

describe("page title", () => {
  it("says Edit profile on the profile's edit route, Add profile on the empty form", () => {
    const paths = pathsOf("add_employee");
    expect(paths).toEqual(["/employees/add-employee", "/employees/add-employee/42"]);
    expect(pageTitleName("add_employee", "/employees/add-employee", ROLE.SUPPLIER)).toBe("add_employee");
    expect(pageTitleName("add_employee", "/employees/add-employee/", ROLE.SUPPLIER)).toBe("add_employee");
    expect(pageTitleName("add_employee", "/employees/add-employee/42", ROLE.SUPPLIER)).toBe("edit_employee");
    expect(pageTitleName("add_employee", "/employees/add-employee/42", ROLE.ACCADEMY)).toBe("edit_employee");
    for (const { language, shell } of LANGUAGES) {
      expect(shell.titles.edit_employee, language).not.toBe(shell.titles.add_employee);
    }
    expect(itShell.titles.edit_employee).toBe("Modifica profilo");
    expect(enShell.titles.edit_employee).toBe("Edit profile");
  });

  it("names the company search as the user's menu does: partner search on the supplier side", () => {
    const partnerRoles: RoleId[] = [
      ROLE.SUPPLIER,
      ROLE.SUPPLIER_MANAGEMENT,
      ROLE.SUPPLIER_EMPLOYEES,
      ROLE.ACCADEMY,
      ROLE.MANAGEMENT_ACCADEMY,
      ROLE.FREELANCER,
    ];
    for (const role of partnerRoles)
      expect(pageTitleName("search_supplier", "/search_supplier", role), String(role)).toBe("search_partner");
    for (const role of [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES])
      expect(pageTitleName("search_supplier", "/search_supplier", role), String(role)).toBe(
        "search_supplier",
      );
    for (const { language, shell, menu, search } of LANGUAGES) {
      // Menu entry, top bar / breadcrumb title and the page's heading say the same words.
      expect(shell.titles.search_partner, language).toBe(menu.items.search_partner);
      expect(search.heading.partner, language).toBe(menu.items.search_partner);
      expect(shell.titles.search_supplier, language).toBe(menu.items.search_supplier);
      expect(search.heading.client, language).toBe(menu.items.search_supplier);
    }
  });

  it("keeps every other route's own name", () => {
    expect(pageTitleName("employees", "/employees", ROLE.SUPPLIER)).toBe("employees");
    expect(pageTitleName("need_detail", "/need/detail/3", ROLE.CLIENT)).toBe("need_detail");
  });
});
