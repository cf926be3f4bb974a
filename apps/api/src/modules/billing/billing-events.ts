import { invoiceLineText, must, NEVER_EXPIRES_ISO } from "@mkt/contracts";
import type { Db, Tx } from "../../db/client.ts";
import { findSubscription, startPlan } from "../plans/index.ts";
import type { BillingEvent } from "./provider.ts";
import {
  countCouponRedemption,
  findInvoiceOfCheckout,
  findPlan,
  insertInvoice,
  markCheckoutPaid,
  recordBillingEvent,
  setCancelAtPeriodEnd,
  setSubscriptionProvider,
} from "./queries.ts";

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Merchant side: applies a verified event once (a replayed event id changes nothing). */
export async function handleBillingEvent(
  db: Db,
  providerName: string,
  event: BillingEvent,
): Promise<{ duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await recordBillingEvent(tx, {
      id: event.id,
      provider: providerName,
      type: event.type,
      payload: event,
    });
    if (!inserted) return { duplicate: true };
    if (event.type === "checkout.completed") {
      await applyCheckoutCompleted(
        tx,
        event.data.checkout_session_id,
        event.data.customer_ref ?? null,
        event.data.subscription_ref ?? null,
      );
    }
    if (event.type === "subscription.updated") {
      await setCancelAtPeriodEnd(tx, event.data.company_id, event.data.cancel_at_period_end);
    }
    return { duplicate: false };
  });
}

/**
 * A paid checkout puts the company on its plan for a year (or, for the add-on bought alone, adds it to the plan the
 * company has, until that plan expires), counts the coupon and issues the invoice, once.
 */
async function applyCheckoutCompleted(
  tx: Tx,
  checkoutId: string,
  customerRef: string | null,
  subscriptionRef: string | null,
) {
  const session = await markCheckoutPaid(tx, checkoutId);
  if (!session) return;
  const found = await findPlan(tx, session.planId);
  const existing = await findInvoiceOfCheckout(tx, checkoutId);
  if (existing) return;
  const p = must(found, `plan ${session.planId} of checkout ${checkoutId}`);
  const start = new Date();
  const yearLater = isoDay(
    new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate())),
  );
  let end = yearLater;
  if (session.addonAlone) {
    const expiresOn = (await findSubscription(tx, session.companyId))?.subscription.expiresOn;
    if (expiresOn && expiresOn !== NEVER_EXPIRES_ISO) end = expiresOn;
    // The subscription changed (getCheckSubscriptionIsUpdated tells the waiting page the purchase went through).
    await setSubscriptionProvider(tx, session.companyId, {
      assumeAddon: true,
      updatedAt: start,
      ...(customerRef ? { providerCustomerId: customerRef } : {}),
    });
  } else {
    await startPlan(tx, session.companyId, p, end, `checkout:${checkoutId}`);
    await setSubscriptionProvider(tx, session.companyId, {
      provider: session.provider,
      ...(session.addon ? { assumeAddon: true } : {}),
      ...(customerRef ? { providerCustomerId: customerRef } : {}),
      ...(subscriptionRef ? { providerSubscriptionId: subscriptionRef } : {}),
    });
  }
  if (session.couponId) await countCouponRedemption(tx, session.couponId);
  await insertInvoice(tx, start.getUTCFullYear(), {
    companyId: session.companyId,
    checkoutSessionId: checkoutId,
    planId: p.id,
    // Stored in Italian as issued; readers get it in their language (invoiceDescription).
    description: invoiceLineText(
      { name: p.name, name_en: p.nameEn },
      session.addonAlone ? "alone" : session.addon,
      { start: isoDay(start), end },
      "it",
    ),
    amountCents: session.amountCents,
    discountCents: session.discountCents,
    periodStart: isoDay(start),
    periodEnd: end,
  });
}
