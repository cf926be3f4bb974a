import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoice, subscription } from "../../db/schema/index.ts";
import { bearer, createTestApp, createUserAndLogin, type TestHarness } from "../../test/app.ts";
import { resetDatabase } from "../../test/database.ts";
import { backfillFreePlans } from "../plans/service.ts";

const WEBHOOK_SECRET = "whsec_test_secret_for_offline_tests";
type Captured = { method: string; path: string; form: URLSearchParams; auth: string | undefined };
const captured: Captured[] = [];
let server: Server;
let t: TestHarness;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (c) => {
      data += c;
    });
    req.on("end", () => resolve(data));
  });
}

beforeAll(async () => {
  // A stand-in for the Stripe API: records each request and answers like Stripe would.
  server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    captured.push({ method: req.method ?? "", path: req.url ?? "", form, auth: req.headers.authorization });
    res.setHeader("content-type", "application/json");
    if (req.url === "/v1/checkout/sessions") {
      res.end(
        JSON.stringify({
          id: "cs_test_a1",
          object: "checkout.session",
          url: "https://checkout.stripe.test/c/pay/cs_test_a1",
        }),
      );
    } else if (req.url === "/v1/billing_portal/sessions") {
      res.end(
        JSON.stringify({
          id: "bps_1",
          object: "billing_portal.session",
          url: "https://billing.stripe.test/p/session/bps_1",
        }),
      );
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "unknown path" } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  t = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_offline",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
  await resetDatabase(t.database);
});

afterAll(async () => {
  await t.app.close();
  await t.ctx.bus.close();
  await new Promise((resolve) => server.close(resolve));
});

const stripe = new Stripe("sk_test_offline");
function signed(event: object) {
  const payload = JSON.stringify(event);
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}
const postWebhook = (payload: string, header: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/billing/webhook",
    payload,
    headers: { "content-type": "application/json", "stripe-signature": header },
  });

describe("billing with Stripe (offline)", () => {
  it("creates a subscription-mode Checkout Session, applies the signed completion once, and opens the portal", async () => {
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    await backfillFreePlans(t.database.db);
    const portalBefore = await t.app.inject({
      method: "GET",
      url: "/api/billing/getPortalSession",
      headers: bearer(client.token),
    });
    expect(portalBefore.json().code).toBe("billing.no_customer");

    const open = await t.app.inject({
      method: "POST",
      url: "/api/billing/openCheckoutSubscription",
      payload: "plan_id=3&addon=1&return_path=%2Fmy_plans",
      headers: { ...bearer(client.token), "content-type": "application/x-www-form-urlencoded" },
    });
    expect(open.json().data).toMatchObject({
      provider: "stripe",
      url: "https://checkout.stripe.test/c/pay/cs_test_a1",
      amount: 4390,
    });
    const request = must(
      captured.find((c) => c.path === "/v1/checkout/sessions"),
      "the checkout session request",
    );
    expect(request.auth).toBe("Bearer sk_test_offline");
    expect(request.form.get("mode")).toBe("subscription");
    expect(request.form.get("line_items[0][price_data][unit_amount]")).toBe("439000");
    expect(request.form.get("line_items[0][price_data][recurring][interval]")).toBe("year");
    expect(request.form.get("line_items[0][price_data][product_data][name]")).toBe("Business + Assumi");
    expect(request.form.get("customer_email")).toBe(client.user.email);
    expect(request.form.get("success_url")).toBe(
      `http://app.test/my_plans?checkout=success&session=${open.json().data.id}`,
    );
    const checkoutId = must(request.form.get("client_reference_id"), "client_reference_id");

    const event = {
      id: "evt_stripe_1",
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: "cs_test_a1",
          object: "checkout.session",
          client_reference_id: checkoutId,
          metadata: { checkout_session_id: checkoutId },
          payment_status: "paid",
          customer: "cus_123",
          subscription: "sub_456",
        },
      },
    };
    const { payload, header } = signed(event);
    expect((await postWebhook(payload, header)).json().data).toEqual({ received: true, duplicate: false });
    expect((await postWebhook(payload, header)).json().data).toEqual({ received: true, duplicate: true });
    const [sub] = await t.database.db
      .select()
      .from(subscription)
      .where(eq(subscription.companyId, client.user.companyId));
    expect(sub).toMatchObject({
      planId: 3,
      state: 2,
      assumeAddon: true,
      provider: "stripe",
      providerCustomerId: "cus_123",
      providerSubscriptionId: "sub_456",
    });
    expect(await t.database.db.select().from(invoice)).toHaveLength(1);

    const portal = await t.app.inject({
      method: "GET",
      url: "/api/billing/getPortalSession?return_path=/my_plans",
      headers: bearer(client.token),
    });
    expect(portal.json().data.url).toBe("https://billing.stripe.test/p/session/bps_1");
    const portalRequest = must(
      captured.find((c) => c.path === "/v1/billing_portal/sessions"),
      "the portal session request",
    );
    expect(portalRequest.form.get("customer")).toBe("cus_123");
    expect(portalRequest.form.get("return_url")).toBe("http://app.test/my_plans");

    const cancel = signed({
      id: "evt_stripe_2",
      object: "event",
      type: "customer.subscription.updated",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: "sub_456",
          object: "subscription",
          cancel_at_period_end: true,
          metadata: { company_id: String(client.user.companyId) },
        },
      },
    });
    await postWebhook(cancel.payload, cancel.header);
    const [after] = await t.database.db
      .select()
      .from(subscription)
      .where(eq(subscription.companyId, client.user.companyId));
    expect(must(after, "after").cancelAtPeriodEnd).toBe(true);
  });

  it("names the product in the buyer's language (issue 20)", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER, { language: "en" });
    await backfillFreePlans(t.database.db);
    const open = await t.app.inject({
      method: "POST",
      url: "/api/billing/openCheckoutSubscription",
      payload: "plan_id=8&plan_charge=piano-fornitori-cost&return_path=%2Fmy_plans_supplier",
      headers: { ...bearer(supplier.token), "content-type": "application/x-www-form-urlencoded" },
    });
    expect(open.statusCode, open.body).toBe(200);
    const request = must(captured.at(-1), "the checkout session request");
    expect(request.path).toBe("/v1/checkout/sessions");
    expect(request.form.get("line_items[0][price_data][product_data][name]")).toBe("Supplier Pro");
    expect(request.form.get("locale")).toBe("en");
  });

  it("sells the Assumi add-on alone as a one-off payment that leaves the plan's subscription alone", async () => {
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    await backfillFreePlans(t.database.db);
    const yearOn = new Date(Date.now() + 364 * 86_400_000).toISOString().slice(0, 10);
    await t.database.db
      .update(subscription)
      .set({ planId: 3, expiresOn: yearOn, providerSubscriptionId: "sub_plan", providerCustomerId: "cus_9" })
      .where(eq(subscription.companyId, client.user.companyId));
    const open = await t.app.inject({
      method: "POST",
      url: "/api/billing/openCheckoutSubscription",
      payload: "plan_id=3&addon_alone=1&return_path=%2Fplans",
      headers: { ...bearer(client.token), "content-type": "application/x-www-form-urlencoded" },
    });
    expect(open.json().data.amount).toBe(490);
    const request = must(captured.at(-1), "the checkout session request");
    expect(request.form.get("mode")).toBe("payment");
    expect(request.form.get("line_items[0][price_data][recurring][interval]")).toBeNull();
    expect(request.form.get("subscription_data[metadata][checkout_session_id]")).toBeNull();
    expect(request.form.get("line_items[0][price_data][product_data][name]")).toBe(
      "Add-on Assumi per il piano Business",
    );
    const checkoutId = must(request.form.get("client_reference_id"), "client_reference_id");
    const { payload, header } = signed({
      id: "evt_stripe_addon",
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: "cs_test_a1",
          object: "checkout.session",
          client_reference_id: checkoutId,
          metadata: { checkout_session_id: checkoutId },
          payment_status: "paid",
          customer: "cus_9",
          subscription: null,
        },
      },
    });
    expect((await postWebhook(payload, header)).statusCode).toBe(200);
    const [sub] = await t.database.db
      .select()
      .from(subscription)
      .where(eq(subscription.companyId, client.user.companyId));
    expect(sub).toMatchObject({
      planId: 3,
      expiresOn: yearOn,
      assumeAddon: true,
      providerSubscriptionId: "sub_plan",
    });
  });

  it("rejects forged signatures and acknowledges events it does not use", async () => {
    const event = {
      id: "evt_x",
      object: "event",
      type: "checkout.session.completed",
      created: 1,
      data: { object: {} },
    };
    const payload = JSON.stringify(event);
    const forged = new Stripe("sk_test_offline").webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_someone_else",
    });
    const res = await postWebhook(payload, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("billing.invalid_signature");
    const other = signed({
      id: "evt_y",
      object: "event",
      type: "invoice.created",
      created: 1,
      data: { object: {} },
    });
    expect((await postWebhook(other.payload, other.header)).json().data).toEqual({
      received: true,
      duplicate: false,
    });
  });

  it("does not serve the local hosted pages when Stripe is configured", async () => {
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/billing/local/checkout/6f1c1a52-0000-4000-8000-00000000abcd",
        })
      ).statusCode,
    ).toBe(404);
  });
});
