import { ROLE } from "@mkt/contracts";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvent, appUser, brand } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { openVisit } from "../open/open-test-support.ts";

const view = (id = 7) => ({ name: "position_detail", props: { position_id: id, source: "list" } });

describe("analytics ingestion (POST /api/analytics/events)", () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/analytics/events", payload: payload as object, headers });
  const events = () => db().select().from(analyticsEvent).orderBy(asc(analyticsEvent.id));
  const consenting = async (role: (typeof ROLE)[keyof typeof ROLE] = ROLE.CLIENT) => {
    const signed = await createUserAndLogin(db(), t.app, role);
    await db().update(appUser).set({ analyticsConsent: true }).where(eq(appUser.id, signed.user.id));
    return signed;
  };

  it("stores a consenting user's batch in one go, stamped by the server", async () => {
    const { user, token } = await consenting();
    const before = Date.now();
    const res = await send(
      { events: [view(7), { name: "sidebar_click", props: { sidebar_clic: "need" } }] },
      bearer(token),
    );
    expect(res.statusCode).toBe(204);
    const rows = await events();
    expect(rows).toHaveLength(2);
    const [defaultBrand] = await db().select().from(brand).where(eq(brand.isDefault, true));
    expect(rows[0]).toMatchObject({
      name: "position_detail",
      userId: user.id,
      companyId: user.companyId,
      roleLabel: "Cliente",
      staff: false,
      versionProduct: 2,
      brandId: defaultBrand?.id,
      host: "localhost",
      origin: "web",
      props: { position_id: 7, source: "list" },
    });
    expect(rows[0]?.occurredAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses a bad event name or field with 400 naming the event's index and field, storing nothing", async () => {
    const { token } = await consenting();
    const res = await send(
      {
        events: [
          view(),
          { name: "position_detail", props: { position_id: 1, colour: "red" } },
          { name: "nope", props: {} },
        ],
      },
      bearer(token),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(["events.1.props.colour", "events.2.name"]);
    const wrongType = await send(
      { events: [{ name: "quote_detail", props: { preventivo_id: "x" } }] },
      bearer(token),
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[0]).toMatchObject({ field: "events.0.props.preventivo_id" });
    // The four server events cannot come from the browser.
    const faked = await send({ events: [{ name: "sign_up", props: {} }] }, bearer(token));
    expect(faked.json().errors[0]).toMatchObject({ field: "events.0.name" });
    const tooMany = await send({ events: Array(51).fill(view()) }, bearer(token));
    expect(tooMany.statusCode).toBe(400);
    expect(await events()).toHaveLength(0);
  });

  it("drops silently (204, nothing stored) without consent, in product version 1 and on a brand without analytics", async () => {
    const asked = await createUserAndLogin(db(), t.app, ROLE.SUPPLIER);
    expect((await send({ events: [view()] }, bearer(asked.token))).statusCode).toBe(204);
    await db().update(appUser).set({ analyticsConsent: false }).where(eq(appUser.id, asked.user.id));
    expect((await send({ events: [view()] }, bearer(asked.token))).statusCode).toBe(204);

    const v1 = await consenting();
    await db().update(appUser).set({ versionProduct: 1 }).where(eq(appUser.id, v1.user.id));
    expect((await send({ events: [view()] }, bearer(v1.token))).statusCode).toBe(204);

    const other = await consenting();
    await db().update(brand).set({ analyticsEnabled: false }).where(eq(brand.isDefault, true));
    expect((await send({ events: [view()] }, bearer(other.token))).statusCode).toBe(204);
    expect(await events()).toHaveLength(0);
  });

  it("takes open-area visitors with their token and banner consent; anonymous callers without a token get 401", async () => {
    expect((await send({ events: [view()] })).statusCode).toBe(401);
    expect((await send({ events: [view()], token: "x".repeat(43), consent: true })).statusCode).toBe(401);
    const token = await openVisit(t.app, { utm_source: "linkedin" });
    expect((await send({ events: [view()], token })).statusCode).toBe(204);
    expect((await send({ events: [view()], token, consent: false })).statusCode).toBe(204);
    expect(await events()).toHaveLength(0);
    expect((await send({ events: [view(3)], token, consent: true })).statusCode).toBe(204);
    expect(await events()).toMatchObject([
      {
        userId: null,
        companyId: null,
        roleLabel: "",
        staff: false,
        utmSource: "linkedin",
        props: { position_id: 3 },
      },
    ]);
    const v1 = await openVisit(t.app, { type_version: 1 });
    expect((await send({ events: [view()], token: v1, consent: true })).statusCode).toBe(204);
    expect(await events()).toHaveLength(1);
  });

  it("accepts a sendBeacon body (text/plain JSON with the access token) and refuses an oversized one before parsing", async () => {
    const { user, token } = await consenting();
    const beacon = (body: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/analytics/events",
        payload: body,
        headers: { "content-type": "text/plain;charset=UTF-8" },
      });
    expect((await beacon(JSON.stringify({ events: [view()], access_token: token }))).statusCode).toBe(204);
    expect(await events()).toMatchObject([{ userId: user.id }]);
    expect((await beacon(JSON.stringify({ events: [view()], access_token: "forged" }))).statusCode).toBe(401);
    expect((await beacon("{not json")).statusCode).toBe(400);
    const huge = JSON.stringify({
      events: [{ name: "collaboration_action", props: { action: "x", note: "n".repeat(40_000) } }],
    });
    expect((await beacon(huge)).statusCode).toBe(413);
  });

  it("tags staff and sessions acting as another user", async () => {
    const admin = await consenting(ROLE.ADMINISTRATOR);
    await send({ events: [view()] }, bearer(admin.token));
    const supplier = await createUser(db(), { role: ROLE.SUPPLIER, email: "target@supplier.test" });
    await db().update(appUser).set({ analyticsConsent: true }).where(eq(appUser.id, supplier.id));
    const stored = await t.app.inject({
      method: "POST",
      url: "/api/auth/storeParamLoginAuth",
      payload: { email: "target@supplier.test" },
      headers: bearer(admin.token),
    });
    const assumed = await t.app.inject({
      method: "GET",
      url: `/api/auth/getParamLogin?uuid=${stored.json().data.uuid}`,
    });
    await send({ events: [view()] }, bearer(assumed.json().data.token));
    expect((await events()).map((e) => [e.userId, e.roleLabel, e.staff])).toEqual([
      [admin.user.id, "Staff", true],
      [supplier.id, "Fornitore", true],
    ]);
  });

  it("rate-limits batches per user (429 with Retry-After)", async () => {
    const { token } = await consenting();
    for (let i = 0; i < 60; i++)
      expect((await send({ events: [view()] }, bearer(token))).statusCode).toBe(204);
    const refused = await send({ events: [view()] }, bearer(token));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("analytics consent (GET/PUT /api/analytics/consent)", () => {
  const t = useTestApp();

  it("reads null until asked, stores the choice with its time; anonymous callers get 401", async () => {
    const { user, token } = await createUserAndLogin(t.database.db, t.app, ROLE.FREELANCER);
    const read = await t.app.inject({ method: "GET", url: "/api/analytics/consent", headers: bearer(token) });
    expect(read.json().data).toEqual({ consent: null, consent_at: null });
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/analytics/consent",
      headers: bearer(token),
      payload: { consent: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.consent).toBe(true);
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.id, user.id));
    expect(row?.analyticsConsent).toBe(true);
    expect(row?.analyticsConsentAt).toBeInstanceOf(Date);
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/analytics/consent",
      headers: bearer(token),
      payload: { consent: "yes" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("consent");
    expect((await t.app.inject({ method: "GET", url: "/api/analytics/consent" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/analytics/consent", payload: { consent: true } }))
        .statusCode,
    ).toBe(401);
  });
});
