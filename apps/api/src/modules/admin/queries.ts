import { and, asc, count, desc, eq, ilike, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { company, coupon, creditLedger, plan, subscription } from "../../db/schema/index.ts";

export type CouponRow = typeof coupon.$inferSelect;

/**
 * One page of the companies' subscriptions by company name, each with its plan and the credit balance of its
 * current period; filtered by a name fragment and a state. With the total count.
 */
export async function subscriptionPage(
  db: DbOrTx,
  filter: { search?: string | undefined; state?: number | undefined },
  window: { limit: number; offset: number },
) {
  const where = and(
    filter.search ? ilike(company.name, `%${filter.search.replace(/[%_]/g, "\\$&")}%`) : undefined,
    filter.state ? eq(subscription.state, filter.state) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(subscription)
    .innerJoin(company, eq(company.id, subscription.companyId))
    .where(where);
  const credits = db
    .select({
      companyId: creditLedger.companyId,
      balance: sql<number>`sum(${creditLedger.delta})::int`.as("balance"),
    })
    .from(creditLedger)
    .innerJoin(subscription, eq(subscription.companyId, creditLedger.companyId))
    .where(sql`${creditLedger.createdAt} >= ${subscription.startedAt}`)
    .groupBy(creditLedger.companyId)
    .as("credits");
  const rows = await db
    .select({
      subscription,
      plan,
      company: { id: company.id, name: company.name, type: company.type },
      balance: credits.balance,
    })
    .from(subscription)
    .innerJoin(company, eq(company.id, subscription.companyId))
    .innerJoin(plan, eq(plan.id, subscription.planId))
    .leftJoin(credits, eq(credits.companyId, subscription.companyId))
    .where(where)
    .orderBy(asc(company.name))
    .limit(window.limit)
    .offset(window.offset);
  return { total: total?.n ?? 0, rows };
}

/** Changes the given fields of a plan; undefined when there is no such plan. */
export async function updatePlan(db: DbOrTx, planId: number, set: Partial<typeof plan.$inferInsert>) {
  const [row] = await db.update(plan).set(set).where(eq(plan.id, planId)).returning({ id: plan.id });
  return row;
}

/** The newest coupons. */
export async function listNewestCoupons(db: DbOrTx, limit: number) {
  return db.select().from(coupon).orderBy(desc(coupon.id)).limit(limit);
}

export async function insertCoupon(db: DbOrTx, values: typeof coupon.$inferInsert) {
  const [row] = await db.insert(coupon).values(values).returning();
  return row;
}

/** Switches a coupon on or off; undefined when there is no such coupon. */
export async function setCouponActive(db: DbOrTx, couponId: number, active: boolean) {
  const [row] = await db.update(coupon).set({ active }).where(eq(coupon.id, couponId)).returning();
  return row;
}
