import type { couponCreateBodySchema, PageQuery, planUpdateBodySchema } from "@mkt/contracts";
import { must } from "@mkt/contracts";
import type { z } from "zod";
import { type DbOrTx, isUniqueViolation } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import {
  type CouponRow,
  insertCoupon,
  listNewestCoupons,
  setCouponActive,
  subscriptionPage,
  updatePlan,
} from "./queries.ts";

const audienceOf = (a: string): "client" | "supplier" | "all" =>
  a === "client" || a === "supplier" ? a : "all";
const toCoupon = (c: CouponRow) => ({
  id: c.id,
  code: c.code,
  kind: c.kind === "amount" ? ("amount" as const) : ("percent" as const),
  value: c.value,
  audience: audienceOf(c.audience),
  expires_at: c.expiresAt?.toISOString() ?? null,
  max_redemptions: c.maxRedemptions,
  redemptions: c.redemptions,
  active: c.active,
});

/** Staff's /company_subscriptions: companies with their plan, state, expiry and credits, by name. */
export async function companySubscriptions(
  db: DbOrTx,
  query: PageQuery & { search?: string | undefined; state?: number | undefined },
) {
  const { total, rows } = await subscriptionPage(db, query, pageWindow(query));
  return toPage(
    query,
    total,
    rows.map((r) => ({
      company_id: r.company.id,
      company_name: r.company.name,
      company_type: r.company.type,
      plan_id: r.plan.id,
      plan_name: r.plan.name,
      plan_name_en: r.plan.nameEn,
      state: r.subscription.state,
      expires: r.subscription.expiresOn,
      credit_available: r.balance ?? 0,
      cancel_at_period_end: r.subscription.cancelAtPeriodEnd,
      provider: r.subscription.provider,
    })),
  );
}

/** Administrator: edits the fields given of a plan; 404 for an unknown plan. */
export async function editPlan(db: DbOrTx, planId: number, b: z.output<typeof planUpdateBodySchema>) {
  const row = await updatePlan(db, planId, {
    ...(b.title !== undefined ? { title: b.title } : {}),
    ...(b.title_en !== undefined ? { titleEn: b.title_en } : {}),
    ...(b.price !== undefined ? { priceYear: b.price.toFixed(2) } : {}),
    ...(b.credits !== undefined ? { creditsYear: b.credits } : {}),
    ...(b.max_project !== undefined ? { maxProject: b.max_project } : {}),
    ...(b.max_position !== undefined ? { maxPosition: b.max_position } : {}),
    ...(b.n_max_users !== undefined ? { nMaxUsers: b.n_max_users } : {}),
    ...(b.transaction_fee !== undefined ? { transactionFee: b.transaction_fee.toFixed(2) } : {}),
    ...(b.functions !== undefined ? { functions: b.functions } : {}),
    ...(b.active !== undefined ? { active: b.active } : {}),
  });
  if (!row) throw new AppError("common.not_found");
  return row;
}

/** Coupons, newest first (the newest 200). */
export async function listCoupons(db: DbOrTx) {
  return (await listNewestCoupons(db, 200)).map(toCoupon);
}

/** Administrator: creates a coupon; a code already taken answers 409 on the code field. */
export async function createCoupon(db: DbOrTx, b: z.output<typeof couponCreateBodySchema>) {
  try {
    const row = await insertCoupon(db, {
      code: b.code,
      kind: b.kind,
      value: b.value,
      audience: b.audience,
      expiresAt: b.expires_at ? new Date(b.expires_at) : null,
      maxRedemptions: b.max_redemptions,
    });
    return toCoupon(must(row, "the inserted coupon"));
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("validation.failed", {
        status: 409,
        fieldErrors: [{ field: "code", code: "validation.invalid", message: "" }],
      });
    }
    throw error;
  }
}

/** Administrator: switches a coupon on or off; 404 for an unknown coupon. */
export async function switchCoupon(db: DbOrTx, couponId: number, active: boolean) {
  const row = await setCouponActive(db, couponId, active);
  if (!row) throw new AppError("common.not_found");
  return toCoupon(row);
}
