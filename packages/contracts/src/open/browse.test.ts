import { describe, expect, it } from "vitest";
import { PROFILE_LIMITS } from "../profiles/constants.ts";
import {
  openProfileDetailQuerySchema,
  openProfileDetailSchema,
  openProfileFilterSchema,
  openProfileItemSchema,
  openRates,
  openRatesQuerySchema,
  openServiceBarSchema,
  openServiceDetailSchema,
  openServiceItemSchema,
  openServiceSearchSchema,
  profileLanguageName,
} from "./browse.ts";

const fieldsOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  v: unknown,
) => {
  const parsed = schema.safeParse(v) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[] }[] };
  };
  return parsed.success ? [] : [...new Set(parsed.error?.issues.map((i) => i.path.join(".")))];
};

describe("open browse contracts", () => {
  it("names a language in the given language (the seed's names of the spoken-language table)", () => {
    expect(profileLanguageName("en", "it")).toBe("Inglese");
    expect(profileLanguageName("en", "en")).toBe("English");
    expect(profileLanguageName("de", "en")).toBe("German");
  });

  it("offers daily-rate bands for tm and project price bands for fp", () => {
    const tm = openRates("tm");
    expect(tm).toMatchObject({ unit: "day", min: 0, max: PROFILE_LIMITS.rateMax });
    expect(tm.bands.at(-1)?.max).toBeNull();
    for (let i = 1; i < tm.bands.length; i++) expect(tm.bands[i]?.min).toBe(tm.bands[i - 1]?.max);
    expect(openRates("fp")).toMatchObject({ unit: "project", max: null });
    expect(openRatesQuerySchema.parse({}).type).toBe("tm");
    expect(fieldsOf(openRatesQuerySchema, { type: "xx" })).toEqual(["type"]);
  });

  it("takes the talent search's filter with the token, paging by start_profile/limit_page", () => {
    const parsed = openProfileFilterSchema.parse({
      token: "t",
      technology: [3, 4],
      seniority: ["senior"],
      type_profiles: ["freelance"],
      start_profile: 20,
      limit_page: 10,
    });
    expect(parsed).toMatchObject({
      token: "t",
      technology: [3, 4],
      seniority: ["senior"],
      type_profiles: ["freelancer"],
      start_profile: 20,
      limit_page: 10,
      order_by: "relevance",
    });
    expect(fieldsOf(openProfileFilterSchema, { seniority: ["guru"], limit_page: 500 })).toEqual([
      "seniority.0",
      "limit_page",
    ]);
  });

  it("requires a positive profile id and a search word for the bar", () => {
    expect(fieldsOf(openProfileDetailQuerySchema, { token: "t", profile_id: "abc" })).toEqual(["profile_id"]);
    expect(fieldsOf(openProfileDetailQuerySchema, { token: "t", profile_id: "0" })).toEqual(["profile_id"]);
    expect(openProfileDetailQuerySchema.parse({ profile_id: "12" }).profile_id).toBe(12);
    expect(fieldsOf(openServiceBarSchema, { token: "t", name_service: "  " })).toEqual(["name_service"]);
    expect(fieldsOf(openServiceBarSchema, { token: "t" })).toEqual(["name_service"]);
    expect(fieldsOf(openServiceSearchSchema, { token: "t", price_max: -1 })).toEqual(["price_max"]);
  });

  it("leaves out of the visitor's shapes what belongs to an account", () => {
    for (const key of ["saved", "contacts_visible", "photo_url"])
      expect(Object.keys(openProfileItemSchema.shape)).not.toContain(key);
    for (const key of ["email", "phone", "cv_upload_id", "photo_url", "company_name", "editable"])
      expect(Object.keys(openProfileDetailSchema.shape)).not.toContain(key);
    expect(Object.keys(openServiceItemSchema.shape)).not.toContain("favourite");
    expect(Object.keys(openServiceDetailSchema.shape)).not.toContain("favourite");
    expect(Object.keys(openServiceDetailSchema.shape)).not.toContain("attachments");
  });
});
