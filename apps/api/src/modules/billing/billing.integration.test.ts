import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { billingEvent, checkoutSession, coupon, invoice, subscription } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { backfillFreePlans } from "../plans/service.ts";
import { localCheckout, TEST_CARD } from "./local-checkout-test-support.ts";
import { signPayload } from "./local-provider.ts";

describe("billing with the local provider", () => {
  const t = useTestApp();

  async function buyer(role: (typeof ROLE)[keyof typeof ROLE] = ROLE.CLIENT) {
    const session = await createUserAndLogin(t.database.db, t.app, role);
    await backfillFreePlans(t.database.db);
    return session;
  }
  const { open, pathOf, pay, credits, form, FORM } = localCheckout(t);

  it("upgrades a client through the hosted checkout with a test card", async () => {
    const client = await buyer();
    const res = await open(client.token, {
      plan_id: "2",
      plan_charge: "",
      request_purchase_plan_to_sales_id: "",
      addon: "",
      return_path: "/my_plans",
    });
    expect(res.statusCode).toBe(200);
    const checkout = res.json().data;
    expect(checkout).toMatchObject({ provider: "local", amount: 1490, currency: "EUR" });
    const page = await t.app.inject({ method: "GET", url: pathOf(checkout.url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Starter");
    expect(page.body).toContain("1490,00");
    const before = new Date(Date.now() - 1000).toISOString().replace("T", " ").slice(0, 19);
    const checkUpdated = () =>
      t.app.inject({
        method: "POST",
        url: "/api/billing/getCheckSubscriptionIsUpdated",
        payload: { plan_id: 2, date: before },
        headers: bearer(client.token),
      });
    expect((await checkUpdated()).json().data).toEqual([]);
    const paid = await pay(pathOf(checkout.url));
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/my_plans?checkout=success&session=${checkout.id}`);
    expect(await credits(client.token)).toMatchObject({
      namePlanCurrent: "Starter",
      idPlanCurrent: 2,
      state: 2,
      credits: 50,
      creditAvailable: 50,
      freePlan: false,
    });
    expect((await checkUpdated()).json().data).toEqual([expect.objectContaining({ plan_id: 2, state: 2 })]);
    const [inv] = await t.database.db.select().from(invoice);
    expect(inv).toMatchObject({ companyId: client.user.companyId, amountCents: 149000, discountCents: 0 });
    expect(must(inv, "inv").number).toMatch(/^\d{4}-\d{6}$/);
    expect(await t.database.db.select().from(billingEvent)).toHaveLength(1);
    // Paying the same checkout again is refused: the session is closed.
    const again = await pay(pathOf(checkout.url));
    expect(again.statusCode).toBe(410);
  });

  it("leaves the plan unchanged on a declined card, with a clear message", async () => {
    const client = await buyer();
    const checkout = (await open(client.token, { plan_id: "3" })).json().data;
    const declined = await pay(pathOf(checkout.url), { ...TEST_CARD, number: "4000 0000 0000 0002" });
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(pathOf(checkout.url));
    const page = await t.app.inject({ method: "GET", url: pathOf(checkout.url) });
    expect(page.body).toContain("La carta è stata rifiutata. Nessun addebito: il piano non è cambiato.");
    expect((await credits(client.token)).namePlanCurrent).toBe("Free");
    const realCard = await pay(pathOf(checkout.url), { ...TEST_CARD, number: "4111 1111 1111 1111" });
    expect(realCard.statusCode).toBe(303);
    expect((await t.app.inject({ method: "GET", url: pathOf(checkout.url) })).body).toContain(
      "solo le carte di prova",
    );
    expect((await pay(pathOf(checkout.url))).statusCode).toBe(303);
    expect((await credits(client.token)).namePlanCurrent).toBe("Business");
  });

  it("applies a coupon and the Assumi add-on", async () => {
    const client = await buyer();
    await t.database.db
      .insert(coupon)
      .values({ code: "BENVENUTO20", kind: "percent", value: 20, audience: "client", maxRedemptions: 5 });
    const checkout = (await open(client.token, { plan_id: "2", addon: "1" })).json().data;
    expect(checkout.amount).toBe(1490 + 490);
    const path = pathOf(checkout.url);
    const bad = await t.app.inject({
      method: "POST",
      url: `${path}/coupon`,
      payload: form({ coupon: "NOPE" }),
      headers: FORM,
    });
    expect(bad.statusCode).toBe(303);
    expect((await t.app.inject({ method: "GET", url: path })).body).toContain("Codice sconto non valido");
    await t.app.inject({
      method: "POST",
      url: `${path}/coupon`,
      payload: form({ coupon: "benvenuto20" }),
      headers: FORM,
    });
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.body).toContain("BENVENUTO20");
    expect(page.body).toContain("1584,00");
    await pay(path);
    const [inv] = await t.database.db.select().from(invoice);
    expect(inv).toMatchObject({ amountCents: 198000, discountCents: 39600 });
    const [c] = await t.database.db.select().from(coupon);
    expect(must(c, "c").redemptions).toBe(1);
    const data = await credits(client.token);
    expect(data.assumePlan).toBe(1);
    expect(
      data.limitations.find((l: { state_function: string }) => l.state_function === "accademy_profiles")
        .blocked,
    ).toBe(false);
  });

  it("sells plan 8 to suppliers with its charge code, and only plans of their audience", async () => {
    const supplier = await buyer(ROLE.SUPPLIER);
    expect((await open(supplier.token, { plan_id: "8", plan_charge: "wrong-charge" })).statusCode).toBe(400);
    const clientPlan = await open(supplier.token, { plan_id: "2" });
    expect(clientPlan.json()).toMatchObject({
      code: "billing.plan_not_available",
      errors: [{ field: "plan_id" }],
    });
    expect((await open(supplier.token, { plan_id: "13" })).statusCode).toBe(400);
    const checkout = (
      await open(supplier.token, { plan_id: "8", plan_charge: "piano-fornitori-cost" })
    ).json().data;
    await pay(pathOf(checkout.url));
    const status = (
      await t.app.inject({
        method: "GET",
        url: "/api/company/getPlanStatus",
        headers: bearer(supplier.token),
      })
    ).json().data;
    expect(status).toMatchObject({
      idPlanCurrent: 8,
      namePlanCurrent: "Fornitore Pro",
      planStatus: 1,
      freePlan: false,
      transactionFee: 5,
    });
    expect(status.numberDay).toBeGreaterThan(360);
  });

  it("lets only company owners open a checkout or the portal", async () => {
    for (const role of [ROLE.CLIENT_EMPLOYEES, ROLE.ADMINISTRATOR, ROLE.SUPPLIER_EMPLOYEES]) {
      const { token } = await buyer(role);
      expect((await open(token, { plan_id: "2" })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: "GET", url: "/api/billing/getPortalSession", headers: bearer(token) }))
          .statusCode,
      ).toBe(403);
    }
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/billing/openCheckoutSubscription",
          payload: form({ plan_id: "2" }),
          headers: FORM,
        })
      ).statusCode,
    ).toBe(401);
    const client = await buyer();
    const invalid = await open(client.token, { plan_id: "abc" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].field).toBe("plan_id");
  });

  it("applies a webhook once, and refuses forged or stale ones", async () => {
    const client = await buyer();
    const checkout = (await open(client.token, { plan_id: "2" })).json().data;
    await t.database.db
      .update(checkoutSession)
      .set({ status: "paid" })
      .where(eq(checkoutSession.id, checkout.id));
    const secret = t.ctx.config.BILLING_WEBHOOK_SECRET;
    const body = JSON.stringify({
      id: "evt_test_1",
      type: "checkout.completed",
      created: 1,
      data: { checkout_session_id: checkout.id },
    });
    const post = (payload: string, signature: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/billing/webhook",
        payload,
        headers: { "content-type": "application/json", "x-marketplace-signature": signature },
      });
    const first = await post(body, signPayload(must(secret, "secret"), body));
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    const replay = await post(body, signPayload(must(secret, "secret"), body));
    expect(replay.json().data).toEqual({ received: true, duplicate: true });
    expect(await t.database.db.select().from(invoice)).toHaveLength(1);
    const forged = JSON.stringify({
      id: "evt_forged",
      type: "subscription.updated",
      created: 1,
      data: { company_id: client.user.companyId, cancel_at_period_end: true },
    });
    const wrong = await post(forged, signPayload("not-the-secret", forged));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("billing.invalid_signature");
    const stale = await post(
      forged,
      signPayload(must(secret, "secret"), forged, Math.floor(Date.now() / 1000) - 3600),
    );
    expect(stale.statusCode).toBe(400);
    const tampered = await post(forged.replace("true", "false"), signPayload(must(secret, "secret"), forged));
    expect(tampered.statusCode).toBe(400);
    const [sub] = await t.database.db
      .select()
      .from(subscription)
      .where(eq(subscription.companyId, client.user.companyId));
    expect(must(sub, "sub").cancelAtPeriodEnd).toBe(false);
    expect((await t.database.db.select().from(billingEvent)).map((e) => e.id)).toEqual(["evt_test_1"]);
  });

  it("runs the portal: cancel at period end, resume, change plan and download receipts", async () => {
    const client = await buyer();
    await pay(pathOf((await open(client.token, { plan_id: "2" })).json().data.url));
    const portal = await t.app.inject({
      method: "GET",
      url: "/api/billing/getPortalSession?return_path=/my_plans",
      headers: bearer(client.token),
    });
    const path = pathOf(portal.json().data.url);
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.body).toContain("Starter");
    expect(page.body).toContain("Disdici a fine periodo");
    await t.app.inject({ method: "POST", url: `${path}/cancel` });
    const cancelled = await t.database.db
      .select()
      .from(subscription)
      .where(eq(subscription.companyId, client.user.companyId));
    expect(must(cancelled[0], "cancelled[0]").cancelAtPeriodEnd).toBe(true);
    const credits = await t.app.inject({
      method: "GET",
      url: "/api/company/getNumberCredits",
      headers: bearer(client.token),
    });
    expect(credits.json().data).toMatchObject({ namePlanCurrent: "Starter", cancel_at_period_end: true });
    expect((await t.app.inject({ method: "GET", url: path })).body).toContain("non verrà rinnovato");
    await t.app.inject({ method: "POST", url: `${path}/resume` });
    expect(
      must(
        (
          await t.database.db
            .select()
            .from(subscription)
            .where(eq(subscription.companyId, client.user.companyId))
        )[0],
        "the client's subscription",
      ).cancelAtPeriodEnd,
    ).toBe(false);
    const [inv] = await t.database.db.select().from(invoice);
    const pdf = await t.app.inject({ method: "GET", url: `${path}/invoices/${must(inv, "inv").id}.pdf` });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const change = await t.app.inject({
      method: "POST",
      url: `${path}/change`,
      payload: form({ plan_id: "3" }),
      headers: FORM,
    });
    expect(change.statusCode).toBe(303);
    expect(change.headers.location).toMatch(/^\/api\/billing\/local\/checkout\/[0-9a-f-]{36}$/);
    const other = await buyer();
    const otherPortal = pathOf(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/billing/getPortalSession",
          headers: bearer(other.token),
        })
      ).json().data.url,
    );
    expect(
      (await t.app.inject({ method: "GET", url: `${otherPortal}/invoices/${must(inv, "inv").id}.pdf` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/billing/local/portal/6f1c1a52-0000-4000-8000-00000000abcd",
        })
      ).statusCode,
    ).toBe(410);
  });
});
