import { describe, expect, it } from "vitest";
import { ROLE, ROLE_IDS } from "../auth/roles.ts";
import {
  SURVEY_LIMITS,
  type SurveyVisibilityInput,
  shouldOfferSurvey,
  surveyBodySchema,
  surveyRoleLabel,
} from "./survey.ts";

describe("surveyRoleLabel (§4 hidden role field)", () => {
  it.each([
    [ROLE.ADMINISTRATOR, "Administrator"],
    [ROLE.CLIENT, "Client"],
    [ROLE.SUPPLIER, "Supplier"],
    [ROLE.SUPPLIER_EMPLOYEES, "Supplier Employees"],
    [ROLE.CLIENT_EMPLOYEES, "Client Employees"],
    [ROLE.SUPPLIER_MANAGEMENT, "Supplier Management"],
    [ROLE.ACCADEMY, "Accademy"],
    [ROLE.PROFILE_ACCADEMY, "Profile Accademy"],
    [ROLE.MANAGEMENT_ACCADEMY, "Management Accademy"],
    [ROLE.FREELANCER, "freelance"],
    [ROLE.ADMIN_MANAGEMENT, "Admin Management"],
    [ROLE.COMPANY_ADMINISTRATOR, "freelance"],
    [ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT, "freelance"],
  ])("role %i → %s", (roleId, label) => {
    expect(surveyRoleLabel(roleId)).toBe(label);
  });

  it("covers every role, with ten distinct labels besides freelance", () => {
    const labels = ROLE_IDS.map(surveyRoleLabel);
    expect(labels).toHaveLength(13);
    expect(new Set(labels.filter((l) => l !== "freelance")).size).toBe(10);
    expect(surveyRoleLabel(99)).toBe("freelance");
  });
});

describe("shouldOfferSurvey (§4)", () => {
  const base: SurveyVisibilityInput = {
    roleId: ROLE.CLIENT,
    versionProduct: 2,
    showTypeform: 1,
    sendFeedback: 0,
    profiled: true,
    isMarketplaceHost: true,
  };

  it.each([
    [ROLE.ADMINISTRATOR, false],
    [ROLE.CLIENT, true],
    [ROLE.SUPPLIER, true],
    [ROLE.SUPPLIER_EMPLOYEES, false],
    [ROLE.CLIENT_EMPLOYEES, true],
    [ROLE.SUPPLIER_MANAGEMENT, true],
    [ROLE.ACCADEMY, true],
    [ROLE.PROFILE_ACCADEMY, false],
    [ROLE.MANAGEMENT_ACCADEMY, true],
    [ROLE.FREELANCER, true],
    [ROLE.ADMIN_MANAGEMENT, false],
    [ROLE.COMPANY_ADMINISTRATOR, false],
    [ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT, false],
  ])("role %i → %s when everything else holds", (roleId, offered) => {
    expect(shouldOfferSurvey({ ...base, roleId })).toBe(offered);
  });

  it.each<[string, Partial<SurveyVisibilityInput>]>([
    ["version 1", { versionProduct: 1 }],
    ["version 3", { versionProduct: 3 }],
    ["closed in this session (showTypeform 0)", { showTypeform: 0 }],
    ["already answered (send_feedback 1)", { sendFeedback: 1 }],
    ["company not profiled", { profiled: false }],
    ["another host", { isMarketplaceHost: false }],
  ])("not offered: %s", (_, change) => {
    expect(shouldOfferSurvey({ ...base, ...change })).toBe(false);
  });
});

describe("surveyBodySchema", () => {
  const valid = { recommend: 9, satisfaction: 4, comment: " Ottimo ", language: "it" };

  it("accepts the scales' bounds and trims the comment", () => {
    expect(surveyBodySchema.parse(valid)).toEqual({ ...valid, comment: "Ottimo" });
    for (const recommend of [0, 10])
      expect(surveyBodySchema.safeParse({ ...valid, recommend }).success).toBe(true);
    for (const satisfaction of [1, 5])
      expect(surveyBodySchema.safeParse({ ...valid, satisfaction }).success).toBe(true);
    expect(surveyBodySchema.safeParse({ ...valid, comment: undefined }).success).toBe(true);
    expect(
      surveyBodySchema.safeParse({ ...valid, comment: "x".repeat(SURVEY_LIMITS.commentMax) }).success,
    ).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["recommend missing", { recommend: undefined }, "recommend", "validation.required"],
    ["recommend 11", { recommend: 11 }, "recommend", "validation.invalid"],
    ["recommend -1", { recommend: -1 }, "recommend", "validation.invalid"],
    ["recommend 7.5", { recommend: 7.5 }, "recommend", "validation.invalid"],
    ["satisfaction 0", { satisfaction: 0 }, "satisfaction", "validation.invalid"],
    ["satisfaction 6", { satisfaction: 6 }, "satisfaction", "validation.invalid"],
    ["satisfaction missing", { satisfaction: undefined }, "satisfaction", "validation.required"],
    ["comment too long", { comment: "x".repeat(1001) }, "comment", "validation.too_long"],
    ["language fr", { language: "fr" }, "language", "validation.language"],
  ])("refuses %s", (_, change, field, code) => {
    const result = surveyBodySchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([[field, code]]);
  });
});
