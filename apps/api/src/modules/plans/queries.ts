import { PLAN_STATE } from "@mkt/contracts";
import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import {
  appUser,
  checkoutSession,
  company,
  creditLedger,
  invoice,
  need,
  plan,
  position,
  subscription,
} from "../../db/schema/index.ts";

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
    .where(
      and(
        eq(need.companyId, companyId),
        eq(need.type, "fp"),
        notInArray(need.status, ["closed", "directed"]),
      ),
    );
  const [positions] = await db
    .select({ n: count() })
    .from(position)
    .innerJoin(need, eq(need.id, position.needId))
    .where(and(eq(need.companyId, companyId), inArray(position.status, ["draft", "published"])));
  const [users] = await db.select({ n: count() }).from(appUser).where(eq(appUser.companyId, companyId));
  return { projects: projects?.n ?? 0, positions: positions?.n ?? 0, users: users?.n ?? 0 };
}

/** Puts a company on a plan in the active state (a new subscription, or the existing one restarted). */
export async function upsertActiveSubscription(
  db: DbOrTx,
  companyId: number,
  planId: number,
  expiresOn: string,
) {
  await db
    .insert(subscription)
    .values({ companyId, planId, state: PLAN_STATE.ACTIVE, expiresOn })
    .onConflictDoUpdate({
      target: subscription.companyId,
      set: {
        planId,
        state: PLAN_STATE.ACTIVE,
        expiresOn,
        startedAt: sql`now()`,
        cancelAtPeriodEnd: false,
        updatedAt: sql`now()`,
      },
    });
}

/** One line of the credit ledger: a grant (positive) or a spend (negative). */
export async function insertCreditEntry(db: DbOrTx, values: typeof creditLedger.$inferInsert) {
  await db.insert(creditLedger).values(values);
}

/** The company's subscription period and state, locked for the rest of the transaction. */
export async function lockSubscription(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ startedAt: subscription.startedAt, state: subscription.state })
    .from(subscription)
    .where(eq(subscription.companyId, companyId))
    .for("update");
  return row;
}

/** Moves active subscriptions past their expiry date to expired; the companies moved. */
export async function expireOverdueSubscriptions(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .update(subscription)
    .set({ state: PLAN_STATE.EXPIRED, updatedAt: sql`now()` })
    .where(and(eq(subscription.state, PLAN_STATE.ACTIVE), lt(subscription.expiresOn, sql`current_date`)))
    .returning({ companyId: subscription.companyId });
  return rows.map((r) => r.companyId);
}

/** Every company without a subscription starts its audience's free plan, with the plan's credits granted. */
export async function insertMissingFreeSubscriptions(
  db: DbOrTx,
  freePlanId: { client: number; supplier: number },
  noExpiry: string,
): Promise<void> {
  await db.execute(sql`
    WITH started AS (
      INSERT INTO subscription (company_id, plan_id, state, expires_on)
      SELECT c.id, CASE WHEN c.type = 'client' THEN ${freePlanId.client}::int ELSE ${freePlanId.supplier}::int END,
             ${PLAN_STATE.ACTIVE}::smallint, ${noExpiry}::date
      FROM company c
      WHERE c.type IN ('client', 'supplier', 'academy', 'freelance')
        AND NOT EXISTS (SELECT 1 FROM subscription s WHERE s.company_id = c.id)
      ON CONFLICT DO NOTHING
      RETURNING company_id, plan_id
    )
    INSERT INTO credit_ledger (company_id, delta, reason, reference)
    SELECT started.company_id, p.credits_year, 'grant', 'free-plan'
    FROM started JOIN plan p ON p.id = started.plan_id
    WHERE p.credits_year > 0`);
}

/** Inserts the plans not there yet; existing rows keep what staff edited. */
export async function insertMissingPlans(db: DbOrTx, plans: (typeof plan.$inferInsert)[]) {
  await db.insert(plan).values(plans).onConflictDoNothing();
}

/** One page of the company's credit ledger, newest first, with the total count. */
export async function ledgerPageOf(db: DbOrTx, companyId: number, window: { limit: number; offset: number }) {
  const where = eq(creditLedger.companyId, companyId);
  const [total] = await db.select({ n: count() }).from(creditLedger).where(where);
  const rows = await db
    .select()
    .from(creditLedger)
    .where(where)
    .orderBy(desc(creditLedger.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total: total?.n ?? 0, rows };
}

/**
 * One page of the company's invoices, newest first, with the total count; each with its plan's names and whether
 * the add-on was bought (what its description is rendered from in the reader's language).
 */
export async function invoicePageOf(
  db: DbOrTx,
  companyId: number,
  window: { limit: number; offset: number },
) {
  const where = eq(invoice.companyId, companyId);
  const [total] = await db.select({ n: count() }).from(invoice).where(where);
  const rows = await db
    .select({
      invoice,
      planName: plan.name,
      planNameEn: plan.nameEn,
      addon: checkoutSession.addon,
      addonAlone: checkoutSession.addonAlone,
    })
    .from(invoice)
    .leftJoin(plan, eq(plan.id, invoice.planId))
    .leftJoin(checkoutSession, eq(checkoutSession.id, invoice.checkoutSessionId))
    .where(where)
    .orderBy(desc(invoice.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total: total?.n ?? 0, rows };
}

/** The owners' notice data of these companies: the company type and its plan's name in both languages. */
export async function planNamesOf(db: DbOrTx, companyIds: number[]) {
  return db
    .select({ companyId: company.id, type: company.type, plan: plan.name, planEn: plan.nameEn })
    .from(company)
    .innerJoin(subscription, eq(subscription.companyId, company.id))
    .innerJoin(plan, eq(plan.id, subscription.planId))
    .where(inArray(company.id, companyIds));
}

/**
 * Claims the active plans expiring within `days` (not the never-expiring ones) not yet reminded for their
 * current expiry date, recording that date; the companies claimed with the date.
 */
export async function claimExpiringSubscriptions(tx: Tx, days: number) {
  return tx
    .update(subscription)
    .set({ expiryRemindedFor: sql`${subscription.expiresOn}` })
    .where(
      and(
        eq(subscription.state, 2),
        sql`${subscription.expiresOn} < '9999-12-31'`,
        sql`${subscription.expiresOn} BETWEEN current_date AND current_date + ${days}::int`,
        sql`${subscription.expiryRemindedFor} IS DISTINCT FROM ${subscription.expiresOn}`,
      ),
    )
    .returning({ companyId: subscription.companyId, expiresOn: subscription.expiresOn });
}

/** The expiry dates of these companies' subscriptions. */
export async function expiryDatesOf(db: DbOrTx, companyIds: number[]) {
  return db
    .select({ companyId: subscription.companyId, expiresOn: subscription.expiresOn })
    .from(subscription)
    .where(inArray(subscription.companyId, companyIds));
}
