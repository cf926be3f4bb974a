import { AUTH_LIMITS, ROLE } from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { authSession } from "../../db/schema/index.ts";
import { bearer, createUser, lastMailTo, login, TEST_PASSWORD, useTestApp } from "../../test/app.ts";

const t = useTestApp();
const me = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/encoded_value/list", headers: bearer(token) });
const refresh = (token: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/refresh",
    payload: { token, extend_session: 0 },
    headers: bearer(token),
  });
const changePassword = (token: string, current: string, next: string, ip = "127.0.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/changePassword",
    payload: { current_password: current, password: next, password_confirmation: next },
    headers: bearer(token),
    remoteAddress: ip,
  });

/** An access token of a session as the API signs it, but with its expiry `expiredSecondsAgo` in the past. */
async function expiredToken(token: string, expiredSecondsAgo: number) {
  const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
  const exp = Math.floor(Date.now() / 1000) - expiredSecondsAgo;
  return new SignJWT({ sid: claims.sid, role: claims.role, tv: claims.tv })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuer("marketplace")
    .setAudience("access")
    .setIssuedAt(exp - AUTH_LIMITS.accessTokenTtlSeconds)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(t.ctx.config.JWT_SECRET));
}

describe("signing out or changing the password revokes the user's other tokens", () => {
  it("logout in session 2 stops the token of session 1, which cannot be refreshed either", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT });
    const first = await login(t.app, user.email);
    const second = await login(t.app, user.email);
    expect((await me(first.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: bearer(second.token),
    });
    expect(out.statusCode).toBe(200);
    for (const token of [first.token, second.token]) {
      expect((await me(token)).json().code).toBe("auth.session_revoked");
      expect((await refresh(token)).statusCode).toBe(401);
    }
    // Signing in again works, and an old token cannot sign the new session out.
    const third = await login(t.app, user.email);
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(first.token) });
    expect((await me(third.token)).statusCode).toBe(200);
  });

  it("staff acting as the user sign out only the assumed session", async () => {
    const admin = await createUser(t.database.db, { role: ROLE.ADMINISTRATOR });
    const adminToken = (await login(t.app, admin.email)).token;
    const user = await createUser(t.database.db, { role: ROLE.SUPPLIER });
    const own = await login(t.app, user.email);
    const stored = await t.app.inject({
      method: "POST",
      url: "/api/auth/storeParamLoginAuth",
      payload: { email: user.email },
      headers: bearer(adminToken),
    });
    const assumed = await t.app.inject({
      method: "GET",
      url: `/api/auth/getParamLogin?uuid=${stored.json().data.uuid}`,
    });
    const assumedToken = assumed.json().data.token as string;
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(assumedToken) });
    expect((await me(assumedToken)).statusCode).toBe(401);
    expect((await me(own.token)).statusCode).toBe(200);
  });

  it("the realtime channel refuses a token revoked by a logout elsewhere", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT });
    const first = await login(t.app, user.email);
    const second = await login(t.app, user.email);
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(second.token) });
    const socket = await t.app.injectWS("/api/ws");
    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
    socket.send(JSON.stringify({ type: "auth", token: first.token }));
    expect(await closed).toBe(4401);
  });

  it("a password change in session 2 stops session 1; session 2 goes on with the fresh token", async () => {
    const user = await createUser(t.database.db, { role: ROLE.SUPPLIER });
    const first = await login(t.app, user.email);
    const second = await login(t.app, user.email);
    const changed = await changePassword(second.token, TEST_PASSWORD, "Nuova2026x");
    expect(changed.statusCode).toBe(200);
    const { token, user: sessionUser, changed: flag } = changed.json().data;
    expect(flag).toBe(true);
    expect(sessionUser.id).toBe(user.id);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await refresh(first.token)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect((await refresh(token)).statusCode).toBe(200);
  });

  it("a password reset by mail stops every token", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT });
    const session = await login(t.app, user.email);
    await t.app.inject({ method: "POST", url: "/api/auth/forgotPassword", payload: { email: user.email } });
    const mail = await lastMailTo(t.database.db, user.email, "reset-password");
    const reset = await t.app.inject({
      method: "POST",
      url: `/api/auth/resetPassword?reset_token=${mail?.token}`,
      payload: { password: "NuovaPass2026", password_confirmation: "NuovaPass2026" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
  });
});

describe("refresh: idle limit and absolute lifetime", () => {
  it("refuses a token that expired longer ago than the idle limit, even while its session is alive", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT });
    const { token } = await login(t.app, user.email);
    await t.database.db
      .update(authSession)
      .set({ expiresAt: sql`now() + interval '6 days'` })
      .where(eq(authSession.userId, user.id));
    const stale = await refresh(await expiredToken(token, AUTH_LIMITS.sessionIdleTtlSeconds + 60));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe("auth.session_expired");
    // Within the idle limit the same session is refreshed, and slides to the idle limit, no further.
    const recent = await refresh(await expiredToken(token, AUTH_LIMITS.sessionIdleTtlSeconds - 60));
    expect(recent.statusCode).toBe(200);
    const [session] = await t.database.db.select().from(authSession).where(eq(authSession.userId, user.id));
    const left = (session?.expiresAt.getTime() ?? 0) - Date.now();
    expect(left).toBeGreaterThan((AUTH_LIMITS.sessionIdleTtlSeconds - 60) * 1000);
    expect(left).toBeLessThanOrEqual(AUTH_LIMITS.sessionIdleTtlSeconds * 1000);
  });

  it("ends a session at its absolute lifetime however active it is", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT });
    const { token } = await login(t.app, user.email);
    await t.database.db
      .update(authSession)
      .set({ createdAt: sql`now() - make_interval(secs => ${AUTH_LIMITS.sessionMaxLifetimeSeconds - 3600})` })
      .where(eq(authSession.userId, user.id));
    const late = await refresh(token);
    expect(late.statusCode).toBe(200);
    const [session] = await t.database.db.select().from(authSession).where(eq(authSession.userId, user.id));
    // Capped at sign-in + lifetime: one hour left, not the idle limit.
    expect((session?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(3600 * 1000);
    await t.database.db
      .update(authSession)
      .set({ createdAt: sql`now() - make_interval(secs => ${AUTH_LIMITS.sessionMaxLifetimeSeconds + 60})` })
      .where(eq(authSession.userId, user.id));
    expect((await refresh(late.json().data.token)).statusCode).toBe(401);
  });
});

describe("changePassword is rate-limited per user and per IP", () => {
  it("answers 429 after the per-user limit, from any IP, with a Retry-After", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT });
    const { token } = await login(t.app, user.email);
    for (let i = 0; i < AUTH_LIMITS.changePasswordPerUser.max; i++)
      expect((await changePassword(token, "Wrong1234", "Nuova2026x", `10.0.1.${i + 1}`)).statusCode).toBe(
        400,
      );
    const over = await changePassword(token, TEST_PASSWORD, "Nuova2026x", "10.0.2.1");
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("common.rate_limited");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("answers 429 after the per-IP limit, whichever user asks", async () => {
    const users = await Promise.all(
      Array.from({ length: 5 }, () => createUser(t.database.db, { role: ROLE.CLIENT })),
    );
    const tokens = await Promise.all(users.map(async (u) => (await login(t.app, u.email)).token));
    const ip = "10.0.3.3";
    let calls = 0;
    for (const token of tokens)
      for (let i = 0; i < AUTH_LIMITS.changePasswordPerIp.max / tokens.length; i++, calls++)
        expect((await changePassword(token, "Wrong1234", "Nuova2026x", ip)).statusCode).toBe(400);
    expect(calls).toBe(AUTH_LIMITS.changePasswordPerIp.max);
    const fresh = await createUser(t.database.db, { role: ROLE.CLIENT });
    const freshToken = (await login(t.app, fresh.email)).token;
    expect((await changePassword(freshToken, TEST_PASSWORD, "Nuova2026x", ip)).statusCode).toBe(429);
    expect((await changePassword(freshToken, TEST_PASSWORD, "Nuova2026x", "10.0.4.4")).statusCode).toBe(200);
  });

  it("refuses an anonymous caller", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/changePassword",
      payload: {
        current_password: TEST_PASSWORD,
        password: "Nuova2026x",
        password_confirmation: "Nuova2026x",
      },
    });
    expect(res.statusCode).toBe(401);
  });
});
