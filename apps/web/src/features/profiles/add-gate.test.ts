import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { addProfileVerdict, refusalCode } from "./add-gate.ts";

const now = new Date("2026-06-15T10:00:00Z");
const supplier = {
  roleId: ROLE.SUPPLIER,
  docStatus: 2,
  docLimitDate: null,
  planState: 2,
  addProfileFlag: true,
  now,
} as const;

describe("addProfileVerdict", () => {
  it("lets a supplier with approved documentation, an active plan and the flag add profiles", () => {
    expect(addProfileVerdict(supplier)).toEqual({ allowed: true });
  });

  it("reads the documentation deadline as dd/mm/yyyy and keeps its last day", () => {
    expect(addProfileVerdict({ ...supplier, docStatus: 4, docLimitDate: "15/06/2026" }).allowed).toBe(true);
    expect(addProfileVerdict({ ...supplier, docStatus: 4, docLimitDate: "14/06/2026" })).toEqual({
      allowed: false,
      reason: "documentation",
    });
  });

  it("refuses without an active plan, then without the flag", () => {
    expect(addProfileVerdict({ ...supplier, planState: 4 })).toEqual({ allowed: false, reason: "plan" });
    expect(addProfileVerdict({ ...supplier, planState: null })).toEqual({ allowed: false, reason: "plan" });
    expect(addProfileVerdict({ ...supplier, addProfileFlag: false })).toEqual({
      allowed: false,
      reason: "permission",
    });
  });

  it("ignores documentation and plan for academies, which need the flag", () => {
    const academy = { ...supplier, roleId: ROLE.ACCADEMY, docStatus: 1, planState: null };
    expect(addProfileVerdict(academy).allowed).toBe(true);
    expect(addProfileVerdict({ ...academy, addProfileFlag: false }).allowed).toBe(false);
  });

  it("explains each refusal with the API's error code", () => {
    expect(refusalCode({ allowed: true })).toBeNull();
    expect(refusalCode({ allowed: false, reason: "documentation" })).toBe(
      "profiles.add_blocked_documentation",
    );
    expect(refusalCode({ allowed: false, reason: "plan" })).toBe("profiles.add_blocked_plan");
    expect(refusalCode({ allowed: false, reason: "permission" })).toBe("profiles.add_blocked_permission");
  });
});
