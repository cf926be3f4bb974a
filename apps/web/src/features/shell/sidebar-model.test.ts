import { type FunctionEntry, ROLE, type RoleId } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import {
  keepImplemented,
  neededCounters,
  parseMenuName,
  type SidebarRequest,
  selectedState,
  shellSidebar,
} from "./sidebar-model.ts";

const functions: FunctionEntry[] = ["SPC", "tEm", "PFP", "chat", "search_partner", "add_project"].map(
  (state) => ({ state, status: 1 }),
);
const request = (roleId: RoleId, over: Partial<SidebarRequest> = {}): SidebarRequest => ({
  roleId,
  versionProduct: 2,
  functions,
  workForce: false,
  domainUrl: null,
  nMaxSupplier: null,
  partnerHost: false,
  ...over,
});
const zero = { request: 0, invite: 0, companyPending: 0, servicesPending: 0 };
const states = (items: ReturnType<typeof shellSidebar>) =>
  items.flatMap((i) => (i.children ? [i.state, ...i.children.map((c) => `>${c.state}`)] : [i.state]));

describe("shell sidebar", () => {
  it("keeps only entries whose screen exists", () => {
    const only = (s: string) => s === "dashboard_client";
    expect(
      states(shellSidebar({ ...request(ROLE.CLIENT), counters: zero }, "dashboard_client", only)),
    ).toEqual(["dashboard_client"]);
  });

  it("keeps a parent with its existing children only, and drops it when none is left", () => {
    const items = shellSidebar({ ...request(ROLE.ADMINISTRATOR), counters: zero }, "my_profile", (s) =>
      ["my_profile", "company_review", "position_list_fixed_price"].includes(s),
    );
    expect(states(items)).toEqual([
      "my_profile",
      "position_list",
      ">position_list_fixed_price",
      "company_list",
      ">company_review",
    ]);
    expect(keepImplemented(items, (s) => s === "my_profile").map((i) => i.state)).toEqual(["my_profile"]);
  });

  it("gives a client on the partner host Find Services alone, and other roles there their home too", () => {
    const all = () => true;
    const client = shellSidebar(
      { ...request(ROLE.CLIENT, { partnerHost: true }), counters: zero },
      "dashboard_client",
      all,
    );
    expect(states(client)).toEqual(["find_services"]);
    const admin = shellSidebar(
      { ...request(ROLE.COMPANY_ADMINISTRATOR, { partnerHost: true }), counters: zero },
      "company_list",
      all,
    );
    expect(states(admin)[0]).toBe("company_list");
  });

  it("puts the home first when the role's menu lacks it", () => {
    const items = shellSidebar(
      { ...request(ROLE.COMPANY_ADMINISTRATOR), counters: zero },
      "company_list",
      (s) => s === "find_services",
    );
    expect(states(items)).toEqual(["company_list", "find_services"]);
    expect(items[0]?.name).toBe("menu.company_list");
  });

  it("asks only for the counters whose badge can show", () => {
    const all = () => true;
    expect([...neededCounters(request(ROLE.CLIENT), all)].sort()).toEqual(["invite", "request"]);
    expect([...neededCounters(request(ROLE.ADMINISTRATOR), all)].sort()).toEqual([
      "company_pending",
      "services_pending",
    ]);
    expect([...neededCounters(request(ROLE.COMPANY_ADMINISTRATOR), all)]).toEqual(["services_pending"]);
    expect(neededCounters(request(ROLE.CLIENT), (s) => s === "dashboard_client").size).toBe(0);
  });

  it("selects the page's entry, else the one stored for the session", () => {
    const items = shellSidebar(
      { ...request(ROLE.SUPPLIER), counters: zero },
      "dashboard_supplier",
      () => true,
    );
    expect(selectedState(items, "position_list_fixed_price", "employees")).toBe("position_list_fixed_price");
    expect(selectedState(items, "my_profile", "employees")).toBe("employees");
    expect(selectedState(items, "my_profile", "gone")).toBeNull();
  });

  it("reads entry names", () => {
    expect(parseMenuName("menu.need")).toEqual({ state: "need", parent: null });
    expect(parseMenuName("menu.company_list.company_review")).toEqual({
      state: "company_review",
      parent: "company_list",
    });
  });
});
