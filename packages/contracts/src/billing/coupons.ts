export type CouponRule = {
  kind: "percent" | "amount";
  /** Percent (1–100) or an amount in cents. */
  value: number;
  audience: "client" | "supplier" | "all";
  expiresAt: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
  active: boolean;
};

export type CouponVerdict =
  | { ok: true; discountCents: number }
  | { ok: false; reason: "inactive" | "expired" | "exhausted" | "audience" };

/** Whether a coupon applies to a purchase, and the discount (never more than the price). */
export function applyCoupon(
  coupon: CouponRule,
  priceCents: number,
  audience: "client" | "supplier",
  now = new Date(),
): CouponVerdict {
  if (!coupon.active) return { ok: false, reason: "inactive" };
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime())
    return { ok: false, reason: "expired" };
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions)
    return { ok: false, reason: "exhausted" };
  if (coupon.audience !== "all" && coupon.audience !== audience) return { ok: false, reason: "audience" };
  const raw =
    coupon.kind === "percent"
      ? Math.round((priceCents * Math.min(100, Math.max(0, coupon.value))) / 100)
      : coupon.value;
  return { ok: true, discountCents: Math.min(priceCents, Math.max(0, raw)) };
}
