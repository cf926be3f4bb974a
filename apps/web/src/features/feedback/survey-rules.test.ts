import { ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import { commentCounter, isMarketplaceBrand, offersSurvey } from "./survey-rules.ts";

const user = { role_id: ROLE.SUPPLIER, send_feedback: 0, company_profile_profiled: 1, assumedUser: false };

describe("survey rules (web)", () => {
  it("treats only the loaded default brand as the marketplace host", () => {
    expect(isMarketplaceBrand({ host_pattern: null })).toBe(true);
    expect(isMarketplaceBrand({ host_pattern: "partner.example.com" })).toBe(false);
    expect(isMarketplaceBrand(undefined)).toBe(false);
  });

  it("maps the session user onto the §4 rule", () => {
    expect(offersSurvey(user, 2, 1, true)).toBe(true);
    expect(offersSurvey({ ...user, company_profile_profiled: 0 }, 2, 1, true)).toBe(false);
    expect(offersSurvey({ ...user, send_feedback: 1 }, 2, 1, true)).toBe(false);
    expect(offersSurvey(user, 2, 0, true)).toBe(false);
    expect(offersSurvey(user, 1, 1, true)).toBe(false);
    expect(offersSurvey(user, 2, 1, false)).toBe(false);
    expect(offersSurvey({ ...user, role_id: ROLE.SUPPLIER_EMPLOYEES }, 2, 1, true)).toBe(false);
  });

  it("never asks a staff member acting as the user", () => {
    expect(offersSurvey({ ...user, assumedUser: true }, 2, 1, true)).toBe(false);
  });

  it("counts the comment against 1000", () => {
    expect(commentCounter("")).toBe("0/1000");
    expect(commentCounter("Ottimo")).toBe("6/1000");
  });
});
