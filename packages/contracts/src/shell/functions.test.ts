import { describe, expect, it } from "vitest";
import { CLIENT_FUNCTIONS, defaultFunctionsFor, hasFunction, SUPPLIER_FUNCTIONS } from "./functions.ts";

describe("function states (§4)", () => {
  it("gives clients manage_users and the share functions, suppliers manage_users_supplier and no share functions", () => {
    expect(CLIENT_FUNCTIONS).toHaveLength(15);
    expect(SUPPLIER_FUNCTIONS).toHaveLength(13);
    expect(SUPPLIER_FUNCTIONS).not.toContain("manage_users");
    expect(SUPPLIER_FUNCTIONS.some((f) => f.startsWith("share_"))).toBe(false);
    expect(CLIENT_FUNCTIONS).not.toContain("manage_users_supplier");
  });

  it("checks the stored list by state name and status 1", () => {
    const list = [
      { state: "chat", status: 1 },
      { state: "SPC", status: 0 },
    ];
    expect(hasFunction(list, "chat")).toBe(true);
    expect(hasFunction(list, "SPC")).toBe(false);
    expect(hasFunction(list, "VP")).toBe(false);
  });

  it("starts each company type with the functions of its audience", () => {
    const states = (type: string) => defaultFunctionsFor(type).map((f) => f.state);
    expect(states("client")).toEqual([...CLIENT_FUNCTIONS, "add_project"]);
    expect(states("supplier")).toEqual([
      ...SUPPLIER_FUNCTIONS,
      "add_profile",
      "position_list_t_m",
      "position_list_f_p",
    ]);
    expect(states("academy")).toEqual(states("supplier"));
    expect(states("freelance")).toContain("tEm");
    expect(states("staff")).toEqual([]);
    expect(defaultFunctionsFor("client").every((f) => f.status === 1)).toBe(true);
  });
});
