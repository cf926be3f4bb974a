import { describe, expect, it, vi } from "vitest";
import { planSummary } from "../../test/plans.ts";
import { addonAloneOffer } from "./addon-alone-offer.ts";
import type { PlanSummary } from "./api.ts";

/** A client on "Piano Business" (Business plan in English) until 27/07/2027, the add-on addable for 326,22 €. */
const summary = (extra: Partial<PlanSummary> = {}): PlanSummary =>
  planSummary({ namePlanCurrent: "Piano Business", namePlanCurrentEn: "Business plan", ...extra });

describe("addonAloneOffer", () => {
  it("names the plan in the reader's language, its expiry and the price, and buys the add-on for that plan", () => {
    const start = vi.fn();
    const offer = addonAloneOffer(summary(), true, "en", { start, busy: false });
    expect(offer).toMatchObject({ plan: "Business plan", until: "27/07/2027", busy: false });
    expect(offer?.price).toMatch(/326[.,]22/);
    expect(addonAloneOffer(summary(), true, "it", { start, busy: true })).toMatchObject({
      plan: "Piano Business",
      busy: true,
    });
    offer?.onBuy();
    expect(start).toHaveBeenCalledExactlyOnceWith({ plan_id: 3, addon_alone: true });
  });

  it("offers nothing when the screen's rule refuses, without a plan, or when the API gives no price", () => {
    const purchase = { start: vi.fn(), busy: false };
    expect(addonAloneOffer(summary(), false, "it", purchase)).toBeNull();
    expect(addonAloneOffer(undefined, true, "it", purchase)).toBeNull();
    expect(addonAloneOffer(summary({ idPlanCurrent: null }), true, "it", purchase)).toBeNull();
    expect(addonAloneOffer(summary({ addonAlonePrice: null }), true, "it", purchase)).toBeNull();
  });
});
