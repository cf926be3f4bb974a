import { must, ROLE } from "@mkt/contracts";
import { describe, expect, it } from "vitest";
import {
  bearer,
  createUserAndLogin,
  lastMailTo,
  login,
  multipart,
  TINY_PNG,
  useTestApp,
} from "../../test/app.ts";
import { backfillFreePlans, startPlan } from "../plans/service.ts";

describe("team management", () => {
  const t = useTestApp();

  async function supplierWithSeats() {
    const owner = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    await startPlan(t.database.db, owner.user.companyId, { id: 8, creditsYear: 0 }, "2099-12-31", "test");
    return owner;
  }
  const invite = (token: string, body: object) =>
    t.app.inject({ method: "POST", url: "/api/company/users/invite", payload: body, headers: bearer(token) });
  const colleague = {
    firstname: "Luca",
    lastname: "Bruni",
    email: "luca.bruni@fornitore.test",
    role_id: ROLE.SUPPLIER_EMPLOYEES,
  };

  it("invites a colleague who accepts from the mail and signs in", async () => {
    const owner = await supplierWithSeats();
    const res = await invite(owner.token, colleague);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: "luca.bruni@fornitore.test",
      role: "Supplier Employees",
      status: "invited",
    });
    const mail = must(
      await lastMailTo(t.database.db, "luca.bruni@fornitore.test", "/authentication/accept-invite"),
      "invitation mail",
    );
    expect(mail.mail.subject).toMatch(/ti invita sulla piattaforma$/);
    const info = await t.app.inject({ method: "GET", url: `/api/auth/checkInvite?token=${mail.token}` });
    expect(info.json().data).toMatchObject({ email: "luca.bruni@fornitore.test", firstname: "Luca" });
    const mismatch = await t.app.inject({
      method: "POST",
      url: `/api/auth/acceptInvite?token=${mail.token}`,
      payload: { password: "Benvenuto2026", password_confirmation: "Other2026x" },
    });
    expect(mismatch.json().errors[0].field).toBe("password_confirmation");
    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/auth/acceptInvite?token=${mail.token}`,
      payload: { password: "Benvenuto2026", password_confirmation: "Benvenuto2026" },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await login(t.app, "luca.bruni@fornitore.test", "Benvenuto2026")).user.home).toBe("/my_profile");
    const team = (
      await t.app.inject({ method: "GET", url: "/api/company/users", headers: bearer(owner.token) })
    ).json().data;
    expect(team.find((m: { email: string }) => m.email === "luca.bruni@fornitore.test").status).toBe(
      "active",
    );
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/auth/acceptInvite?token=${mail.token}`,
          payload: { password: "Again2026x", password_confirmation: "Again2026x" },
        })
      ).json().code,
    ).toBe("auth.link_used");
  });

  it("enforces the plan's user limit with the blocked verdict (action 2)", async () => {
    const owner = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    await backfillFreePlans(t.database.db);
    const res = await invite(owner.token, colleague);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: "plans.function_blocked",
      data: {
        state_function: "manage_users_supplier",
        action: 2,
        blocked_for_limit_detail: { name_limit: "n_max_users", number_max_limit: 1 },
      },
    });
  });

  it("allows only the roles of the company's type, and a free e-mail", async () => {
    const owner = await supplierWithSeats();
    const wrongRole = await invite(owner.token, { ...colleague, role_id: ROLE.CLIENT_EMPLOYEES });
    expect(wrongRole.json()).toMatchObject({ code: "team.role_not_allowed", errors: [{ field: "role_id" }] });
    expect((await invite(owner.token, { ...colleague, role_id: ROLE.ADMINISTRATOR })).statusCode).toBe(400);
    expect((await invite(owner.token, { ...colleague, email: owner.user.email })).statusCode).toBe(409);
  });

  it("resends (voiding the old link), revokes pending invitations, changes roles and deactivates", async () => {
    const owner = await supplierWithSeats();
    const member = (await invite(owner.token, colleague)).json().data;
    const first = must(
      await lastMailTo(t.database.db, colleague.email, "accept-invite"),
      "invitation mail",
    ).token;
    await t.app.inject({
      method: "POST",
      url: `/api/company/users/${member.id}/resend`,
      headers: bearer(owner.token),
    });
    expect(
      (await t.app.inject({ method: "GET", url: `/api/auth/checkInvite?token=${first}` })).json().code,
    ).toBe("auth.link_used");
    const revoked = await t.app.inject({
      method: "DELETE",
      url: `/api/company/users/${member.id}`,
      headers: bearer(owner.token),
    });
    expect(revoked.json().data).toEqual({ revoked: true });

    const again = (await invite(owner.token, colleague)).json().data;
    const token = must(
      await lastMailTo(t.database.db, colleague.email, "accept-invite"),
      "invitation mail",
    ).token;
    await t.app.inject({
      method: "POST",
      url: `/api/auth/acceptInvite?token=${token}`,
      payload: { password: "Benvenuto2026", password_confirmation: "Benvenuto2026" },
    });
    const session = await login(t.app, colleague.email, "Benvenuto2026");
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/company/users/${again.id}`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(409);
    const promoted = await t.app.inject({
      method: "PATCH",
      url: `/api/company/users/${again.id}`,
      payload: { role_id: ROLE.SUPPLIER_MANAGEMENT },
      headers: bearer(owner.token),
    });
    expect(promoted.json().data.role).toBe("Supplier Management");
    expect(
      (await t.app.inject({ method: "GET", url: "/api/company/profile", headers: bearer(session.token) }))
        .statusCode,
    ).toBe(401);
    await t.app.inject({
      method: "PATCH",
      url: `/api/company/users/${again.id}`,
      payload: { active: false },
      headers: bearer(owner.token),
    });
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: colleague.email, password: "Benvenuto2026" },
    });
    expect(blocked.json().code).toBe("auth.account_disabled");
    const self = await t.app.inject({
      method: "PATCH",
      url: `/api/company/users/${owner.user.id}`,
      payload: { active: false },
      headers: bearer(owner.token),
    });
    expect(self.json().code).toBe("team.not_yourself");
  });

  it("refuses employees, other companies and anonymous callers", async () => {
    const owner = await supplierWithSeats();
    const member = (await invite(owner.token, colleague)).json().data;
    const employee = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER_EMPLOYEES);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/company/users", headers: bearer(employee.token) }))
        .statusCode,
    ).toBe(403);
    const other = await supplierWithSeats();
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/company/users/${member.id}`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/company/users" })).statusCode).toBe(401);
  });
});

describe("my profile", () => {
  const t = useTestApp();

  it("updates names and avatar, and changes the password signing out the other sessions", async () => {
    const me = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const other = await login(t.app, me.user.email);
    const named = await t.app.inject({
      method: "PUT",
      url: "/api/auth/me",
      payload: { firstname: "Giulia", lastname: "Verdi", profile_image_name: "avatar-woman.svg" },
      headers: bearer(me.token),
    });
    expect(named.json().data.user).toMatchObject({
      firstname: "Giulia",
      lastname: "Verdi",
      profile_image_name: "avatar-woman.svg",
      profile_image_url: null,
    });
    const file = multipart("file", "me.png", TINY_PNG, "image/png");
    const pic = await t.app.inject({
      method: "POST",
      url: "/api/auth/avatar",
      payload: file.payload,
      headers: { ...bearer(me.token), ...file.headers },
    });
    const url = pic.json().data.user.profile_image_url as string;
    expect(url).toMatch(/^\/api\/users\/\d+\/avatar\/avatar-[0-9a-f-]{36}\.png$/);
    expect((await t.app.inject({ method: "GET", url })).headers["content-type"]).toBe("image/png");
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/changePassword",
      payload: { current_password: "nope", password: "Nuova2026x", password_confirmation: "Nuova2026x" },
      headers: bearer(me.token),
    });
    expect(wrong.json()).toMatchObject({
      code: "auth.wrong_password",
      errors: [{ field: "current_password" }],
    });
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/auth/changePassword",
      payload: {
        current_password: "Password123",
        password: "Nuova2026x",
        password_confirmation: "Nuova2026x",
      },
      headers: bearer(me.token),
    });
    expect(changed.statusCode).toBe(200);
    // This session continues with the fresh token; its old token and the other session's are revoked.
    const fresh = changed.json().data.token as string;
    expect(changed.json().data.user.id).toBe(me.user.id);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/company/profile", headers: bearer(fresh) })).statusCode,
    ).toBe(200);
    for (const revoked of [me.token, other.token]) {
      expect(
        (await t.app.inject({ method: "GET", url: "/api/company/profile", headers: bearer(revoked) }))
          .statusCode,
      ).toBe(401);
    }
    expect((await login(t.app, me.user.email, "Nuova2026x")).user.id).toBe(me.user.id);
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/auth/me",
          payload: { firstname: "X", lastname: "Y" },
          headers: bearer(fresh),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/auth/me",
          payload: { firstname: "Anna", lastname: "Neri" },
        })
      ).statusCode,
    ).toBe(401);
  });
});
