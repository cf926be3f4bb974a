import { must, ROLE } from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authSession, oneTimeToken } from "../../db/schema/index.ts";
import { bearer, createUser, lastMailTo, login, nextVat, TEST_PASSWORD, useTestApp } from "../../test/app.ts";

describe("POST /api/auth/login", () => {
  const t = useTestApp();
  const attempt = (email: string, password: string, lang = "it", ip = "10.0.0.1") =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
      headers: { "accept-language": lang },
      remoteAddress: ip,
    });

  it("returns a token and the session user with the role's home", async () => {
    const user = await createUser(t.database.db, { role: ROLE.SUPPLIER, email: "Sup@Example.test" });
    const res = await attempt("sup@example.test", TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token.split(".")).toHaveLength(3);
    expect(data.expires_in).toBe(900);
    expect(data.user).toMatchObject({
      id: user.id,
      role: "Supplier",
      role_id: 3,
      home: "/dashboard_supplier",
      company_id: user.companyId,
      language: "it",
      id_doc_status: 2,
      versionProduct: 2,
      access_token: data.token,
      assumedUser: false,
    });
  });

  it.each([
    [ROLE.ADMINISTRATOR, "/my_profile"],
    [ROLE.CLIENT, "/dashboard_client"],
    [ROLE.SUPPLIER_MANAGEMENT, "/dashboard_supplier"],
    [ROLE.ACCADEMY, "/dashboard_academy"],
    [ROLE.MANAGEMENT_ACCADEMY, "/dashboard_academy"],
    [ROLE.PROFILE_ACCADEMY, "/my_profile"],
    [ROLE.FREELANCER, "/freelance_profile"],
  ])("role %i lands on %s", async (role, home) => {
    const user = await createUser(t.database.db, { role });
    expect((await login(t.app, user.email)).user.home).toBe(home);
  });

  it("tells an unknown e-mail from a wrong password, in the caller's language", async () => {
    await createUser(t.database.db, { role: ROLE.CLIENT, email: "c@example.test" });
    const unknown = await attempt("nobody@example.test", TEST_PASSWORD, "en");
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      code: "auth.unknown_email",
      message: "No account is registered with this e-mail.",
    });
    const wrong = await attempt("c@example.test", "Wrong1234", "it");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: "auth.wrong_password",
      message: "Password errata.",
      errors: [{ field: "password" }],
    });
  });

  it("refuses an unconfirmed e-mail and a company whose documentation was rejected", async () => {
    await createUser(t.database.db, { role: ROLE.CLIENT, email: "new@example.test", confirmed: false });
    const unconfirmed = await attempt("new@example.test", TEST_PASSWORD);
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json()).toMatchObject({
      code: "auth.email_not_confirmed",
      data: { email: "new@example.test" },
    });
    await createUser(t.database.db, { role: ROLE.SUPPLIER, email: "rej@example.test", docStatus: 3 });
    const rejected = await attempt("rej@example.test", TEST_PASSWORD);
    expect(rejected.statusCode).toBe(403);
    expect(rejected.json().code).toBe("auth.documentation_rejected");
  });

  it("lets supplier employees in even when their company's documentation was rejected (§4)", async () => {
    const user = await createUser(t.database.db, { role: ROLE.SUPPLIER_EMPLOYEES, docStatus: 3 });
    expect((await attempt(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("rate-limits failures per account and IP: that IP waits, the account's owner elsewhere does not", async () => {
    await createUser(t.database.db, { role: ROLE.CLIENT, email: "target@example.test" });
    for (let i = 0; i < 5; i++)
      expect((await attempt("target@example.test", "Wrong1234")).statusCode).toBe(401);
    const blocked = await attempt("target@example.test", TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("auth.too_many_attempts");
    expect((await attempt("target@example.test", TEST_PASSWORD, "it", "10.0.0.9")).statusCode).toBe(200);
  });

  it("rate-limits failures per IP across accounts", async () => {
    for (let i = 0; i < 20; i++) await attempt(`probe${i}@example.test`, "Wrong1234", "it", "10.9.9.9");
    const user = await createUser(t.database.db, { role: ROLE.CLIENT });
    expect((await attempt(user.email, TEST_PASSWORD, "it", "10.9.9.9")).statusCode).toBe(429);
    expect((await attempt(user.email, TEST_PASSWORD, "it", "10.1.1.1")).statusCode).toBe(200);
  });

  it("rejects a malformed body with field errors", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "x" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("validation.failed");
  });
});

describe("sessions: refresh and logout", () => {
  const t = useTestApp();
  const refresh = (token: string, extend = 0, auth = token) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      payload: { token, extend_session: extend },
      headers: bearer(auth),
    });
  const me = (token: string) =>
    t.app.inject({ method: "GET", url: "/api/encoded_value/list", headers: bearer(token) });

  it("refreshes a live session, sliding it to the idle limit (extend_session asks the same)", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT });
    const { token } = await login(t.app, user.email);
    await t.database.db.update(authSession).set({ expiresAt: sql`now() + interval '1 minute'` });
    const res = await refresh(token, 1);
    expect(res.statusCode).toBe(200);
    const next = res.json().data;
    expect(next.user.id).toBe(user.id);
    expect((await me(next.token)).statusCode).toBe(200);
    const [session] = await t.database.db.select().from(authSession).where(eq(authSession.userId, user.id));
    expect(must(session, "the session").expiresAt.getTime() - Date.now()).toBeGreaterThan(11 * 3600 * 1000);
  });

  it("refuses a refresh for an expired or revoked session, a forged token, or a mismatched bearer", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT });
    const { token } = await login(t.app, user.email);
    expect((await refresh(`${token.slice(0, -4)}AAAA`)).statusCode).toBe(401);
    const other = await login(t.app, user.email);
    expect((await refresh(token, 0, other.token)).statusCode).toBe(401);
    await t.database.db.update(authSession).set({ expiresAt: sql`now() - interval '1 minute'` });
    const expired = await refresh(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe("auth.session_revoked");
  });

  it("logs out: the token stops working and cannot be refreshed", async () => {
    const user = await createUser(t.database.db, { role: ROLE.SUPPLIER });
    const { token } = await login(t.app, user.email);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { logout: true },
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toEqual({ logged_out: true });
    expect((await me(token)).json().code).toBe("auth.session_revoked");
    expect((await refresh(token)).statusCode).toBe(401);
    const second = await login(t.app, user.email);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(second.token) }))
        .statusCode,
    ).toBe(200);
    expect((await me(second.token)).statusCode).toBe(401);
  });

  it("refuses logout without a token", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { logout: true } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("auth.unauthorized");
  });
});

describe("e-mail confirmation and password reset", () => {
  const t = useTestApp();

  async function registerSupplier(email: string) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        role_id: 3,
        firstname: "Marco",
        lastname: "Verdi",
        email,
        password: "Partenza2026",
        company_name: "Verdi Srl",
        vat_number: nextVat(),
        terms_accepted: true,
      },
    });
    expect(res.statusCode).toBe(200);
  }

  it("confirms once with the mailed link, then the user can log in", async () => {
    await registerSupplier("marco@verdi.test");
    const { token } = must(
      await lastMailTo(t.database.db, "marco@verdi.test", "confirm-email"),
      "the confirmation mail",
    );
    const first = await t.app.inject({ method: "GET", url: `/api/auth/confirmEmail?token=${token}` });
    expect(first.statusCode).toBe(200);
    expect((await login(t.app, "marco@verdi.test", "Partenza2026")).user.home).toBe("/dashboard_supplier");
    const again = await t.app.inject({ method: "GET", url: `/api/auth/confirmEmail?token=${token}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("auth.already_confirmed");
  });

  it("tells an invalid link from an expired one, and a resend makes earlier links void", async () => {
    await registerSupplier("late@verdi.test");
    const bogus = await t.app.inject({ method: "GET", url: "/api/auth/confirmEmail?token=abcdefghijklmnop" });
    expect(bogus.json().code).toBe("auth.link_invalid");
    const { token: first } = must(
      await lastMailTo(t.database.db, "late@verdi.test", "confirm-email"),
      "the first confirmation mail",
    );
    const resend = await t.app.inject({
      method: "POST",
      url: "/api/auth/sendConfirmEmailApi",
      payload: { email: "late@verdi.test" },
    });
    expect(resend.statusCode).toBe(200);
    const { token: second } = must(
      await lastMailTo(t.database.db, "late@verdi.test", "confirm-email"),
      "the second confirmation mail",
    );
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/auth/confirmEmail?token=${first}` })).json().code,
    ).toBe("auth.link_used");
    await t.database.db.update(oneTimeToken).set({ expiresAt: sql`now() - interval '1 hour'` });
    const expired = await t.app.inject({ method: "GET", url: `/api/auth/confirmEmail?token=${second}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("auth.link_expired");
  });

  it("answers a resend for an unknown address like a known one, and refuses a confirmed one", async () => {
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/sendConfirmEmailApi",
      payload: { email: "ghost@x.test" },
    });
    expect(unknown.statusCode).toBe(200);
    const user = await createUser(t.database.db, { role: ROLE.CLIENT });
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/auth/sendConfirmEmailApi",
      payload: { email: user.email },
    });
    expect(confirmed.json().code).toBe("auth.already_confirmed");
  });

  it("resets the password with a one-time link and signs out every session", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT, language: "en" });
    const { token: oldToken } = await login(t.app, user.email);
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgotPassword",
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const mail = must(await lastMailTo(t.database.db, user.email, "reset-password"), "the reset mail");
    expect(mail.mail.subject).toBe("Reset your password");
    const mismatch = await t.app.inject({
      method: "POST",
      url: `/api/auth/resetPassword?reset_token=${mail.token}`,
      payload: { password: "NuovaPass2026", password_confirmation: "Different2026" },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0].field).toBe("password_confirmation");
    const reset = await t.app.inject({
      method: "POST",
      url: `/api/auth/resetPassword?reset_token=${mail.token}`,
      payload: { password: "NuovaPass2026", password_confirmation: "NuovaPass2026" },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/encoded_value/list", headers: bearer(oldToken) }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: user.email, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
    expect((await login(t.app, user.email, "NuovaPass2026")).user.id).toBe(user.id);
    const reuse = await t.app.inject({
      method: "POST",
      url: `/api/auth/resetPassword?reset_token=${mail.token}`,
      payload: { password: "Another2026", password_confirmation: "Another2026" },
    });
    expect(reuse.json().code).toBe("auth.link_used");
    expect(
      must(await lastMailTo(t.database.db, user.email, "login"), "the password-changed mail").mail.subject,
    ).toBe("Your password was changed");
  });

  it("sends nothing for an unknown address but answers the same", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgotPassword",
      payload: { email: "ghost@x.test" },
    });
    expect(res.statusCode).toBe(200);
    expect(await lastMailTo(t.database.db, "ghost@x.test", "reset")).toBeUndefined();
  });
});
