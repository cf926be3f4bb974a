import { LIMIT_ACTION, type Limitation } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { manageUsersBlock } from "./manage-users-gate.ts";

const limitation = (over: Partial<Limitation>): Limitation => ({
  state_function: "manage_users",
  blocked: true,
  action: LIMIT_ACTION.USERS,
  create: 0,
  sourcePage: "manage_users",
  blocked_for_plan_detail: null,
  blocked_for_limit_detail: { name_limit: "n_max_users", number_max_limit: 1 },
  openCheckout: 0,
  ...over,
});

describe("manageUsersBlock", () => {
  it("blocks when the limitation is blocked on a one-user plan", () => {
    const l = limitation({});
    expect(manageUsersBlock([l], "/manage_users")).toBe(l);
    const s = limitation({ state_function: "manage_users_supplier" });
    expect(manageUsersBlock([l, s], "/manage_users_supplier")).toBe(s);
  });
  it("lets the page open otherwise", () => {
    expect(manageUsersBlock([limitation({ blocked: false })], "/manage_users")).toBeNull();
    expect(
      manageUsersBlock(
        [limitation({ blocked_for_limit_detail: { name_limit: "n_max_users", number_max_limit: 3 } })],
        "/manage_users",
      ),
    ).toBeNull();
    expect(manageUsersBlock([limitation({})], "/manage_users_supplier")).toBeNull();
    expect(manageUsersBlock([], "/manage_users")).toBeNull();
  });
});
