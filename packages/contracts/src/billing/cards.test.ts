import { describe, expect, it } from "vitest";
import { localCardOutcome, luhnValid } from "./cards.ts";
import { applyCoupon, type CouponRule } from "./coupons.ts";

const today = new Date("2026-11-22T10:00:00Z");
const card = (number: string, expiry = "12/28", cvc = "123") =>
  localCardOutcome({ number, expiry, cvc }, today);

describe("local checkout cards", () => {
  it("checks the Luhn digit", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("42")).toBe(false);
  });

  it("accepts the standard test cards and declines the decline numbers", () => {
    expect(card("4242 4242 4242 4242")).toBe("success");
    expect(card("5555-5555-5555-4444")).toBe("success");
    expect(card("378282246310005", "12/28", "1234")).toBe("success");
    expect(card("4000000000000002")).toBe("declined");
    expect(card("4000000000009995")).toBe("insufficient_funds");
  });

  it("refuses real-looking cards, bad numbers, past expiry and wrong CVC", () => {
    expect(card("4111111111111111")).toBe("not_test_card");
    expect(card("1234567812345678")).toBe("invalid_number");
    expect(card("4242424242424242", "10/26")).toBe("expired");
    expect(card("4242424242424242", "11/26")).toBe("success");
    expect(card("4242424242424242", "12/26")).toBe("success");
    expect(card("4242424242424242", "13/27")).toBe("expired");
    expect(card("4242424242424242", "12/2030")).toBe("success");
    expect(card("4242424242424242", "12/28", "12")).toBe("invalid_cvc");
    expect(card("378282246310005", "12/28", "123")).toBe("invalid_cvc");
  });
});

describe("coupons", () => {
  const base: CouponRule = {
    kind: "percent",
    value: 20,
    audience: "all",
    expiresAt: null,
    maxRedemptions: null,
    redemptions: 0,
    active: true,
  };
  it("discounts by percent or amount, never below zero", () => {
    expect(applyCoupon(base, 149000, "client")).toEqual({ ok: true, discountCents: 29800 });
    expect(applyCoupon({ ...base, kind: "amount", value: 5000 }, 149000, "client")).toEqual({
      ok: true,
      discountCents: 5000,
    });
    expect(applyCoupon({ ...base, kind: "amount", value: 500000 }, 149000, "client")).toEqual({
      ok: true,
      discountCents: 149000,
    });
  });
  it("refuses inactive, expired, exhausted and other-audience coupons", () => {
    expect(applyCoupon({ ...base, active: false }, 100, "client")).toEqual({ ok: false, reason: "inactive" });
    expect(applyCoupon({ ...base, expiresAt: new Date("2026-01-01") }, 100, "client", today)).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(applyCoupon({ ...base, maxRedemptions: 3, redemptions: 3 }, 100, "client")).toEqual({
      ok: false,
      reason: "exhausted",
    });
    expect(applyCoupon({ ...base, audience: "supplier" }, 100, "client")).toEqual({
      ok: false,
      reason: "audience",
    });
  });
});
