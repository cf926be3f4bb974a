import { REVIEW_REQUEST_LIMITS, ROLE, reviewRequestBodySchema } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import {
  BANNER_CLOSED,
  descriptionCounter,
  showFeedbackBanner,
  showFeedbackButton,
} from "./feedback-rules.ts";

const valid = {
  firstname: "Mario",
  lastname: "Rossi",
  email: "mario.rossi@example.com",
  company_name: "Acme",
  description_email: "",
};
const issuesOf = (over: Partial<typeof valid>) => {
  const result = reviewRequestBodySchema.safeParse({ ...valid, ...over });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
};

describe("review request form rules (§5)", () => {
  it("accepts a complete request, the description being optional", () => {
    expect(issuesOf({})).toEqual([]);
  });
  it("wants names and company between 3 and 50 characters", () => {
    expect(issuesOf({ firstname: "Al" })).toEqual(["firstname:validation.too_short"]);
    expect(issuesOf({ lastname: "x".repeat(51) })).toEqual(["lastname:validation.too_long"]);
    expect(issuesOf({ company_name: "AB" })).toEqual(["company_name:validation.too_short"]);
    expect(issuesOf({ firstname: "Ale", company_name: "x".repeat(50) })).toEqual([]);
  });
  it("wants a valid e-mail of at most 50 characters", () => {
    expect(issuesOf({ email: "not-an-email" })).toEqual(["email:validation.email"]);
    expect(issuesOf({ email: `${"a".repeat(39)}@example.com` })).toEqual(["email:validation.too_long"]);
    expect(issuesOf({ email: `${"a".repeat(38)}@example.com` })).toEqual([]);
  });
  it("caps the description at 699 in the validator though the counter reads /700", () => {
    expect(issuesOf({ description_email: "x".repeat(699) })).toEqual([]);
    expect(issuesOf({ description_email: "x".repeat(700) })).toEqual([
      "description_email:validation.too_long",
    ]);
    expect(REVIEW_REQUEST_LIMITS.descriptionCounter).toBe(700);
    expect(descriptionCounter("x".repeat(700))).toBe("700/700");
    expect(descriptionCounter("")).toBe("0/700");
  });
});

describe("feedback button and banner (§2.6)", () => {
  it("shows the button in version 2 to the roles that can ask for a review", () => {
    expect(showFeedbackButton(ROLE.SUPPLIER, 2)).toBe(true);
    expect(showFeedbackButton(ROLE.FREELANCER, 2)).toBe(true);
    expect(showFeedbackButton(ROLE.MANAGEMENT_ACCADEMY, 2)).toBe(true);
    expect(showFeedbackButton(ROLE.SUPPLIER, 1)).toBe(false);
    expect(showFeedbackButton(ROLE.CLIENT, 2)).toBe(false);
    expect(showFeedbackButton(ROLE.SUPPLIER_EMPLOYEES, 2)).toBe(false);
    expect(showFeedbackButton(ROLE.ADMINISTRATOR, 2)).toBe(false);
  });
  it("shows the banner to suppliers and freelancers on their pages until closed", () => {
    expect(showFeedbackBanner(ROLE.SUPPLIER, 2, "/dashboard_supplier", null)).toBe(true);
    expect(showFeedbackBanner(ROLE.FREELANCER, 2, "/freelance_profile/", null)).toBe(true);
    expect(showFeedbackBanner(ROLE.SUPPLIER, 2, "/dashboard_supplier", BANNER_CLOSED)).toBe(false);
    expect(showFeedbackBanner(ROLE.SUPPLIER, 1, "/dashboard_supplier", null)).toBe(false);
    expect(showFeedbackBanner(ROLE.SUPPLIER, 2, "/my_profile", null)).toBe(false);
    expect(showFeedbackBanner(ROLE.SUPPLIER_MANAGEMENT, 2, "/dashboard_supplier", null)).toBe(false);
  });
});
