import { describe, expect, it } from "vitest";
import { INITIAL_UPDATE_STATE, isDelayedPath, onNavigation, onNewVersion } from "./update-rule.ts";

describe("software update (§4)", () => {
  it("knows the delayed pages", () => {
    expect(isDelayedPath("/need/create")).toBe(true);
    expect(isDelayedPath("/employees/add-employee")).toBe(true);
    expect(isDelayedPath("/registration_stepper")).toBe(true);
    expect(isDelayedPath("/need")).toBe(false);
  });

  it("shows the dialog once per session on ordinary pages", () => {
    const first = onNewVersion(INITIAL_UPDATE_STATE, "/dashboard_client");
    expect(first.action).toBe("show");
    expect(onNewVersion(first.state, "/my_profile").action).toBe("none");
  });

  it("postpones on a delayed page and reloads when the user leaves it", () => {
    const postponed = onNewVersion(INITIAL_UPDATE_STATE, "/need/create");
    expect(postponed).toEqual({ state: { pending: true, shown: false }, action: "none" });
    expect(onNavigation(postponed.state, "/need/create", "/registration_stepper").action).toBe("none");
    expect(onNavigation(postponed.state, "/need/create", "/need").action).toBe("reload");
  });

  it("does nothing on navigation without a pending update", () => {
    expect(onNavigation(INITIAL_UPDATE_STATE, "/need/create", "/need").action).toBe("none");
  });
});
