import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditLedger, invoice, subscription } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { backfillFreePlans } from "../plans/service.ts";
import { localCheckout } from "./local-checkout-test-support.ts";

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Issue 20: a client with a paid plan buys the Assumi add-on alone, until its plan expires. */
describe("the Assumi add-on bought alone", () => {
  const t = useTestApp();

  const { open, pathOf, pay, credits, form, FORM } = localCheckout(t);
  const grantsOf = async (companyId: number) =>
    (await t.database.db.select().from(creditLedger).where(eq(creditLedger.companyId, companyId))).filter(
      (g) => g.reason === "grant",
    ).length;
  async function clientOnStarter(language: "it" | "en" = "it") {
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT, { language });
    await backfillFreePlans(t.database.db);
    const plan = (await open(client.token, { plan_id: "2", return_path: "/plans" })).json().data;
    expect((await pay(pathOf(plan.url))).statusCode).toBe(303);
    return client;
  }

  it("adds the add-on to the current plan for the rest of its year, without renewing the plan", async () => {
    const client = await clientOnStarter("en");
    const before = await credits(client.token);
    const grantsBefore = await grantsOf(client.user.companyId);
    expect(before).toMatchObject({ idPlanCurrent: 2, assumePlan: 0, credits: 50, addon_alone_price: 490 });

    const res = await open(client.token, { plan_id: "2", addon_alone: "1", return_path: "/plans" });
    expect(res.statusCode).toBe(200);
    const checkout = res.json().data;
    expect(checkout.amount).toBe(490);
    const page = await t.app.inject({ method: "GET", url: pathOf(checkout.url) });
    expect(page.body).toContain("Assumi add-on for the Starter plan · until the plan expires");
    expect(page.body).not.toContain("Yearly subscription");
    await t.database.db
      .update(subscription)
      .set({ updatedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(subscription.companyId, client.user.companyId));
    const startedAt = new Date(Date.now() - 1000).toISOString().replace("T", " ").slice(0, 19);
    expect((await pay(pathOf(checkout.url))).statusCode).toBe(303);
    // The page waiting for the purchase learns that the subscription changed.
    const updated = await t.app.inject({
      method: "POST",
      url: "/api/billing/getCheckSubscriptionIsUpdated",
      payload: { plan_id: 2, date: startedAt },
      headers: bearer(client.token),
    });
    expect(updated.json().data).toEqual([expect.objectContaining({ plan_id: 2, state: 2 })]);

    const after = await credits(client.token);
    expect(after).toMatchObject({ idPlanCurrent: 2, assumePlan: 1, credits: 50, addon_alone_price: null });
    expect(after.limit).toBe(before.limit);
    expect(await grantsOf(client.user.companyId)).toBe(grantsBefore);
    const invoices = await t.database.db
      .select()
      .from(invoice)
      .where(eq(invoice.companyId, client.user.companyId));
    const addonInvoice = invoices.find((i) => i.amountCents === 49_000);
    expect(addonInvoice?.description).toMatch(/^Add-on Assumi per il piano Starter \(/);
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/plans/invoices",
      headers: bearer(client.token),
    });
    const descriptions = listed.json().data.items.map((i: { description: string }) => i.description);
    expect(descriptions).toContainEqual(expect.stringMatching(/^Assumi add-on for the Starter plan \(/));

    // Bought once: a second purchase is refused with a clear message on the field.
    const again = await open(client.token, { plan_id: "2", addon_alone: "1" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: "billing.addon_not_available" });
  });

  it("charges the days left when the plan expires sooner", async () => {
    const client = await clientOnStarter();
    const in29 = isoDay(new Date(Date.now() + 29 * 86_400_000));
    await t.database.db
      .update(subscription)
      .set({ expiresOn: in29 })
      .where(eq(subscription.companyId, client.user.companyId));
    const expected = Math.round((49_000 * 30) / 365) / 100;
    expect((await credits(client.token)).addon_alone_price).toBe(expected);
    const checkout = (await open(client.token, { plan_id: "2", addon_alone: "true" })).json().data;
    expect(checkout.amount).toBe(expected);
    await pay(pathOf(checkout.url));
    const [inv] = await t.database.db
      .select()
      .from(invoice)
      .where(eq(invoice.amountCents, Math.round((49_000 * 30) / 365)));
    expect(inv?.periodEnd).toBe(in29);
  });

  it("is refused without a paid plan, for another plan than the current one, and to suppliers", async () => {
    const free = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    await backfillFreePlans(t.database.db);
    expect((await credits(free.token)).addon_alone_price).toBeNull();
    const onFree = await open(free.token, { plan_id: "1", addon_alone: "1" });
    expect(onFree.statusCode).toBe(409);
    expect(onFree.json().errors).toEqual([
      expect.objectContaining({ field: "addon_alone", code: "billing.addon_not_available" }),
    ]);

    const starter = await clientOnStarter();
    expect((await open(starter.token, { plan_id: "3", addon_alone: "1" })).statusCode).toBe(409);

    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    await backfillFreePlans(t.database.db);
    expect((await open(supplier.token, { plan_id: "8", addon_alone: "1" })).statusCode).toBe(409);
  });

  it("is for company owners only", async () => {
    for (const role of [ROLE.CLIENT_EMPLOYEES, ROLE.ADMINISTRATOR]) {
      const user = await createUserAndLogin(t.database.db, t.app, role);
      expect((await open(user.token, { plan_id: "2", addon_alone: "1" })).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/billing/openCheckoutSubscription",
      payload: form({ plan_id: "2", addon_alone: "1" }),
      headers: FORM,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
