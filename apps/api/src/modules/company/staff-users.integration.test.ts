import { ROLE, type RoleId } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser, auditLog } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, lastMailTo, login, useTestApp } from "../../test/app.ts";

const REFUSED: RoleId[] = [
  ROLE.ADMIN_MANAGEMENT,
  ROLE.CLIENT,
  ROLE.SUPPLIER,
  ROLE.FREELANCER,
  ROLE.COMPANY_ADMINISTRATOR,
];

describe("manage_admin_users: staff users", () => {
  const t = useTestApp();
  const call = (method: "GET" | "POST" | "PATCH", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  it("invites a staff user who sets a password through the e-mailed link, audited", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const res = await call("POST", "/api/admin/staff-users", admin.token, {
      firstname: "Marta",
      lastname: "Neri",
      email: "marta.neri@example.test",
      role_id: ROLE.ADMIN_MANAGEMENT,
      language: "en",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      role_id: ROLE.ADMIN_MANAGEMENT,
      status: "invited",
      two_factor: false,
    });
    const mail = await lastMailTo(t.database.db, "marta.neri@example.test", "/authentication/accept-invite");
    expect(mail?.mail.language).toBe("en");
    const token = mail?.token ?? "";
    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/auth/acceptInvite?token=${token}`,
      payload: { password: "Staffpass123", password_confirmation: "Staffpass123" },
    });
    expect(accepted.statusCode).toBe(200);
    const session = await login(t.app, "marta.neri@example.test", "Staffpass123");
    expect(session.token).toBeTruthy();
    const list = (await call("GET", "/api/admin/staff-users", admin.token)).json().data;
    expect(list.map((u: { email: string; status: string }) => [u.email, u.status])).toContainEqual([
      "marta.neri@example.test",
      "active",
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "staff_user_invited"));
    expect(audit).toHaveLength(1);

    const taken = await call("POST", "/api/admin/staff-users", admin.token, {
      firstname: "Marta",
      lastname: "Neri",
      email: "marta.neri@example.test",
      role_id: ROLE.ADMINISTRATOR,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ field: "email" });
    const badRole = await call("POST", "/api/admin/staff-users", admin.token, {
      firstname: "X",
      lastname: "Neri",
      email: "x@example.test",
      role_id: ROLE.CLIENT,
    });
    expect(badRole.statusCode).toBe(400);
    expect(
      badRole
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["firstname", "role_id"]);
  });

  it("disables (sessions end at once) and enables a staff user, and changes roles, audited", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const helper = await createUser(t.database.db, {
      role: ROLE.ADMIN_MANAGEMENT,
      companyId: admin.user.companyId,
    });
    const helperSession = await login(t.app, helper.email);
    expect((await call("GET", "/api/admin/inscriptions", helperSession.token)).statusCode).toBe(200);

    const disabled = await call("PATCH", `/api/admin/staff-users/${helper.id}`, admin.token, {
      active: false,
    });
    expect(disabled.json().data.status).toBe("disabled");
    expect((await call("GET", "/api/admin/inscriptions", helperSession.token)).statusCode).toBe(401);
    const enabled = await call("PATCH", `/api/admin/staff-users/${helper.id}`, admin.token, { active: true });
    expect(enabled.json().data.status).toBe("active");
    const promoted = await call("PATCH", `/api/admin/staff-users/${helper.id}`, admin.token, {
      role_id: ROLE.ADMINISTRATOR,
    });
    expect(promoted.json().data.role_id).toBe(ROLE.ADMINISTRATOR);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "staff_user_updated"));
    expect(audit).toHaveLength(3);
    expect(audit[0]?.details).toMatchObject({ active_before: true, active_after: false });

    const empty = await call("PATCH", `/api/admin/staff-users/${helper.id}`, admin.token, {});
    expect(empty.statusCode).toBe(400);
    const other = await createUser(t.database.db, { role: ROLE.SUPPLIER });
    expect(
      (await call("PATCH", `/api/admin/staff-users/${other.id}`, admin.token, { active: false })).statusCode,
    ).toBe(404);
  });

  it("keeps the last active Administrator: neither disabled nor demoted (409), even by itself", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const disabledAdmin = await createUser(t.database.db, {
      role: ROLE.ADMINISTRATOR,
      companyId: admin.user.companyId,
    });
    await t.database.db
      .update(appUser)
      .set({ disabledAt: new Date() })
      .where(eq(appUser.id, disabledAdmin.id));
    for (const change of [{ active: false }, { role_id: ROLE.ADMIN_MANAGEMENT }]) {
      const res = await call("PATCH", `/api/admin/staff-users/${admin.user.id}`, admin.token, change);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: "staff.last_administrator", success: false });
      expect(res.json().message).toContain("ultimo Amministratore attivo");
    }
    // With a second active Administrator, the first may step down to Admin Management (its sessions end).
    const second = await createUser(t.database.db, {
      role: ROLE.ADMINISTRATOR,
      companyId: admin.user.companyId,
    });
    const secondSession = await login(t.app, second.email);
    const stepDown = await call("PATCH", `/api/admin/staff-users/${admin.user.id}`, admin.token, {
      role_id: ROLE.ADMIN_MANAGEMENT,
    });
    expect(stepDown.statusCode).toBe(200);
    expect((await call("GET", "/api/admin/staff-users", admin.token)).statusCode).toBe(401);
    // Now the second is the last one.
    const last = await call("PATCH", `/api/admin/staff-users/${second.id}`, secondSession.token, {
      active: false,
    });
    expect(last.statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "staff_user_updated"));
    expect(audit).toHaveLength(1);
  });

  it("refuses anonymous callers (401) and every other role (403); Admin Management only reads", async () => {
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const requests: ["GET" | "POST" | "PATCH", string, object?][] = [
      ["GET", "/api/admin/staff-users"],
      [
        "POST",
        "/api/admin/staff-users",
        { firstname: "Ada", lastname: "Neri", email: "ada@example.test", role_id: ROLE.ADMINISTRATOR },
      ],
      ["PATCH", `/api/admin/staff-users/${admin.user.id}`, { active: false }],
    ];
    for (const [method, url, body] of requests)
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    for (const role of REFUSED) {
      const { token } = await createUserAndLogin(t.database.db, t.app, role);
      for (const [method, url, body] of requests)
        expect((await call(method, url, token, body)).statusCode, `${role} ${method} ${url}`).toBe(
          role === ROLE.ADMIN_MANAGEMENT && method === "GET" ? 200 : 403,
        );
    }
  });
});
