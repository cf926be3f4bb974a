import { PLAN_STATE } from "@mkt/contracts";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import {
  billingEvent,
  checkoutSession,
  company,
  coupon,
  invoice,
  plan,
  portalSession,
  subscription,
} from "../../db/schema/index.ts";

export type CouponRow = typeof coupon.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSession.$inferSelect;

/** The coupon with this code (codes are stored upper-case). */
export async function findCouponByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(coupon).where(eq(coupon.code, code));
  return row;
}

/** The code of a coupon, for the checkout page. */
export async function findCouponCode(db: DbOrTx, couponId: number) {
  const [row] = await db.select({ code: coupon.code }).from(coupon).where(eq(coupon.id, couponId));
  return row?.code;
}

export async function findPlan(db: DbOrTx, planId: number) {
  const [row] = await db.select().from(plan).where(eq(plan.id, planId));
  return row;
}

/** The active plans of an audience (the portal's plan switch filters out the free ones). */
export async function listActivePlansOf(db: DbOrTx, audience: string) {
  return db
    .select()
    .from(plan)
    .where(and(eq(plan.audience, audience), eq(plan.active, true)));
}

/** The company's type (who buys: client or supplier audience). */
export async function findCompanyType(db: DbOrTx, companyId: number) {
  const [row] = await db.select({ type: company.type }).from(company).where(eq(company.id, companyId));
  return row?.type;
}

/** The provider's customer reference of the company's subscription, if any. */
export async function findCustomerRef(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ customerRef: subscription.providerCustomerId })
    .from(subscription)
    .where(eq(subscription.companyId, companyId));
  return row?.customerRef ?? null;
}

export async function insertCheckoutSession(db: DbOrTx, values: typeof checkoutSession.$inferInsert) {
  const [row] = await db.insert(checkoutSession).values(values).returning();
  return row;
}

export async function setCheckoutProviderRef(db: DbOrTx, id: string, providerRef: string) {
  await db.update(checkoutSession).set({ providerRef }).where(eq(checkoutSession.id, id));
}

/** A checkout session with its plan. */
export async function findCheckoutWithPlan(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ session: checkoutSession, plan })
    .from(checkoutSession)
    .innerJoin(plan, eq(plan.id, checkoutSession.planId))
    .where(eq(checkoutSession.id, id));
  return row;
}

export async function setCheckoutCoupon(db: DbOrTx, id: string, couponId: number, discountCents: number) {
  await db.update(checkoutSession).set({ couponId, discountCents }).where(eq(checkoutSession.id, id));
}

/** Closes an open checkout as paid; undefined when it was not open any more. */
export async function closeOpenCheckoutAsPaid(db: DbOrTx, id: string) {
  const [row] = await db
    .update(checkoutSession)
    .set({ status: "paid", completedAt: sql`now()`, lastError: null })
    .where(and(eq(checkoutSession.id, id), eq(checkoutSession.status, "open")))
    .returning({ returnPath: checkoutSession.returnPath });
  return row;
}

export async function setCheckoutError(db: DbOrTx, id: string, reason: string) {
  await db.update(checkoutSession).set({ lastError: reason }).where(eq(checkoutSession.id, id));
}

/** Stores a provider event once; false when its id was already recorded (a replay). */
export async function recordBillingEvent(
  tx: Tx,
  values: { id: string; provider: string; type: string; payload: unknown },
): Promise<boolean> {
  const inserted = await tx
    .insert(billingEvent)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: billingEvent.id });
  return inserted.length > 0;
}

export async function setCancelAtPeriodEnd(tx: Tx, companyId: number, cancelAtPeriodEnd: boolean) {
  await tx
    .update(subscription)
    .set({ cancelAtPeriodEnd, updatedAt: sql`now()` })
    .where(eq(subscription.companyId, companyId));
}

/** Marks an open or paid checkout paid (keeping its first completion time); undefined for any other state. */
export async function markCheckoutPaid(tx: Tx, checkoutId: string) {
  const [row] = await tx
    .update(checkoutSession)
    .set({ status: "paid", completedAt: sql`coalesce(${checkoutSession.completedAt}, now())` })
    .where(and(eq(checkoutSession.id, checkoutId), inArray(checkoutSession.status, ["open", "paid"])))
    .returning();
  return row;
}

/** The invoice already issued for a checkout, if any. */
export async function findInvoiceOfCheckout(tx: Tx, checkoutId: string) {
  const [row] = await tx
    .select({ id: invoice.id })
    .from(invoice)
    .where(eq(invoice.checkoutSessionId, checkoutId));
  return row;
}

export async function setSubscriptionProvider(
  tx: Tx,
  companyId: number,
  set: Partial<
    Pick<
      typeof subscription.$inferInsert,
      "provider" | "assumeAddon" | "providerCustomerId" | "providerSubscriptionId" | "updatedAt"
    >
  >,
) {
  await tx.update(subscription).set(set).where(eq(subscription.companyId, companyId));
}

export async function countCouponRedemption(tx: Tx, couponId: number) {
  await tx
    .update(coupon)
    .set({ redemptions: sql`${coupon.redemptions} + 1` })
    .where(eq(coupon.id, couponId));
}

/** Issues an invoice numbered `<year>-<6-digit sequence>`. */
export async function insertInvoice(
  tx: Tx,
  year: number,
  values: Omit<typeof invoice.$inferInsert, "number">,
) {
  await tx.insert(invoice).values({
    number: sql`${String(year)} || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0')`,
    ...values,
  });
}

/** The company's active subscription on the plan, changed at or after `since`. */
export async function activeSubscriptionsChangedSince(
  db: Db,
  companyId: number,
  planId: number,
  since: Date,
) {
  return db
    .select({ planId: subscription.planId, state: subscription.state, updatedAt: subscription.updatedAt })
    .from(subscription)
    .where(
      and(
        eq(subscription.companyId, companyId),
        eq(subscription.planId, planId),
        eq(subscription.state, PLAN_STATE.ACTIVE),
        gte(subscription.updatedAt, since),
      ),
    );
}

export async function insertPortalSession(db: DbOrTx, values: typeof portalSession.$inferInsert) {
  const [row] = await db.insert(portalSession).values(values).returning({ id: portalSession.id });
  return row;
}

export async function findPortalSession(db: DbOrTx, portalId: string) {
  const [row] = await db.select().from(portalSession).where(eq(portalSession.id, portalId));
  return row;
}

/** What an invoice's description is rendered from in the reader's language: its plan's names and the add-on. */
const INVOICE_PLAN = {
  planName: plan.name,
  planNameEn: plan.nameEn,
  addon: checkoutSession.addon,
  addonAlone: checkoutSession.addonAlone,
};

/** The company's newest invoices, each with its plan. */
export async function listRecentInvoices(db: DbOrTx, companyId: number, limit: number) {
  return db
    .select({ invoice, ...INVOICE_PLAN })
    .from(invoice)
    .leftJoin(plan, eq(plan.id, invoice.planId))
    .leftJoin(checkoutSession, eq(checkoutSession.id, invoice.checkoutSessionId))
    .where(eq(invoice.companyId, companyId))
    .orderBy(desc(invoice.id))
    .limit(limit);
}

/** One of the company's invoices with the company's name and VAT number (the receipt's data) and its plan. */
export async function findInvoiceForReceipt(db: DbOrTx, invoiceId: number, companyId: number) {
  const [row] = await db
    .select({ invoice, companyName: company.name, vat: company.vatNumber, ...INVOICE_PLAN })
    .from(invoice)
    .innerJoin(company, eq(company.id, invoice.companyId))
    .leftJoin(plan, eq(plan.id, invoice.planId))
    .leftJoin(checkoutSession, eq(checkoutSession.id, invoice.checkoutSessionId))
    .where(and(eq(invoice.id, invoiceId), eq(invoice.companyId, companyId)));
  return row;
}
