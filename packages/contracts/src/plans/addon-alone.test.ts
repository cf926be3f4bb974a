import { describe, expect, it } from "vitest";
import { ASSUMI_ADDON_PRICE_CENTS } from "../billing/schemas.ts";
import { addonAlonePriceCents } from "./addon-alone.ts";

const today = new Date("2026-11-27T16:00:00Z");
const current = { active: true, paid: true, expiresOn: "2027-11-26", addonIncluded: false };

describe("the Assumi add-on bought alone for the current plan (issue 20)", () => {
  it("costs the yearly price for the days left until the plan expires, today included", () => {
    expect(addonAlonePriceCents(current, today)).toBe(ASSUMI_ADDON_PRICE_CENTS);
    // 30 days left (27/11 → 26/12 inclusive).
    expect(addonAlonePriceCents({ ...current, expiresOn: "2026-12-26" }, today)).toBe(
      Math.round((ASSUMI_ADDON_PRICE_CENTS * 30) / 365),
    );
    // The last day still costs one day; never more than a year.
    expect(addonAlonePriceCents({ ...current, expiresOn: "2026-11-27" }, today)).toBe(
      Math.round(ASSUMI_ADDON_PRICE_CENTS / 365),
    );
    expect(addonAlonePriceCents({ ...current, expiresOn: "2028-06-01" }, today)).toBe(
      ASSUMI_ADDON_PRICE_CENTS,
    );
  });

  it("is not for sale alone without an active paid plan that expires, or when already included", () => {
    expect(addonAlonePriceCents({ ...current, active: false }, today)).toBeNull();
    expect(addonAlonePriceCents({ ...current, paid: false }, today)).toBeNull();
    expect(addonAlonePriceCents({ ...current, addonIncluded: true }, today)).toBeNull();
    expect(addonAlonePriceCents({ ...current, expiresOn: "9999-12-31" }, today)).toBeNull();
    expect(addonAlonePriceCents({ ...current, expiresOn: null }, today)).toBeNull();
    expect(addonAlonePriceCents({ ...current, expiresOn: "2026-11-26" }, today)).toBeNull();
  });
});
