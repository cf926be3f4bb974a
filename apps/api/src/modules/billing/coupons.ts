import { applyCoupon, type CouponRule } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { type CouponRow, findCouponByCode } from "./queries.ts";

function couponRule(row: CouponRow): CouponRule {
  return {
    kind: row.kind === "amount" ? "amount" : "percent",
    value: row.value,
    audience: row.audience === "client" || row.audience === "supplier" ? row.audience : "all",
    expiresAt: row.expiresAt,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    active: row.active,
  };
}

/** Finds a coupon by code and checks it applies; throws billing.coupon_invalid otherwise. */
export async function resolveCoupon(
  db: DbOrTx,
  code: string,
  priceCents: number,
  audience: "client" | "supplier",
) {
  const row = await findCouponByCode(db, code.trim().toUpperCase());
  if (!row)
    throw new AppError("billing.coupon_invalid", {
      fieldErrors: [{ field: "coupon", code: "billing.coupon_invalid", message: "" }],
    });
  const verdict = applyCoupon(couponRule(row), priceCents, audience);
  if (!verdict.ok)
    throw new AppError("billing.coupon_invalid", {
      fieldErrors: [{ field: "coupon", code: "billing.coupon_invalid", message: "" }],
    });
  return { id: row.id, discountCents: verdict.discountCents };
}
