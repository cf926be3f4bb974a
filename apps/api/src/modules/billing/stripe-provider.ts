import { addonAloneProductName, planProductName } from "@mkt/contracts";
import Stripe from "stripe";
import { AppError } from "../../lib/app-error.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import type { BillingEvent, BillingProvider, CheckoutStart, PortalStart } from "./provider.ts";

const ref = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * Stripe: Checkout Sessions in subscription mode, the Customer Portal, and webhooks verified with the SDK.
 * `apiBase` points the SDK at another server (tests run a local one).
 */
export class StripeBillingProvider implements BillingProvider {
  readonly name = "stripe" as const;
  readonly signatureHeader = "stripe-signature";
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    apiBase?: string,
  ) {
    const base = apiBase ? new URL(apiBase) : undefined;
    this.stripe = new Stripe(
      secretKey,
      base
        ? {
            host: base.hostname,
            port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
            protocol: base.protocol === "http:" ? "http" : "https",
            maxNetworkRetries: 0,
          }
        : {},
    );
  }

  async startCheckout(input: CheckoutStart) {
    const { session, plan } = input;
    const metadata = { checkout_session_id: session.id, company_id: String(session.companyId) };
    const language = normalizeLanguage(session.language);
    const names = { name: plan.name, name_en: plan.nameEn };
    // The add-on bought alone is a one-off payment for the rest of the plan's period, not a second subscription.
    const alone = session.addonAlone;
    const created = await this.stripe.checkout.sessions.create({
      mode: alone ? "payment" : "subscription",
      client_reference_id: session.id,
      metadata,
      ...(alone ? { payment_intent_data: { metadata } } : { subscription_data: { metadata } }),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "eur",
            unit_amount: session.amountCents - session.discountCents,
            ...(alone ? {} : { recurring: { interval: "year" as const } }),
            // The product name in the buyer's language (issue 20): Stripe shows it on its pages and receipts.
            product_data: {
              name: alone
                ? addonAloneProductName(names, language)
                : planProductName(names, session.addon, language),
            },
          },
        },
      ],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      locale: language,
      ...(input.customerRef
        ? { customer: input.customerRef }
        : input.customerEmail
          ? { customer_email: input.customerEmail }
          : {}),
    });
    if (!created.url) throw new Error("Stripe returned a checkout session without a URL");
    return { url: created.url, providerRef: created.id };
  }

  async startPortal(input: PortalStart) {
    if (!input.customerRef) throw new AppError("billing.no_customer");
    const portal = await this.stripe.billingPortal.sessions.create({
      customer: input.customerRef,
      return_url: input.returnUrl,
    });
    return { url: portal.url };
  }

  async parseWebhook(body: string, signature: string | undefined): Promise<BillingEvent | null> {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(body, signature ?? "", this.webhookSecret);
    } catch {
      throw new AppError("billing.invalid_signature");
    }
    if (event.type === "checkout.session.completed") {
      const s = event.data.object;
      const id = s.metadata?.checkout_session_id ?? s.client_reference_id;
      if (!id || s.payment_status === "unpaid") return null;
      return {
        id: event.id,
        type: "checkout.completed",
        created: event.created,
        data: {
          checkout_session_id: id,
          customer_ref: ref(s.customer),
          subscription_ref: ref(s.subscription),
        },
      };
    }
    if (event.type === "customer.subscription.updated") {
      const sub = event.data.object;
      const companyId = Number(sub.metadata?.company_id);
      if (!Number.isInteger(companyId) || companyId <= 0) return null;
      return {
        id: event.id,
        type: "subscription.updated",
        created: event.created,
        data: { company_id: companyId, cancel_at_period_end: sub.cancel_at_period_end },
      };
    }
    return null;
  }
}
