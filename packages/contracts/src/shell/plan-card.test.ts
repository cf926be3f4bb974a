import { describe, expect, it } from "vitest";
import { creditBand, creditPercentLeft, planCard } from "./plan-card.ts";

const base = {
  state: 2,
  namePlanCurrent: "Business",
  price: 1200,
  credits: 100,
  creditsUsed: 17,
  limit: "31/03/2027",
};

describe("credit bar (§4, §9)", () => {
  it.each([
    [0, 100, 100],
    [17, 100, 83],
    [16, 100, 84],
    [1, 3, 67],
    [100, 100, 0],
    [120, 100, 0],
    [0, 0, 0],
  ])("used %i of %i leaves %i%%", (used, total, left) => {
    expect(creditPercentLeft(used, total)).toBe(left);
  });

  it.each([
    [100, "high"],
    [84, "high"],
    [83, "medium"],
    [60, "medium"],
    [59, "low"],
    [0, "low"],
  ])("%i%% is %s", (pct, band) => {
    expect(creditBand(pct)).toBe(band);
  });
});

describe("plan card (§2.5)", () => {
  it("shows the no-subscription variant at state 1", () => {
    expect(planCard({ ...base, state: 1 })).toEqual({ kind: "none" });
  });

  it("shows an active plan with price, credits and 'Expired on'", () => {
    expect(planCard(base)).toEqual({
      kind: "plan",
      name: "Business",
      price: 1200,
      creditsUsed: 17,
      creditsTotal: 100,
      percentLeft: 83,
      band: "medium",
      expiry: { kind: "expires_on", date: "31/03/2027" },
      expired: false,
      buyNewPlan: false,
      renew: false,
      manage: true,
    });
  });

  it("hides a zero price and the 31/12/9999 expiry", () => {
    const card = planCard({ ...base, price: 0, limit: "31/12/9999" });
    expect(card).toMatchObject({ price: null, expiry: null });
  });

  it("offers a new plan at state 3 and renewal at state 4, which reads Expired", () => {
    expect(planCard({ ...base, state: 3 })).toMatchObject({
      buyNewPlan: true,
      renew: false,
      expiry: { kind: "expires_on" },
    });
    expect(planCard({ ...base, state: 4 })).toMatchObject({
      buyNewPlan: true,
      renew: true,
      expired: true,
      expiry: { kind: "expired", date: "31/03/2027" },
    });
  });
});
