import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { need, notification, position } from "../../db/schema/index.ts";
import { bearer, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe("invitations to a position (POST /api/profiles/:id/position-invitations)", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;
  const call = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });
  const invite = (profileId: number, token: string, payload: object) =>
    call("POST", `/api/profiles/${profileId}/position-invitations`, token, payload);

  /** A supplier with a published and a draft profile; a client with a published and a closed position. */
  async function scene() {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const shown = await kit.create(supplier.token, { firstname: "Giulia", lastname: "Bianchi" });
    const draft = await kit.create(supplier.token);
    await call("POST", "/api/profiles/publication", supplier.token, { ids: [shown.id], published: true });
    const client = await kit.member(ROLE.CLIENT);
    const [n] = await db()
      .insert(need)
      .values({ companyId: client.companyId, type: "tm", title: "Core banking", status: "published" })
      .returning();
    const needId = must(n, "the inserted need").id;
    const [open, closed] = await db()
      .insert(position)
      .values([
        { needId, title: "Java developer", status: "published" },
        { needId, title: "Tester", status: "closed" },
      ])
      .returning();
    return {
      supplier,
      shown,
      draft,
      client,
      positionId: must(open, "the open position").id,
      closedId: must(closed, "the closed position").id,
    };
  }

  it("notifies the profile's company with a link to the position, once per profile and position", async () => {
    const { supplier, shown, client, positionId } = await scene();
    const res = await invite(shown.id, client.token, { position_id: positionId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Invito inviato: l'azienda del profilo può proporlo con un preventivo.",
      data: { profile_id: shown.id, position_id: positionId, position_title: "Java developer" },
    });
    const told = await db().select().from(notification).where(eq(notification.userId, supplier.user.id));
    const invitation = told.find((n) => n.type === "quote_invitation");
    expect(invitation).toMatchObject({
      link: `/position_list?open=${positionId}`,
      params: { position_id: positionId, profile_id: shown.id, position: "Java developer" },
    });
    // The supplier reads it in its language, without the client's name.
    const list = await call("GET", "/api/notifications/getNotifications", supplier.token);
    expect(JSON.stringify(list.json().data)).toContain("alla posizione Java developer");

    const again = await invite(shown.id, client.token, { position_id: positionId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "quotes.already_invited",
      message: "Hai già invitato questo profilo a questa posizione.",
    });
  });

  it("refuses a profile already proposed on the position", async () => {
    const { supplier, shown, client, positionId } = await scene();
    const quoted = await call("POST", `/api/positions/${positionId}/quotes`, supplier.token, {
      daily_rate: 400,
      date_start: inDays(10),
      date_end: inDays(100),
      profile_number: 1,
      profile_ids: [shown.id],
    });
    expect(quoted.statusCode).toBe(200);
    const res = await invite(shown.id, client.token, { position_id: positionId });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("quotes.duplicate_candidacy");
  });

  it("answers field errors, 404 for unknown, unpublished profiles and others' positions, 409 for a closed one", async () => {
    const { shown, draft, client, closedId } = await scene();
    const other = await scene();
    const empty = await invite(shown.id, client.token, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: "position_id", code: "validation.required", message: expect.any(String) },
    ]);
    const text = await invite(shown.id, client.token, { position_id: "abc" });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors[0].field).toBe("position_id");
    expect((await invite(draft.id, client.token, { position_id: closedId })).statusCode).toBe(404);
    expect((await invite(999_999, client.token, { position_id: closedId })).statusCode).toBe(404);
    expect((await invite(shown.id, client.token, { position_id: other.positionId })).statusCode).toBe(404);
    const closed = await invite(shown.id, client.token, { position_id: closedId });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe("quotes.position_not_open");
  });

  it("is for client roles only: 401 anonymous, 403 suppliers, academies, freelancers and staff", async () => {
    const { shown, client, positionId } = await scene();
    expect((await invite(shown.id, "", { position_id: positionId })).statusCode).toBe(401);
    for (const role of [
      ROLE.SUPPLIER,
      ROLE.SUPPLIER_MANAGEMENT,
      ROLE.ACCADEMY,
      ROLE.FREELANCER,
      ROLE.ADMINISTRATOR,
    ]) {
      const other = await kit.member(role);
      expect((await invite(shown.id, other.token, { position_id: positionId })).statusCode).toBe(403);
    }
    const colleague = await kit.colleague(client.companyId, ROLE.CLIENT_EMPLOYEES);
    expect((await invite(shown.id, colleague.token, { position_id: positionId })).statusCode).toBe(200);
  });
});

describe("one saved profile (GET /api/saved-profiles/:profile_id)", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const call = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  it("answers the company's saved entry with its note, or null; client roles only", async () => {
    const supplier = await kit.member(ROLE.SUPPLIER);
    const shown = await kit.create(supplier.token, { firstname: "Marco", lastname: "Verdi" });
    await call("POST", "/api/profiles/publication", supplier.token, { ids: [shown.id], published: true });
    const client = await kit.member(ROLE.CLIENT);
    const none = await call("GET", `/api/saved-profiles/${shown.id}`, client.token);
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toBeNull();
    await call("POST", "/api/saved-profiles", client.token, { profile_id: shown.id, note: "Call in May" });
    const saved = await call("GET", `/api/saved-profiles/${shown.id}`, client.token);
    expect(saved.json().data).toMatchObject({ note: "Call in May", profile: { id: shown.id, saved: true } });
    // Another client company keeps its own list.
    const rival = await kit.member(ROLE.CLIENT);
    expect((await call("GET", `/api/saved-profiles/${shown.id}`, rival.token)).json().data).toBeNull();
    expect((await call("GET", `/api/saved-profiles/${shown.id}`)).statusCode).toBe(401);
    expect((await call("GET", `/api/saved-profiles/${shown.id}`, supplier.token)).statusCode).toBe(403);
    expect((await call("GET", "/api/saved-profiles/abc", client.token)).statusCode).toBe(400);
  });
});
