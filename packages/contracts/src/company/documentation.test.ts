import { describe, expect, it } from "vitest";
import { ROLE } from "../auth/roles.ts";
import {
  checksDocumentation,
  DEFAULT_DOCUMENTATION_SETTINGS,
  documentationDeadlineFrom,
  documentationDecisionBodySchema,
  documentExpiry,
  missingRequiredKinds,
} from "./documentation.ts";

describe("company documentation rules", () => {
  it("works out a document's expiry from its kind's validity, at the month's end when shorter", () => {
    expect(documentExpiry("2026-01-15", 6)).toBe("2026-07-15");
    expect(documentExpiry("2026-08-31", 6)).toBe("2027-02-28");
    expect(documentExpiry("2026-01-15", null)).toBeNull();
  });

  it("names the required kinds without a usable document (sent, not rejected, not expired)", () => {
    const doc = (kind: string, status: string, expires_at: string | null = null) => ({
      kind,
      status,
      expires_at,
    });
    const missing = (docs: ReturnType<typeof doc>[], type = "supplier") =>
      missingRequiredKinds(DEFAULT_DOCUMENTATION_SETTINGS, type, docs, "2026-06-01");
    expect(missing([])).toEqual(["chamber_of_commerce", "framework_agreement"]);
    expect(missing([], "client")).toEqual(["chamber_of_commerce"]);
    expect(missing([doc("chamber_of_commerce", "pending"), doc("framework_agreement", "approved")])).toEqual(
      [],
    );
    expect(missing([doc("chamber_of_commerce", "rejected"), doc("framework_agreement", "pending")])).toEqual([
      "chamber_of_commerce",
    ]);
    expect(
      missing([doc("chamber_of_commerce", "approved", "2026-05-31"), doc("framework_agreement", "approved")]),
    ).toEqual(["chamber_of_commerce"]);
    expect(missing([], "staff")).toEqual([]);
  });

  it("reads the deadline setting with 30 days when absent or out of range", () => {
    expect(documentationDeadlineFrom(undefined)).toBe(30);
    expect(documentationDeadlineFrom(14)).toBe(14);
    expect(documentationDeadlineFrom({ days: 45 })).toBe(45);
    expect(documentationDeadlineFrom(0)).toBe(30);
    expect(documentationDeadlineFrom("10")).toBe(30);
  });

  it("blocks only with a 3–500 character reason", () => {
    const issues = (body: unknown) =>
      documentationDecisionBodySchema
        .safeParse(body)
        .error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
    expect(issues({ status: 2 })).toEqual([]);
    expect(issues({ status: 3, reason: "Agreement not signed" })).toEqual([]);
    expect(issues({ status: 3 })).toEqual([["reason", "validation.required"]]);
    expect(issues({ status: 3, reason: " no " })).toEqual([["reason", "validation.too_short"]]);
    expect(issues({ status: 3, reason: "x".repeat(501) })).toEqual([["reason", "validation.too_long"]]);
    expect(issues({ status: 4 })).toEqual([["status", "validation.invalid"]]);
  });
});

describe("checksDocumentation (§6)", () => {
  it("checks the documentation of the §6 roles only", () => {
    for (const role of [ROLE.CLIENT, ROLE.SUPPLIER, ROLE.CLIENT_EMPLOYEES, ROLE.SUPPLIER_MANAGEMENT])
      expect(checksDocumentation(role)).toBe(true);
    expect(checksDocumentation(ROLE.MANAGEMENT_ACCADEMY)).toBe(true);
    for (const role of [ROLE.ADMINISTRATOR, ROLE.SUPPLIER_EMPLOYEES, ROLE.FREELANCER, ROLE.PROFILE_ACCADEMY])
      expect(checksDocumentation(role)).toBe(false);
  });
});
