import {
  ASSUMI_ADDON_PRICE_CENTS,
  applyCoupon,
  type CouponRule,
  formatDayMonthYear,
  type Language,
  PLAN_STATE,
} from "@mkt/contracts";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  billingEvent,
  checkoutSession,
  coupon,
  invoice,
  plan,
  portalSession,
  subscription,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import type { AuthContext } from "../auth/index.ts";
import { audienceOf, startPlan } from "../plans/index.ts";
import type { LocalBillingProvider } from "./local-provider.ts";
import { appendQuery } from "./pages.ts";
import type { BillingEvent, BillingProvider } from "./provider.ts";

const CHECKOUT_TTL_MS = 30 * 60_000;
const PORTAL_TTL_MS = 30 * 60_000;
export const ADDON_PRICE_CENTS = ASSUMI_ADDON_PRICE_CENTS;

const cents = (eur: string | number) => Math.round(Number(eur) * 100);

function couponRule(row: typeof coupon.$inferSelect): CouponRule {
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
  db: Db | Tx,
  code: string,
  priceCents: number,
  audience: "client" | "supplier",
) {
  const [row] = await db.select().from(coupon).where(eq(coupon.code, code.trim().toUpperCase()));
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

/** §7 openCheckoutSubscription: a hosted checkout for a plan of the company's audience (plan 8 with its charge code). */
export type Buyer = {
  companyId: number;
  userId: number | null;
  companyType: string;
  language: Language;
  email: string | null;
};

export function buyerOf(auth: AuthContext): Buyer {
  return {
    companyId: auth.row.companyId,
    userId: auth.row.userId,
    companyType: auth.row.companyType,
    language: normalizeLanguage(auth.row.language),
    email: auth.row.email,
  };
}

export async function openCheckout(
  db: Db,
  provider: BillingProvider,
  /** The public URL the buyer is on (lib/public-url.ts): the provider sends them back there. */
  origin: string,
  buyer: Buyer,
  input: {
    plan_id: number;
    plan_charge?: string | undefined;
    addon: boolean;
    coupon?: string | undefined;
    return_path?: string | undefined;
    request_purchase_plan_to_sales_id?: number | undefined;
  },
) {
  const audience = audienceOf(buyer.companyType);
  const [target] = await db.select().from(plan).where(eq(plan.id, input.plan_id));
  const refuse = () =>
    new AppError("billing.plan_not_available", {
      fieldErrors: [{ field: "plan_id", code: "billing.plan_not_available", message: "" }],
    });
  if (!target?.active || target.audience !== audience || Number(target.priceYear) <= 0) throw refuse();
  if (input.plan_charge && input.plan_charge !== target.chargeCode) throw refuse();
  const price = cents(target.priceYear) + (input.addon ? ADDON_PRICE_CENTS : 0);
  const discount = input.coupon ? await resolveCoupon(db, input.coupon, price, audience ?? "client") : null;
  const [session] = await db
    .insert(checkoutSession)
    .values({
      companyId: buyer.companyId,
      userId: buyer.userId,
      planId: target.id,
      addon: input.addon,
      couponId: discount?.id ?? null,
      amountCents: price,
      discountCents: discount?.discountCents ?? 0,
      language: buyer.language,
      returnPath: input.return_path ?? "/",
      salesRequestId: input.request_purchase_plan_to_sales_id ?? null,
      provider: provider.name,
      expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
    })
    .returning();
  const returnPath = session!.returnPath;
  const [sub] = await db
    .select({ customerRef: subscription.providerCustomerId })
    .from(subscription)
    .where(eq(subscription.companyId, buyer.companyId));
  const started = await provider.startCheckout({
    session: session!,
    plan: target,
    successUrl: `${origin}${appendQuery(returnPath, `checkout=success&session=${session!.id}`)}`,
    cancelUrl: `${origin}${appendQuery(returnPath, "checkout=cancelled")}`,
    customerRef: sub?.customerRef ?? null,
    customerEmail: buyer.email,
  });
  if (started.providerRef) {
    await db
      .update(checkoutSession)
      .set({ providerRef: started.providerRef })
      .where(eq(checkoutSession.id, session!.id));
  }
  return {
    id: session!.id,
    provider: provider.name,
    url: started.url,
    amount: (session!.amountCents - session!.discountCents) / 100,
    currency: "EUR",
    expires_at: session!.expiresAt.toISOString(),
  };
}

/** An open, unexpired checkout with its plan (the hosted page's data). */
export async function openCheckoutSession(db: Db, id: string) {
  const [row] = await db
    .select({ session: checkoutSession, plan })
    .from(checkoutSession)
    .innerJoin(plan, eq(plan.id, checkoutSession.planId))
    .where(eq(checkoutSession.id, id));
  if (!row) throw new AppError("common.not_found");
  if (row.session.status !== "open" || row.session.expiresAt.getTime() < Date.now())
    throw new AppError("billing.checkout_closed");
  return row;
}

export async function applyCheckoutCoupon(db: Db, id: string, code: string) {
  const { session, plan: p } = await openCheckoutSession(db, id);
  const audience = p.audience === "supplier" ? "supplier" : "client";
  const discount = await resolveCoupon(db, code, session.amountCents, audience);
  await db
    .update(checkoutSession)
    .set({ couponId: discount.id, discountCents: discount.discountCents })
    .where(eq(checkoutSession.id, id));
}

/** Provider side of a successful payment: closes the checkout once, then tells the merchant by webhook. */
export async function completeCheckout(db: Db, provider: LocalBillingProvider, id: string) {
  const [done] = await db
    .update(checkoutSession)
    .set({ status: "paid", completedAt: sql`now()`, lastError: null })
    .where(and(eq(checkoutSession.id, id), eq(checkoutSession.status, "open")))
    .returning({ returnPath: checkoutSession.returnPath });
  if (!done) throw new AppError("billing.checkout_closed");
  await provider.emit({ type: "checkout.completed", data: { checkout_session_id: id } });
  return done.returnPath;
}

export async function recordCheckoutFailure(db: Db, id: string, reason: string) {
  await db.update(checkoutSession).set({ lastError: reason }).where(eq(checkoutSession.id, id));
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Merchant side: applies a verified event once (a replayed event id changes nothing). */
export async function handleBillingEvent(
  db: Db,
  providerName: string,
  event: BillingEvent,
): Promise<{ duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingEvent)
      .values({ id: event.id, provider: providerName, type: event.type, payload: event })
      .onConflictDoNothing()
      .returning({ id: billingEvent.id });
    if (inserted.length === 0) return { duplicate: true };
    if (event.type === "checkout.completed") {
      await applyCheckoutCompleted(
        tx,
        event.data.checkout_session_id,
        event.data.customer_ref ?? null,
        event.data.subscription_ref ?? null,
      );
    }
    if (event.type === "subscription.updated") {
      await tx
        .update(subscription)
        .set({ cancelAtPeriodEnd: event.data.cancel_at_period_end, updatedAt: sql`now()` })
        .where(eq(subscription.companyId, event.data.company_id));
    }
    return { duplicate: false };
  });
}

async function applyCheckoutCompleted(
  tx: Tx,
  checkoutId: string,
  customerRef: string | null,
  subscriptionRef: string | null,
) {
  const [row] = await tx
    .update(checkoutSession)
    .set({ status: "paid", completedAt: sql`coalesce(${checkoutSession.completedAt}, now())` })
    .where(and(eq(checkoutSession.id, checkoutId), inArray(checkoutSession.status, ["open", "paid"])))
    .returning();
  if (!row) return;
  const [p] = await tx.select().from(plan).where(eq(plan.id, row.planId));
  const session = row;
  const [existing] = await tx
    .select({ id: invoice.id })
    .from(invoice)
    .where(eq(invoice.checkoutSessionId, checkoutId));
  if (existing) return;
  const start = new Date();
  const end = new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate()));
  await startPlan(tx, session.companyId, p!, isoDay(end), `checkout:${checkoutId}`);
  await tx
    .update(subscription)
    .set({
      provider: session.provider,
      ...(session.addon ? { assumeAddon: true } : {}),
      ...(customerRef ? { providerCustomerId: customerRef } : {}),
      ...(subscriptionRef ? { providerSubscriptionId: subscriptionRef } : {}),
    })
    .where(eq(subscription.companyId, session.companyId));
  if (session.couponId) {
    await tx
      .update(coupon)
      .set({ redemptions: sql`${coupon.redemptions} + 1` })
      .where(eq(coupon.id, session.couponId));
  }
  await tx.insert(invoice).values({
    number: sql`${String(start.getUTCFullYear())} || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0')`,
    companyId: session.companyId,
    checkoutSessionId: checkoutId,
    planId: p!.id,
    description: `${p!.name}${session.addon ? " + Assumi" : ""} (${formatDayMonthYear(start)} – ${formatDayMonthYear(end)})`,
    amountCents: session.amountCents,
    discountCents: session.discountCents,
    periodStart: isoDay(start),
    periodEnd: isoDay(end),
  });
}

/** §7 getCheckSubscriptionIsUpdated: non-empty once the company is on the plan, changed at or after the date (UTC). */
export async function checkSubscriptionUpdated(db: Db, companyId: number, planId: number, date: string) {
  const since = new Date(`${date.replace(" ", "T")}Z`);
  const rows = await db
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
  return rows.map((r) => ({ plan_id: r.planId, state: r.state, updated_at: r.updatedAt.toISOString() }));
}

export async function openPortal(
  db: Db,
  provider: BillingProvider,
  /** The public URL the buyer is on (lib/public-url.ts): the provider sends them back there. */
  origin: string,
  buyer: Buyer,
  returnPath: string,
) {
  const [row] = await db
    .insert(portalSession)
    .values({
      companyId: buyer.companyId,
      userId: buyer.userId,
      language: buyer.language,
      returnPath,
      expiresAt: new Date(Date.now() + PORTAL_TTL_MS),
    })
    .returning({ id: portalSession.id });
  const [sub] = await db
    .select({ customerRef: subscription.providerCustomerId })
    .from(subscription)
    .where(eq(subscription.companyId, buyer.companyId));
  return provider.startPortal({
    portalId: row!.id,
    companyId: buyer.companyId,
    customerRef: sub?.customerRef ?? null,
    returnUrl: `${origin}${returnPath}`,
  });
}

/** The portal's data: its session, the subscription and plan, the invoices, and the plans one can switch to. */
export async function portalData(db: Db, portalId: string) {
  const [session] = await db.select().from(portalSession).where(eq(portalSession.id, portalId));
  if (!session || session.expiresAt.getTime() < Date.now()) throw new AppError("billing.checkout_closed");
  const [sub] = await db
    .select({ subscription, plan })
    .from(subscription)
    .innerJoin(plan, eq(plan.id, subscription.planId))
    .where(eq(subscription.companyId, session.companyId));
  const invoices = await db
    .select()
    .from(invoice)
    .where(eq(invoice.companyId, session.companyId))
    .orderBy(desc(invoice.id))
    .limit(50);
  const audience = sub?.plan.audience ?? "client";
  const plans = (
    await db
      .select()
      .from(plan)
      .where(and(eq(plan.audience, audience), eq(plan.active, true)))
  ).filter((p) => Number(p.priceYear) > 0);
  return { session, sub, invoices, plans, language: normalizeLanguage(session.language) };
}
