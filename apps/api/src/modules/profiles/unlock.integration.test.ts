import { ROLE } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditLedger, profileAccess } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { startPlan } from "../plans/service.ts";
import { profileKit } from "./test-kit.ts";

describe("unlock contacts (POST /api/profiles/:id/unlock)", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;
  const unlock = (id: number | string, token?: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/profiles/${id}/unlock`,
      ...(token ? { headers: bearer(token) } : {}),
    });

  async function published() {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const { id } = await kit.create(supplier.token);
    await t.app.inject({
      method: "POST",
      url: `/api/profiles/${id}/publication`,
      payload: { published: true },
      headers: bearer(supplier.token),
    });
    return { supplier, id };
  }

  async function payingClient() {
    const client = await createUserAndLogin(db(), t.app, ROLE.CLIENT);
    await startPlan(db(), client.user.companyId, { id: 2, creditsYear: 50 }, "2099-12-31", "test");
    return client;
  }

  const spends = (companyId: number) =>
    db()
      .select({ delta: creditLedger.delta, state: creditLedger.functionState, ref: creditLedger.reference })
      .from(creditLedger)
      .where(and(eq(creditLedger.companyId, companyId), eq(creditLedger.reason, "spend")));

  it("spends one credit once and shows the contacts in the detail and the PDF CV to the whole company", async () => {
    const { id } = await published();
    const client = await payingClient();
    const before = await t.app.inject({
      method: "GET",
      url: `/api/profiles/${id}`,
      headers: bearer(client.token),
    });
    expect(before.json().data).toMatchObject({ contacts_visible: false, email: null, lastname: "B." });

    const res = await unlock(id, client.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      contacts_visible: true,
      email: "giulia.bianchi@example.test",
      phone: "+39 347 123 4567",
      lastname: "Bianchi",
    });
    expect((await unlock(id, client.token)).statusCode).toBe(200);
    expect(await spends(client.user.companyId)).toEqual([
      { delta: -1, state: "information_blocked", ref: `profile:${id}` },
    ]);
    const access = await db()
      .select()
      .from(profileAccess)
      .where(eq(profileAccess.companyId, client.user.companyId));
    expect(access.map((a) => [a.profileId, a.functionState, a.userId])).toEqual([
      [id, "information_blocked", client.user.id],
    ]);

    // A colleague of the same company sees the contacts, and the search marks the profile unlocked.
    const colleague = await kit.colleague(client.user.companyId, ROLE.CLIENT_EMPLOYEES);
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/profiles/${id}`,
      headers: bearer(colleague.token),
    });
    expect(detail.json().data).toMatchObject({
      contacts_visible: true,
      email: "giulia.bianchi@example.test",
    });
    const search = await t.app.inject({
      method: "GET",
      url: "/api/profiles/search",
      headers: bearer(colleague.token),
    });
    expect(search.json().data.items.find((p: { id: number }) => p.id === id)).toMatchObject({
      contacts_visible: true,
      lastname: "Bianchi",
    });
    const cv = await t.app.inject({
      method: "GET",
      url: `/api/profiles/${id}/cv.pdf`,
      headers: bearer(client.token),
    });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers["content-disposition"]).toContain("giulia-bianchi");
  });

  it("is blocked (action 1) by a plan without information_blocked and without a plan", async () => {
    const { id } = await published();
    const free = await kit.member(ROLE.CLIENT);
    const blocked = await unlock(id, free.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: "plans.function_blocked",
      data: { state_function: "information_blocked", blocked: true, action: 1 },
    });
    const none = await createUserAndLogin(db(), t.app, ROLE.CLIENT);
    expect((await unlock(id, none.token)).json().data).toMatchObject({ action: 1 });
    expect(await db().select().from(profileAccess)).toEqual([]);
  });

  it("refuses anonymous callers, non-client roles, bad ids and unpublished profiles", async () => {
    const { id, supplier } = await published();
    expect((await unlock(id)).statusCode).toBe(401);
    expect((await unlock(id, supplier.token)).statusCode).toBe(403);
    for (const role of [ROLE.ADMINISTRATOR, ROLE.FREELANCER, ROLE.ACCADEMY]) {
      const other = await createUserAndLogin(db(), t.app, role);
      expect((await unlock(id, other.token)).statusCode).toBe(403);
    }
    const client = await payingClient();
    const bad = await unlock("abc", client.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("validation.failed");
    const draft = await kit.create(supplier.token);
    expect((await unlock(draft.id, client.token)).statusCode).toBe(404);
    expect((await unlock(999999, client.token)).statusCode).toBe(404);
    expect(await spends(client.user.companyId)).toEqual([]);
  });
});
