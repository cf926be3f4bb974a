import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoice } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { backfillFreePlans } from "../plans/service.ts";

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const CARD = { holder: "Anna Rossi", number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };
const day = (iso: string) => iso.split("-").reverse().join("/");

describe("invoices in the reader's language (issue 20)", () => {
  const t = useTestApp();
  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, ...(token ? { headers: bearer(token) } : {}) });
  const setLanguage = (token: string, language: "it" | "en") =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/updateLanguage",
      payload: { language },
      headers: bearer(token),
    });

  /** A supplier that bought Fornitore Pro (plan 8, "Supplier Pro" in English) with the Assumi add-on. */
  async function supplierWithInvoice() {
    const supplier = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    await backfillFreePlans(t.database.db);
    const opened = await t.app.inject({
      method: "POST",
      url: "/api/billing/openCheckoutSubscription",
      payload: form({ plan_id: "8", plan_charge: "piano-fornitori-cost", addon: "1" }),
      headers: { ...bearer(supplier.token), ...FORM },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const paid = await t.app.inject({
      method: "POST",
      url: `${new URL(opened.json().data.url).pathname}/pay`,
      payload: form(CARD),
      headers: FORM,
    });
    expect(paid.statusCode).toBe(303);
    const [row] = await t.database.db
      .select()
      .from(invoice)
      .where(eq(invoice.companyId, supplier.user.companyId));
    return { supplier, row: must(row, "the supplier's invoice") };
  }

  it("describes the plan in the reader's language on the invoice list, keeping the issued Italian text", async () => {
    const { supplier, row } = await supplierWithInvoice();
    const period = `(${day(row.periodStart)} – ${day(row.periodEnd)})`;
    // Issued (stored) in Italian.
    expect(row.description).toBe(`Fornitore Pro + Assumi ${period}`);
    const italian = await get("/api/plans/invoices", supplier.token);
    expect(italian.statusCode).toBe(200);
    expect(italian.json().data.items).toEqual([
      expect.objectContaining({ id: row.id, description: `Fornitore Pro + Assumi ${period}` }),
    ]);
    await setLanguage(supplier.token, "en");
    const english = await get("/api/plans/invoices", supplier.token);
    expect(english.json().data.items).toEqual([
      expect.objectContaining({ id: row.id, description: `Supplier Pro + Assumi ${period}` }),
    ]);
    // The stored text is unchanged by reading.
    const [after] = await t.database.db.select().from(invoice).where(eq(invoice.id, row.id));
    expect(after?.description).toBe(row.description);
  });

  it("shows the portal's invoices in the buyer's language", async () => {
    const { supplier } = await supplierWithInvoice();
    await setLanguage(supplier.token, "en");
    const portal = await get("/api/billing/getPortalSession?return_path=/my_plans", supplier.token);
    const page = await get(new URL(portal.json().data.url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Supplier Pro + Assumi (");
    expect(page.body).not.toContain("Fornitore Pro + Assumi");
  });

  it("keeps the stored text of an invoice that names no plan, in both languages", async () => {
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    await t.database.db.insert(invoice).values({
      number: "2019-000001",
      companyId: client.user.companyId,
      description: "Abbonamento annuale (piano dismesso)",
      amountCents: 10000,
      periodStart: "2019-01-01",
      periodEnd: "2020-01-01",
    });
    const read = async () =>
      (await get("/api/plans/invoices", client.token))
        .json()
        .data.items.map((i: { description: string }) => i.description);
    expect(await read()).toEqual(["Abbonamento annuale (piano dismesso)"]);
    await setLanguage(client.token, "en");
    expect(await read()).toEqual(["Abbonamento annuale (piano dismesso)"]);
    expect((await get("/api/plans/invoices")).statusCode).toBe(401);
  });
});
