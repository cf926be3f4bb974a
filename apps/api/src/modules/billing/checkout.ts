import { ASSUMI_ADDON_PRICE_CENTS, type Language, must } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import type { AuthContext } from "../auth/index.ts";
import { addonAlonePrice, audienceOf, findSubscription } from "../plans/index.ts";
import { resolveCoupon } from "./coupons.ts";
import type { LocalBillingProvider } from "./local-provider.ts";
import { appendQuery } from "./pages.ts";
import type { BillingProvider } from "./provider.ts";
import {
  closeOpenCheckoutAsPaid,
  findCheckoutWithPlan,
  findCouponCode,
  findCustomerRef,
  findPlan,
  insertCheckoutSession,
  setCheckoutCoupon,
  setCheckoutError,
  setCheckoutProviderRef,
} from "./queries.ts";

const CHECKOUT_TTL_MS = 30 * 60_000;
export const ADDON_PRICE_CENTS = ASSUMI_ADDON_PRICE_CENTS;

const cents = (eur: string | number) => Math.round(Number(eur) * 100);

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
    addon_alone?: boolean | undefined;
    coupon?: string | undefined;
    return_path?: string | undefined;
    request_purchase_plan_to_sales_id?: number | undefined;
  },
) {
  const audience = audienceOf(buyer.companyType);
  const target = await findPlan(db, input.plan_id);
  const refuse = () =>
    new AppError("billing.plan_not_available", {
      fieldErrors: [{ field: "plan_id", code: "billing.plan_not_available", message: "" }],
    });
  let price: number;
  if (input.addon_alone) {
    // The add-on alone, for the plan the company has, until it expires (contracts addonAlonePriceCents).
    const sub = await findSubscription(db, buyer.companyId);
    const alone = audience === "client" && sub && sub.plan.id === target?.id ? addonAlonePrice(sub) : null;
    if (alone === null)
      throw new AppError("billing.addon_not_available", {
        fieldErrors: [{ field: "addon_alone", code: "billing.addon_not_available", message: "" }],
      });
    price = cents(alone);
  } else {
    if (!target?.active || target.audience !== audience || Number(target.priceYear) <= 0) throw refuse();
    if (input.plan_charge && input.plan_charge !== target.chargeCode) throw refuse();
    price = cents(target.priceYear) + (input.addon ? ADDON_PRICE_CENTS : 0);
  }
  if (!target) throw refuse();
  const discount = input.coupon ? await resolveCoupon(db, input.coupon, price, audience ?? "client") : null;
  const session = must(
    await insertCheckoutSession(db, {
      companyId: buyer.companyId,
      userId: buyer.userId,
      planId: target.id,
      addon: input.addon || Boolean(input.addon_alone),
      addonAlone: Boolean(input.addon_alone),
      couponId: discount?.id ?? null,
      amountCents: price,
      discountCents: discount?.discountCents ?? 0,
      language: buyer.language,
      returnPath: input.return_path ?? "/",
      salesRequestId: input.request_purchase_plan_to_sales_id ?? null,
      provider: provider.name,
      expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
    }),
    "the inserted checkout session",
  );
  const returnPath = session.returnPath;
  const customerRef = await findCustomerRef(db, buyer.companyId);
  const started = await provider.startCheckout({
    session,
    plan: target,
    successUrl: `${origin}${appendQuery(returnPath, `checkout=success&session=${session.id}`)}`,
    cancelUrl: `${origin}${appendQuery(returnPath, "checkout=cancelled")}`,
    customerRef,
    customerEmail: buyer.email,
  });
  if (started.providerRef) await setCheckoutProviderRef(db, session.id, started.providerRef);
  return {
    id: session.id,
    provider: provider.name,
    url: started.url,
    amount: (session.amountCents - session.discountCents) / 100,
    currency: "EUR",
    expires_at: session.expiresAt.toISOString(),
  };
}

/** An open, unexpired checkout with its plan (the hosted page's data). */
export async function openCheckoutSession(db: Db, id: string) {
  const row = await findCheckoutWithPlan(db, id);
  if (!row) throw new AppError("common.not_found");
  if (row.session.status !== "open" || row.session.expiresAt.getTime() < Date.now())
    throw new AppError("billing.checkout_closed");
  return row;
}

/** The hosted checkout page's data: the open checkout, its plan and the code of the coupon applied, if any. */
export async function checkoutPageData(db: Db, id: string) {
  const view = await openCheckoutSession(db, id);
  const couponCode = view.session.couponId ? await findCouponCode(db, view.session.couponId) : undefined;
  return { ...view, couponCode: couponCode ?? null };
}

export async function applyCheckoutCoupon(db: Db, id: string, code: string) {
  const { session, plan: p } = await openCheckoutSession(db, id);
  const audience = p.audience === "supplier" ? "supplier" : "client";
  const discount = await resolveCoupon(db, code, session.amountCents, audience);
  await setCheckoutCoupon(db, id, discount.id, discount.discountCents);
}

/** Provider side of a successful payment: closes the checkout once, then tells the merchant by webhook. */
export async function completeCheckout(db: Db, provider: LocalBillingProvider, id: string) {
  const done = await closeOpenCheckoutAsPaid(db, id);
  if (!done) throw new AppError("billing.checkout_closed");
  await provider.emit({ type: "checkout.completed", data: { checkout_session_id: id } });
  return done.returnPath;
}

export async function recordCheckoutFailure(db: Db, id: string, reason: string) {
  await setCheckoutError(db, id, reason);
}
