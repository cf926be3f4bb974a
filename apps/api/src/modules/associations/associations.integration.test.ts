import { must, ROLE, type RoleId } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { association, company, notification } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, login, useTestApp } from "../../test/app.ts";

const t = useTestApp();

async function member(role: RoleId) {
  const { user, token } = await createUserAndLogin(t.database.db, t.app, role);
  return { user, token, companyId: user.companyId };
}

const call = (method: "GET" | "POST" | "DELETE", url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const notificationsOf = (userId: number) =>
  t.database.db.select().from(notification).where(eq(notification.userId, userId));

describe("associations (vendor lists)", () => {
  it("a client invites a supplier, the supplier sees it, accepts it, and both sides are told", async () => {
    const client = await member(ROLE.CLIENT);
    const supplier = await member(ROLE.SUPPLIER);
    await t.database.db
      .update(company)
      .set({ name: "Acme Clienti", city: "Milano" })
      .where(eq(company.id, client.companyId));

    const invited = await call("POST", "/api/associations", client.token, { company_id: supplier.companyId });
    expect(invited.statusCode).toBe(200);
    const item = invited.json().data;
    expect(item).toMatchObject({
      status: 0,
      type_invitation: "association",
      company_id_sender: client.companyId,
      company_id: supplier.companyId,
      direction: "sent",
      company: { id: supplier.companyId, type: "supplier" },
      answered_at: null,
    });
    const [told] = await notificationsOf(supplier.user.id);
    expect(told).toMatchObject({ type: "association_invite", link: "/collaborations_invite" });
    expect(must(told, "told").params).toEqual({ company: "Acme Clienti" });

    // The supplier's badge counts it as an invitation; the list shows it as received from the client.
    expect((await call("GET", "/api/company/getCounterListInvite", supplier.token)).json().data).toBe(1);
    const received = await call(
      "GET",
      "/api/associations/listAssociation?direction=received&status=0",
      supplier.token,
    );
    expect(received.json().data).toMatchObject({
      total: 1,
      items: [
        {
          id: item.id,
          direction: "received",
          company: { name: "Acme Clienti", city: "Milano", type: "client" },
        },
      ],
    });
    expect(
      (await call("GET", "/api/associations/listAssociation?direction=sent", supplier.token)).json().data
        .total,
    ).toBe(0);

    // Only the receiver answers.
    expect((await call("POST", `/api/associations/${item.id}/accept`, client.token)).statusCode).toBe(403);
    const accepted = await call("POST", `/api/associations/${item.id}/accept`, supplier.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 1, direction: "received" });
    expect(accepted.json().data.answered_at).not.toBeNull();
    expect((await call("GET", "/api/company/getCounterListInvite", supplier.token)).json().data).toBe(0);
    expect((await notificationsOf(client.user.id)).map((n) => n.type)).toEqual(["association_accepted"]);

    // Pending only: a second answer is refused.
    const again = await call("POST", `/api/associations/${item.id}/refuse`, supplier.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("associations.not_pending");

    const mine = await call("GET", "/api/associations/listAssociation?status=1", client.token);
    expect(mine.json().data.items).toEqual([
      expect.objectContaining({ id: item.id, direction: "sent", status: 1 }),
    ]);
  });

  it("a supplier asks to join, the client refuses, and the supplier may ask again later", async () => {
    const client = await member(ROLE.CLIENT);
    const supplier = await member(ROLE.SUPPLIER);
    const asked = await call("POST", "/api/associations", supplier.token, { company_id: client.companyId });
    expect(asked.statusCode).toBe(200);
    expect((await call("GET", "/api/company/getCounterListRequest", client.token)).json().data).toBe(1);
    expect((await notificationsOf(client.user.id)).map((n) => n.type)).toEqual(["association_request"]);

    const refused = await call("POST", `/api/associations/${asked.json().data.id}/refuse`, client.token);
    expect(refused.json().data.status).toBe(2);
    expect((await notificationsOf(supplier.user.id)).map((n) => n.type)).toEqual(["association_refused"]);
    expect((await call("GET", "/api/company/getCounterListRequest", client.token)).json().data).toBe(0);

    const retry = await call("POST", "/api/associations", supplier.token, { company_id: client.companyId });
    expect(retry.statusCode).toBe(200);
    const rows = await t.database.db.select().from(association);
    expect(rows).toHaveLength(1);
    expect(must(rows[0], "rows[0]").status).toBe(0);
  });

  it("refuses a duplicate pair in either direction while pending or accepted, with a field message", async () => {
    const client = await member(ROLE.CLIENT);
    const freelancer = await member(ROLE.FREELANCER);
    expect(
      (await call("POST", "/api/associations", client.token, { company_id: freelancer.companyId }))
        .statusCode,
    ).toBe(200);
    for (const [token, target] of [
      [client.token, freelancer.companyId],
      [freelancer.token, client.companyId],
    ] as const) {
      const dup = await call("POST", "/api/associations", token, { company_id: target });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({
        code: "associations.duplicate",
        errors: [{ field: "company_id", code: "associations.duplicate" }],
      });
    }
    const [link] = await t.database.db.select().from(association);
    await call("POST", `/api/associations/${must(link, "link").id}/accept`, freelancer.token);
    expect(
      (await call("POST", "/api/associations", freelancer.token, { company_id: client.companyId }))
        .statusCode,
    ).toBe(409);
  });

  it("holds a client with a supplier maximum to it, counting accepted and pending links", async () => {
    const client = await member(ROLE.CLIENT);
    await t.database.db
      .update(company)
      .set({ nMaxSupplier: 2, domainUrl: "https://acme.example" })
      .where(eq(company.id, client.companyId));
    const a = await member(ROLE.SUPPLIER);
    const b = await member(ROLE.ACCADEMY);
    const c = await member(ROLE.SUPPLIER);
    expect(
      (await call("POST", "/api/associations", client.token, { company_id: a.companyId })).statusCode,
    ).toBe(200);
    // A request from a supplier counts too.
    expect(
      (await call("POST", "/api/associations", b.token, { company_id: client.companyId })).statusCode,
    ).toBe(200);
    const over = await call("POST", "/api/associations", client.token, { company_id: c.companyId });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: "associations.limit_reached",
      errors: [{ field: "company_id" }],
    });
    const asking = await call("POST", "/api/associations", c.token, { company_id: client.companyId });
    expect(asking.json().code).toBe("associations.limit_reached");

    // Removing a link frees a place.
    const [first] = await t.database.db
      .select()
      .from(association)
      .where(and(eq(association.companyIdSender, client.companyId), eq(association.companyId, a.companyId)));
    expect(
      (await call("DELETE", `/api/associations/${must(first, "first").id}`, client.token)).statusCode,
    ).toBe(200);
    expect(
      (await call("POST", "/api/associations", client.token, { company_id: c.companyId })).statusCode,
    ).toBe(200);
  });

  it("only links a client with a supplier-side company, and validates the body", async () => {
    const client = await member(ROLE.CLIENT);
    const otherClient = await member(ROLE.CLIENT);
    const supplier = await member(ROLE.SUPPLIER);
    const otherSupplier = await member(ROLE.SUPPLIER);
    const pairs = [
      [client.token, otherClient.companyId],
      [supplier.token, otherSupplier.companyId],
      [client.token, client.companyId],
    ] as const;
    for (const [token, target] of pairs) {
      const res = await call("POST", "/api/associations", token, { company_id: target });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("associations.pair_not_allowed");
    }
    const missing = await call("POST", "/api/associations", client.token, { company_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    const invalid = await call("POST", "/api/associations", client.token, {});
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: "validation.failed", errors: [{ field: "company_id" }] });
    expect((await call("GET", "/api/associations/listAssociation?status=7", client.token)).statusCode).toBe(
      400,
    );
    expect((await call("GET", "/api/associations/candidates?q=a", client.token)).statusCode).toBe(400);
  });

  it("lets either side remove a link, and keeps other companies out of it", async () => {
    const client = await member(ROLE.CLIENT);
    const supplier = await member(ROLE.SUPPLIER);
    const outsider = await member(ROLE.SUPPLIER);
    const outsiderClient = await member(ROLE.CLIENT);
    const id = (
      await call("POST", "/api/associations", client.token, { company_id: supplier.companyId })
    ).json().data.id;
    for (const token of [outsider.token, outsiderClient.token]) {
      expect((await call("POST", `/api/associations/${id}/accept`, token)).statusCode).toBe(404);
      expect((await call("POST", `/api/associations/${id}/refuse`, token)).statusCode).toBe(404);
      expect((await call("DELETE", `/api/associations/${id}`, token)).statusCode).toBe(404);
      expect((await call("GET", "/api/associations/listAssociation", token)).json().data.total).toBe(0);
    }
    // A colleague of the supplier (supplier management) may answer for the company.
    const colleague = await createUser(t.database.db, {
      role: ROLE.SUPPLIER_MANAGEMENT,
      companyId: supplier.companyId,
    });
    const colleagueToken = (await login(t.app, colleague.email)).token;
    expect((await call("POST", `/api/associations/${id}/accept`, colleagueToken)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/associations/${id}`, supplier.token)).json().data).toEqual({ id });
    expect(await t.database.db.select().from(association)).toHaveLength(0);
    expect((await call("DELETE", `/api/associations/${id}`, client.token)).statusCode).toBe(404);
  });

  it("searches companies of the other side by name, with the existing link", async () => {
    const client = await member(ROLE.CLIENT);
    const supplier = await member(ROLE.SUPPLIER);
    const freelancer = await member(ROLE.FREELANCER);
    const anotherClient = await member(ROLE.CLIENT);
    await t.database.db
      .update(company)
      .set({ name: "Nord Consulting" })
      .where(eq(company.id, supplier.companyId));
    await t.database.db
      .update(company)
      .set({ name: "Nordica Freelance" })
      .where(eq(company.id, freelancer.companyId));
    await t.database.db
      .update(company)
      .set({ name: "Nord Cliente" })
      .where(eq(company.id, anotherClient.companyId));
    await call("POST", "/api/associations", client.token, { company_id: supplier.companyId });
    const found = await call("GET", "/api/associations/candidates?q=nord", client.token);
    expect(found.json().data).toEqual([
      expect.objectContaining({
        id: supplier.companyId,
        name: "Nord Consulting",
        association: expect.objectContaining({ status: 0, direction: "sent" }),
      }),
      expect.objectContaining({ id: freelancer.companyId, name: "Nordica Freelance", association: null }),
    ]);
    const clients = await call("GET", "/api/associations/candidates?q=nord", supplier.token);
    expect(clients.json().data.map((c: { name: string }) => c.name)).toEqual(["Nord Cliente"]);
  });

  it("answers 401 without a session and 403 to roles outside vendor lists", async () => {
    expect((await call("GET", "/api/associations/listAssociation")).statusCode).toBe(401);
    expect((await call("POST", "/api/associations", undefined, { company_id: 1 })).statusCode).toBe(401);
    expect((await call("POST", "/api/associations/1/accept")).statusCode).toBe(401);
    expect((await call("DELETE", "/api/associations/1")).statusCode).toBe(401);
    const supplier = await member(ROLE.SUPPLIER);
    for (const role of [
      ROLE.ADMINISTRATOR,
      ROLE.SUPPLIER_EMPLOYEES,
      ROLE.PROFILE_ACCADEMY,
      ROLE.COMPANY_ADMINISTRATOR,
    ]) {
      const { token } = await member(role);
      expect((await call("GET", "/api/associations/listAssociation", token)).statusCode).toBe(403);
      expect(
        (await call("POST", "/api/associations", token, { company_id: supplier.companyId })).statusCode,
      ).toBe(403);
      expect((await call("POST", "/api/associations/1/refuse", token)).statusCode).toBe(403);
      expect((await call("DELETE", "/api/associations/1", token)).statusCode).toBe(403);
      expect((await call("GET", "/api/associations/candidates?q=ab", token)).statusCode).toBe(403);
    }
  });
});
