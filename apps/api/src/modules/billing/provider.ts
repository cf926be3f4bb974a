import type { checkoutSession, plan } from "../../db/schema/index.ts";

/** Provider events, normalised: what the merchant side applies (once per id). */
export type BillingEvent =
  | {
      id: string;
      type: "checkout.completed";
      created: number;
      data: { checkout_session_id: string; customer_ref?: string | null; subscription_ref?: string | null };
    }
  | {
      id: string;
      type: "subscription.updated";
      created: number;
      data: { company_id: number; cancel_at_period_end: boolean };
    };

export type CheckoutStart = {
  session: typeof checkoutSession.$inferSelect;
  plan: typeof plan.$inferSelect;
  successUrl: string;
  cancelUrl: string;
  customerRef: string | null;
  customerEmail: string | null;
};

export type PortalStart = {
  portalId: string;
  companyId: number;
  customerRef: string | null;
  returnUrl: string;
};

/** A subscription-billing provider: hosted checkout, hosted portal, signed webhooks. */
export interface BillingProvider {
  readonly name: "local" | "stripe";
  /** The header that carries the webhook signature. */
  readonly signatureHeader: string;
  startCheckout(input: CheckoutStart): Promise<{ url: string; providerRef: string | null }>;
  startPortal(input: PortalStart): Promise<{ url: string }>;
  /** Verifies the signature over the raw body and returns the normalised event (throws billing.invalid_signature). */
  parseWebhook(body: string, signature: string | undefined): Promise<BillingEvent | null>;
}
