import { ROLE, ROLE_IDS } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser, auditLog, collaboration, quote } from "../../db/schema/index.ts";
import { bearer, createUserAndLogin, useTestApp } from "../../test/app.ts";
import { personWithData, readArchive } from "./test-kit.ts";

const STAFF = [ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT];

describe("privacy: staff export and erase a user on request", () => {
  const t = useTestApp();
  const exportOf = (token: string, id: number) =>
    t.app.inject({ method: "GET", url: `/api/admin/privacy/users/${id}/export`, headers: bearer(token) });
  const eraseOf = (token: string, id: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/privacy/users/${id}/erase`,
      payload,
      headers: bearer(token),
    });
  const audit = (action: string, subject: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.subjectUserId, subject)));

  it.each(STAFF)(
    "staff role %i downloads a user's data, recorded with actor, subject and IP",
    async (role) => {
      const p = await personWithData(t);
      const staff = await createUserAndLogin(t.database.db, t.app, role);
      const res = await exportOf(staff.token, p.me.id);
      expect(res.statusCode, res.body).toBe(200);
      const { data, files } = await readArchive(res.rawPayload);
      expect(data).toMatchObject({ account: { id: p.me.id, email: p.me.email } });
      expect(files.size).toBe(4);
      expect(JSON.stringify(data)).not.toContain(staff.user.email);
      expect(await audit("privacy_export", p.me.id)).toEqual([
        expect.objectContaining({
          actorUserId: staff.user.id,
          ip: "127.0.0.1",
          details: { by: "staff", files: 4 },
        }),
      ]);
    },
  );

  it("erases a user with their e-mail typed again; the audit row keeps the request's reference", async () => {
    const p = await personWithData(t);
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const mismatch = await eraseOf(staff.token, p.me.id, { confirmation: "nobody@example.test" });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe("privacy.confirmation_mismatch");

    const res = await eraseOf(staff.token, p.me.id, { confirmation: p.me.email, reason: "Ticket 4411" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ erased: true, files_removed: 3 });
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.id, p.me.id));
    expect(row?.erasedAt).toBeInstanceOf(Date);
    expect(row?.email).toMatch(/@erased\.invalid$/);
    for (const key of [p.keys.avatar, p.keys.cv, p.keys.photo])
      expect(await t.ctx.storage.exists(key)).toBe(false);
    expect(await t.database.db.select().from(quote).where(eq(quote.id, p.quoteId))).toHaveLength(1);
    expect(
      await t.database.db.select().from(collaboration).where(eq(collaboration.id, p.collaborationId)),
    ).toHaveLength(1);
    const [entry] = await audit("privacy_erase", p.me.id);
    expect(entry).toMatchObject({ actorUserId: staff.user.id, ip: "127.0.0.1" });
    expect(entry?.details).toMatchObject({ by: "staff", reason: "Ticket 4411", files: 3 });

    const again = await eraseOf(staff.token, p.me.id, { confirmation: row?.email ?? "" });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("privacy.already_erased");
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: p.me.email, password: "Password123" },
    });
    expect(login.statusCode).toBe(401);
  });

  it("erases the last user of a client company on request (the company stays as a business record)", async () => {
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMIN_MANAGEMENT);
    const res = await eraseOf(staff.token, client.user.id, { confirmation: client.user.email });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("staff acting as the user export as themselves and cannot erase from that session", async () => {
    const p = await personWithData(t);
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const stored = await t.app.inject({
      method: "POST",
      url: "/api/auth/storeParamLoginAuth",
      payload: { email: p.me.email },
      headers: bearer(staff.token),
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const assumed = await t.app.inject({
      method: "GET",
      url: `/api/auth/getParamLogin?uuid=${stored.json().data.uuid}`,
    });
    const token = assumed.json().data.token as string;
    const exported = await t.app.inject({
      method: "GET",
      url: "/api/privacy/export",
      headers: bearer(token),
    });
    expect(exported.statusCode).toBe(200);
    expect(await audit("privacy_export", p.me.id)).toEqual([
      expect.objectContaining({ actorUserId: staff.user.id, details: { by: "staff", files: 4 } }),
    ]);
    const erased = await t.app.inject({
      method: "POST",
      url: "/api/privacy/erase",
      payload: { password: "Password123", confirmation: p.me.email },
      headers: bearer(token),
    });
    expect(erased.statusCode).toBe(403);
    expect(erased.json().code).toBe("privacy.assumed_session");
  });

  it("answers 404 for an unknown user", async () => {
    const staff = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    expect((await exportOf(staff.token, 999_999)).statusCode).toBe(404);
    expect((await eraseOf(staff.token, 999_999, { confirmation: "a@b.test" })).statusCode).toBe(404);
  });

  it("refuses every other role and anonymous callers", async () => {
    const p = await personWithData(t);
    for (const role of ROLE_IDS.filter((r) => !STAFF.includes(r as (typeof STAFF)[number]))) {
      const other = await createUserAndLogin(t.database.db, t.app, role);
      const exported = await exportOf(other.token, p.me.id);
      expect(exported.statusCode, `role ${role}`).toBe(403);
      const erased = await eraseOf(other.token, p.me.id, { confirmation: p.me.email });
      expect(erased.statusCode, `role ${role}`).toBe(403);
    }
    expect(
      (await t.app.inject({ method: "GET", url: `/api/admin/privacy/users/${p.me.id}/export` })).statusCode,
    ).toBe(401);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/admin/privacy/users/${p.me.id}/erase`,
      payload: { confirmation: p.me.email },
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.id, p.me.id));
    expect(row?.erasedAt).toBeNull();
    expect(await audit("privacy_export", p.me.id)).toEqual([]);
  });
});
