import { must, ROLE } from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { company, coupon, plan, subscription } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { backfillFreePlans, spendCredit } from "./service.ts";

const FORM = { "content-type": "application/x-www-form-urlencoded" };

describe("plan account: alerts, ledger, invoices", () => {
  const t = useTestApp();

  it("lists credit history and invoices, and downloads the company's own receipts only", async () => {
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    await backfillFreePlans(t.database.db);
    await spendCredit(t.database.db, {
      companyId: client.user.companyId,
      userId: client.user.id,
      functionState: "download_cv",
      reference: "profile:12",
    });
    const ledger = await t.app.inject({
      method: "GET",
      url: "/api/plans/ledger?limit=1",
      headers: bearer(client.token),
    });
    expect(ledger.json().data).toMatchObject({
      total: 2,
      page: 1,
      limit: 1,
      items: [{ delta: -1, reason: "spend", function_state: "download_cv", reference: "profile:12" }],
    });
    const checkout = await t.app.inject({
      method: "POST",
      url: "/api/billing/openCheckoutSubscription",
      payload: "plan_id=2",
      headers: { ...bearer(client.token), ...FORM },
    });
    await t.app.inject({
      method: "POST",
      url: `${new URL(checkout.json().data.url).pathname}/pay`,
      payload: "holder=A+R&number=4242424242424242&expiry=12%2F30&cvc=123",
      headers: FORM,
    });
    const invoices = (
      await t.app.inject({ method: "GET", url: "/api/plans/invoices", headers: bearer(client.token) })
    ).json().data;
    expect(invoices).toMatchObject({ total: 1, items: [{ amount: 1490, discount: 0, total: 1490 }] });
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/plans/invoices/${invoices.items[0].id}/receipt.pdf`,
      headers: bearer(client.token),
    });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const other = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/plans/invoices/${invoices.items[0].id}/receipt.pdf`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/plans/ledger" })).statusCode).toBe(401);
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/plans/invoices", headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(403);
  });

  it("alerts an expired supplier towards the checkout, and an incomplete profile towards the company page", async () => {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    await backfillFreePlans(t.database.db);
    await t.database.db
      .update(company)
      .set({ profiled: false })
      .where(eq(company.id, supplier.user.companyId));
    await t.database.db.update(subscription).set({ state: 4, planId: 8, expiresOn: sql`current_date - 1` });
    const alerts = await t.app.inject({
      method: "GET",
      url: "/api/plans/alerts",
      headers: bearer(supplier.token),
    });
    expect(alerts.json().data).toEqual([
      { code: "plan_expired", action: 6 },
      { code: "complete_profile", action: 4 },
    ]);
  });
});

describe("staff: subscriptions, plans, coupons", () => {
  const t = useTestApp();

  it("lists companies' subscriptions with search and state filters, for staff only", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    await t.database.db
      .update(company)
      .set({ name: "Banca Alfa" })
      .where(eq(company.id, client.user.companyId));
    await backfillFreePlans(t.database.db);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/subscriptions?search=alfa",
      headers: bearer(admin.token),
    });
    expect(res.json().data).toMatchObject({
      total: 1,
      items: [
        {
          company_name: "Banca Alfa",
          plan_name: "Free",
          state: 2,
          credit_available: 5,
          expires: "9999-12-31",
        },
      ],
    });
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/admin/subscriptions?state=4",
          headers: bearer(admin.token),
        })
      ).json().data.total,
    ).toBe(0);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/subscriptions", headers: bearer(client.token) }))
        .statusCode,
    ).toBe(403);
  });

  it("lets the Administrator edit plans and manage coupons", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const manager = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    const edit = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/plans/2",
      payload: { price: 1590, credits: 60 },
      headers: bearer(admin.token),
    });
    expect(edit.statusCode).toBe(200);
    const [starter] = await t.database.db.select().from(plan).where(eq(plan.id, 2));
    expect(starter).toMatchObject({ priceYear: "1590.00", creditsYear: 60, name: "Starter" });
    expect(
      (
        await t.app.inject({
          method: "PATCH",
          url: "/api/admin/plans/2",
          payload: { price: 1 },
          headers: bearer(manager.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "PATCH",
          url: "/api/admin/plans/999",
          payload: { price: 1 },
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "PATCH",
          url: "/api/admin/plans/2",
          payload: { transaction_fee: 300 },
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(400);
    // An empty edit is a clear 400 naming the rule (an empty SET used to fail in the database: 500).
    const empty = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/plans/2",
      payload: {},
      headers: bearer(admin.token),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: "validation.failed",
      errors: [
        { field: "", code: "validation.no_changes", message: "Indica almeno un campo da modificare." },
      ],
    });

    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/coupons",
      payload: { code: "estate26", kind: "percent", value: 15, audience: "client", max_redemptions: 10 },
      headers: bearer(admin.token),
    });
    expect(created.json().data).toMatchObject({
      code: "ESTATE26",
      kind: "percent",
      value: 15,
      redemptions: 0,
      active: true,
    });
    const duplicate = await t.app.inject({
      method: "POST",
      url: "/api/admin/coupons",
      payload: { code: "ESTATE26", kind: "amount", value: 100 },
      headers: bearer(admin.token),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors[0].field).toBe("code");
    const tooMuch = await t.app.inject({
      method: "POST",
      url: "/api/admin/coupons",
      payload: { code: "MEGA", kind: "percent", value: 150 },
      headers: bearer(admin.token),
    });
    expect(tooMuch.json().errors[0].field).toBe("value");
    const off = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/coupons/${created.json().data.id}`,
      payload: { active: false },
      headers: bearer(admin.token),
    });
    expect(off.json().data.active).toBe(false);
    expect(
      (
        await t.app.inject({ method: "GET", url: "/api/admin/coupons", headers: bearer(manager.token) })
      ).json().data,
    ).toHaveLength(1);
    expect(must((await t.database.db.select().from(coupon))[0], "the coupon").active).toBe(false);
  });
});
