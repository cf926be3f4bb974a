import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { AppError } from "../../lib/app-error.ts";
import type { BillingEvent, BillingProvider, CheckoutStart, PortalStart } from "./provider.ts";

export const SIGNATURE_HEADER = "x-marketplace-signature";
const TOLERANCE_SECONDS = 300;

export type WebhookDelivery = (body: string, signature: string) => Promise<{ status: number }>;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme providers use. */
export function signPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/** Checks the signature and its age; a forged, altered or stale payload is refused. */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  now = Date.now(),
): BillingEvent {
  const parts = Object.fromEntries((header ?? "").split(",").map((p) => p.split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  const given = parts.v1 ?? "";
  if (!Number.isFinite(timestamp) || !/^[0-9a-f]{64}$/.test(given))
    throw new AppError("billing.invalid_signature");
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) throw new AppError("billing.invalid_signature");
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, "hex"))) throw new AppError("billing.invalid_signature");
  try {
    return JSON.parse(body) as BillingEvent;
  } catch {
    throw new AppError("billing.invalid_signature");
  }
}

/**
 * The built-in provider: it hosts the checkout and portal pages itself and tells the merchant side what happened
 * through signed webhooks posted to the webhook route, exactly as an external provider would.
 */
export class LocalBillingProvider implements BillingProvider {
  readonly name = "local" as const;
  readonly signatureHeader = SIGNATURE_HEADER;

  constructor(
    private readonly secret: string,
    private readonly deliver: WebhookDelivery,
  ) {}

  async startCheckout(input: CheckoutStart) {
    // The hosted pages live on the same public origin as the return address (the host the buyer is on).
    const origin = new URL(input.successUrl).origin;
    return { url: `${origin}/api/billing/local/checkout/${input.session.id}`, providerRef: null };
  }

  async startPortal(input: PortalStart) {
    return { url: `${new URL(input.returnUrl).origin}/api/billing/local/portal/${input.portalId}` };
  }

  async emit(
    event:
      | { type: "checkout.completed"; data: { checkout_session_id: string } }
      | { type: "subscription.updated"; data: { company_id: number; cancel_at_period_end: boolean } },
  ): Promise<void> {
    const full = { ...event, id: `evt_${randomUUID()}`, created: Math.floor(Date.now() / 1000) };
    const body = JSON.stringify(full);
    const result = await this.deliver(body, signPayload(this.secret, body));
    if (result.status >= 300) throw new Error(`webhook delivery failed with ${result.status}`);
  }

  async parseWebhook(body: string, header: string | undefined): Promise<BillingEvent> {
    return verifySignature(this.secret, body, header);
  }
}
