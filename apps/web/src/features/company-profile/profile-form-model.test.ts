import type { CompanyProfile } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import {
  descriptionLength,
  profileFormSchema,
  profileToValues,
  stepOfField,
  stepSchema,
  valuesToBody,
} from "./profile-form-model.ts";

const saved: CompanyProfile = {
  id: 7,
  type: "supplier",
  name: "Rossi Informatica",
  vat_number: "01234567897",
  country: "IT",
  city: "Torino",
  website: null,
  description: null,
  sectors: [
    { id: 3, name: "Banking" },
    { id: 5, name: "Retail" },
  ],
  number_employees_id: 2,
  revenue_id: null,
  how_do_you_know_id: null,
  logo_url: null,
  profiled: false,
  id_doc_status: 4,
  limit_date_documentation: "31/12/2026",
};

const complete = {
  name: "Rossi Informatica",
  sectors: [3],
  number_employees_id: 2 as const,
  revenue_id: "" as const,
  city: "Torino",
  website: "",
  description: "Sviluppo software su misura per banche e assicurazioni.",
  how_do_you_know_id: "" as const,
};

function fieldsInError(step: 0 | 1 | 2, values: Parameters<typeof valuesToBody>[0]) {
  const result = stepSchema(step).safeParse(valuesToBody(values));
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => String(issue.path[0])))].sort();
}

describe("company profile form model", () => {
  it("starts from the saved profile, with empty selects as empty strings and null texts as empty", () => {
    expect(profileToValues(saved)).toEqual({
      name: "Rossi Informatica",
      sectors: [3, 5],
      number_employees_id: 2,
      revenue_id: "",
      city: "Torino",
      website: "",
      description: "",
      how_do_you_know_id: "",
    });
    expect(profileToValues(undefined).sectors).toEqual([]);
  });

  it("builds the PUT body: unchosen optional lists become null, an unchosen size stays missing", () => {
    const body = valuesToBody({ ...complete, number_employees_id: "", website: "  " });
    expect(body.number_employees_id).toBeUndefined();
    expect(body.revenue_id).toBeNull();
    expect(body.how_do_you_know_id).toBeNull();
    expect(body.website).toBe("");
    expect(valuesToBody({ ...complete, revenue_id: 4, how_do_you_know_id: 1 })).toMatchObject({
      revenue_id: 4,
      how_do_you_know_id: 1,
    });
  });

  it("validates each step with the contracts' rules for its own fields only", () => {
    const empty = profileToValues(undefined);
    expect(fieldsInError(0, empty)).toEqual(["name", "number_employees_id", "sectors"]);
    expect(fieldsInError(1, empty)).toEqual(["city", "description"]);
    expect(fieldsInError(0, complete)).toEqual([]);
    expect(fieldsInError(1, { ...complete, description: "Troppo corta", website: "www" })).toEqual([
      "description",
      "website",
    ]);
    expect(fieldsInError(2, complete)).toEqual([]);
  });

  it("refuses more than five sectors and an emptied company name on the last step", () => {
    expect(fieldsInError(2, { ...complete, sectors: [1, 2, 3, 4, 5, 6] })).toEqual(["sectors"]);
    expect(profileFormSchema.safeParse(valuesToBody({ ...complete, name: " " })).success).toBe(false);
  });

  it("sends a server field error back to the step that holds it", () => {
    expect(stepOfField("sectors")).toBe(0);
    expect(stepOfField("description")).toBe(1);
    expect(stepOfField("how_do_you_know_id")).toBe(2);
    expect(stepOfField("vat_number")).toBeNull();
  });

  it("counts the description as the server will store it", () => {
    expect(descriptionLength("  abc  ")).toBe(3);
  });
});
