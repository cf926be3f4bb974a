import { ROLE } from "@mkt/contracts";
import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, paramLogin } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, login, useTestApp } from "../../test/app.ts";

describe("staff act as another user", () => {
  const t = useTestApp();
  const store = (token: string, email: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/storeParamLoginAuth",
      payload: { email },
      headers: bearer(token),
    });
  const restore = (uuid: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/auth/getParamLogin?uuid=${uuid}`,
      headers: { "accept-language": "en" },
    });

  it("assumes a supplier, works as them with Return Back, and returns to the staff session", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const supplier = await createUser(t.database.db, { role: ROLE.SUPPLIER, email: "target@supplier.test" });
    const stored = await store(admin.token, "target@supplier.test");
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data.url).toMatch(
      /^http:\/\/app\.test\/authentication\/redirect_login\/[0-9a-f-]{36}$/,
    );
    const assumed = await restore(stored.json().data.uuid);
    expect(assumed.statusCode).toBe(200);
    const session = assumed.json().data;
    expect(session.user).toMatchObject({ id: supplier.id, assumedUser: true, home: "/dashboard_supplier" });
    expect(session.user.prev_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.url_redirect).toBe("/dashboard_supplier");
    // The staff session that asked is over: the staff member comes back only through Return Back.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/encoded_value/list", headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(401);
    // The assumed session keeps its flags across a refresh.
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      payload: { token: session.token },
      headers: bearer(session.token),
    });
    expect(refreshed.json().data.user).toMatchObject({
      assumedUser: true,
      prev_uuid: session.user.prev_uuid,
    });
    const back = await restore(session.user.prev_uuid);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.user).toMatchObject({ id: admin.user.id, assumedUser: false, prev_uuid: null });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/encoded_value/list", headers: bearer(session.token) }))
        .statusCode,
    ).toBe(401);
    const audit = await t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.actorUserId, a.subjectUserId])).toEqual([
      ["assume_requested", admin.user.id, supplier.id],
      ["assume_started", admin.user.id, supplier.id],
      ["assume_ended", admin.user.id, supplier.id],
    ]);
  });

  it("refuses a used, expired or unknown uuid with a translated error", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    await createUser(t.database.db, { role: ROLE.CLIENT, email: "c@client.test" });
    const uuid = (await store(admin.token, "c@client.test")).json().data.uuid;
    expect((await restore(uuid)).statusCode).toBe(200);
    const used = await restore(uuid);
    expect(used.json()).toMatchObject({ code: "auth.link_used", message: "The link has already been used." });
    // Acting as the user ended that staff session: the staff member signs in again.
    const again = await login(t.app, admin.user.email);
    const other = (await store(again.token, "c@client.test")).json().data.uuid;
    await t.database.db.update(paramLogin).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await restore(other)).json().code).toBe("auth.link_expired");
    expect((await restore("6f1c1a52-0000-4000-8000-00000000abcd")).json().code).toBe("auth.link_invalid");
    expect((await restore("not-a-uuid")).statusCode).toBe(400);
  });

  it("lets no other role assume anyone, and no one assume staff", async () => {
    await createUser(t.database.db, { role: ROLE.SUPPLIER, email: "victim@supplier.test" });
    for (const role of [
      ROLE.CLIENT,
      ROLE.SUPPLIER,
      ROLE.SUPPLIER_MANAGEMENT,
      ROLE.COMPANY_ADMINISTRATOR,
      ROLE.FREELANCER,
      ROLE.ACCADEMY,
    ]) {
      const { token } = await createUserAndLogin(t.database.db, t.app, role);
      expect((await store(token, "victim@supplier.test")).statusCode).toBe(403);
    }
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/storeParamLoginAuth",
          payload: { email: "victim@supplier.test" },
        })
      ).statusCode,
    ).toBe(401);
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    await createUser(t.database.db, { role: ROLE.ADMINISTRATOR, email: "boss@staff.test" });
    expect((await store(admin.token, "boss@staff.test")).statusCode).toBe(403);
    expect((await store(admin.token, "nobody@x.test")).statusCode).toBe(404);
  });

  it("does not let an assumed session assume someone else", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    await createUser(t.database.db, { role: ROLE.CLIENT, email: "first@client.test" });
    const session = (await restore((await store(admin.token, "first@client.test")).json().data.uuid)).json()
      .data;
    expect((await store(session.token, "first@client.test")).statusCode).toBe(403);
  });
});
