import { describe, expect, it } from "vitest";
import { ROLE } from "../auth/roles.ts";
import { companyProfileBodySchema, isCompanyProfileComplete, isDocumentEditor } from "./profile.ts";

describe("company profile", () => {
  const complete = {
    city: "Milano",
    description: "Consulenza IT per banche e assicurazioni dal 2005.",
    sectorCount: 2,
    numberEmployeesId: 3,
  };
  it("is complete with city, a 30-character description, a sector and a size", () => {
    expect(isCompanyProfileComplete(complete)).toBe(true);
    expect(isCompanyProfileComplete({ ...complete, city: " " })).toBe(false);
    expect(isCompanyProfileComplete({ ...complete, description: "Troppo corta" })).toBe(false);
    expect(isCompanyProfileComplete({ ...complete, sectorCount: 0 })).toBe(false);
    expect(isCompanyProfileComplete({ ...complete, numberEmployeesId: null })).toBe(false);
  });
  it("validates the stepper's fields", () => {
    const r = companyProfileBodySchema.safeParse({
      city: "",
      website: "not a url",
      description: "short",
      sectors: [],
      number_employees_id: undefined,
    });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["city", "validation.required"],
      ["website", "validation.url"],
      ["description", "validation.too_short"],
      ["sectors", "validation.required"],
      ["number_employees_id", "validation.required"],
    ]);
    expect(
      companyProfileBodySchema.parse({
        city: "Roma",
        website: "https://acme.it",
        description: "x".repeat(30),
        sectors: [1],
        number_employees_id: 2,
      }).website,
    ).toBe("https://acme.it");
  });
});

describe("isDocumentEditor", () => {
  it("is true for the owners and managers of a company, false for employees, staff and profile accounts", () => {
    for (const role of [
      ROLE.CLIENT,
      ROLE.SUPPLIER,
      ROLE.SUPPLIER_MANAGEMENT,
      ROLE.ACCADEMY,
      ROLE.MANAGEMENT_ACCADEMY,
      ROLE.FREELANCER,
    ])
      expect(isDocumentEditor(role)).toBe(true);
    for (const role of [
      ROLE.CLIENT_EMPLOYEES,
      ROLE.SUPPLIER_EMPLOYEES,
      ROLE.PROFILE_ACCADEMY,
      ROLE.ADMINISTRATOR,
    ])
      expect(isDocumentEditor(role)).toBe(false);
  });
});
