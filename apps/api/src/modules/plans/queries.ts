import { and, asc, count, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { appUser, creditLedger, need, plan, position, subscription } from "../../db/schema/index.ts";

export type PlanRow = typeof plan.$inferSelect;
export type SubscriptionRow = typeof subscription.$inferSelect;

export async function findSubscription(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ subscription, plan })
    .from(subscription)
    .innerJoin(plan, eq(plan.id, subscription.planId))
    .where(eq(subscription.companyId, companyId));
  return row;
}

export async function listPlans(db: DbOrTx, audience?: "client" | "supplier") {
  return db
    .select()
    .from(plan)
    .where(audience ? eq(plan.audience, audience) : undefined)
    .orderBy(asc(plan.audience), asc(plan.sort), asc(plan.id));
}

/** Credits granted and used since the subscription period started (the balance is their difference). */
export async function creditTotals(db: DbOrTx, companyId: number, since: Date) {
  const [row] = await db
    .select({
      granted: sql<number>`coalesce(sum(${creditLedger.delta}) filter (where ${creditLedger.reason} = 'grant'), 0)::int`,
      used: sql<number>`coalesce(-sum(${creditLedger.delta}) filter (where ${creditLedger.reason} <> 'grant'), 0)::int`,
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.companyId, companyId), gte(creditLedger.createdAt, since)));
  return { granted: row?.granted ?? 0, used: row?.used ?? 0 };
}

/** What the plan limits count: open FP projects, open T&M positions, active users. */
export async function usageCounters(db: DbOrTx, companyId: number) {
  const [projects] = await db
    .select({ n: count() })
    .from(need)
    .where(and(eq(need.companyId, companyId), eq(need.type, "fp"), ne(need.status, "closed")));
  const [positions] = await db
    .select({ n: count() })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(and(eq(need.companyId, companyId), inArray(position.status, ["draft", "published"])));
  const [users] = await db.select({ n: count() }).from(appUser).where(eq(appUser.companyId, companyId));
  return { projects: projects?.n ?? 0, positions: positions?.n ?? 0, users: users?.n ?? 0 };
}
