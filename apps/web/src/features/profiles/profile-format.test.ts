import { describe, expect, it } from "vitest";
import { routeNameOfPath } from "../../shared/routing/route-names.ts";
import {
  availabilityOf,
  completeDetailPath,
  completeDetailProfileId,
  profileDetailPath,
  profileEditPath,
  rateRange,
} from "./profile-format.ts";

const words = { from: "from", upTo: "up to" };

describe("profile display helpers", () => {
  it("says available now without a date or with a past one", () => {
    expect(availabilityOf(null, "2026-06-15")).toEqual({ kind: "now" });
    expect(availabilityOf("2026-06-15", "2026-06-15")).toEqual({ kind: "now" });
    expect(availabilityOf("2026-07-01", "2026-06-15")).toEqual({ kind: "from", date: "01/07/2026" });
  });

  it("writes rate ranges with open ends in the app's euro format", () => {
    // Intl puts a no-break space before the sign; the test reads it as a plain one.
    const italian = (min: number | null, max: number | null) =>
      rateRange(min, max, { from: "da", upTo: "fino a" }, "it")?.replace(/\s/g, " ");
    expect(italian(300, 450)).toBe("300–450 €");
    expect(italian(300, 300)).toBe("300 €");
    expect(italian(1200, null)).toBe("da 1.200 €");
    expect(italian(null, 450)).toBe("fino a 450 €");
    expect(rateRange(null, null, words, "it")).toBeNull();
  });

  it("puts the sign before each amount on English screens", () => {
    expect(rateRange(340, 380, words, "en")).toBe("€340 – €380");
    expect(rateRange(1200, null, words, "en")).toBe("from €1,200");
    expect(rateRange(null, 450, words, "en")).toBe("up to €450");
  });

  it("builds addresses that belong to the right routes", () => {
    expect(profileDetailPath({ id: 5, company_id: 9 })).toBe("/freelance_profile_det/5/9/0/profile/0");
    expect(routeNameOfPath(profileDetailPath({ id: 5, company_id: 9 }))).toBe("freelance_profile_det");
    expect(routeNameOfPath(profileEditPath(5))).toBe("add_employee");
  });

  it("builds complete_detail addresses with the open area's segments, the unknown ones null", () => {
    expect(completeDetailPath({ id: 41, company_id: 7 })).toBe(
      "/complete_detail/7/null/41/null/null/null/view",
    );
    expect(completeDetailPath({ id: 41, company_id: null }, { positionId: 6 })).toBe(
      "/complete_detail/null/null/41/null/null/null/view?position=6",
    );
    expect(completeDetailPath({ id: 41, company_id: 7 }, { nominationId: 3, positionId: null })).toBe(
      "/complete_detail/7/null/41/3/null/null/view",
    );
    expect(routeNameOfPath(completeDetailPath({ id: 41 }))).toBe("complete_detail");
    expect(completeDetailProfileId("41")).toBe(41);
    expect(completeDetailProfileId("null")).toBeNull();
    expect(completeDetailProfileId("4e1")).toBeNull();
    expect(completeDetailProfileId(undefined)).toBeNull();
  });
});
