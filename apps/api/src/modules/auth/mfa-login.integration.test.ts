import { MFA_LIMITS, ROLE } from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rateLimitHit } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, TEST_PASSWORD, useTestApp } from "../../test/app.ts";
import { codeFor, enrol, freezeInMidStep, post } from "./mfa-test-support.ts";

describe("signing in with two-factor sign-in on", () => {
  const t = useTestApp();
  beforeEach(() => {
    freezeInMidStep();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A user with two-factor sign-in on, and a fresh challenge from auth/login. */
  async function challenged() {
    const me = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const enrolled = await enrol(t, me.token);
    const res = await post(t, "/api/auth/login", { email: me.user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    return { ...me, ...enrolled, login: res.json().data };
  }
  const withCode = (challenge: string, code: string) =>
    post(t, "/api/auth/loginMobileAuthenticator", { challenge, code });
  const withRecovery = (challenge: string, recovery_code: string) =>
    post(t, "/api/auth/recoverySecret", { challenge, recovery_code });

  it("answers a challenge instead of a session, and the right code opens the session", async () => {
    const me = await challenged();
    expect(me.login).toEqual({
      mfa_required: true,
      challenge: expect.any(String),
      expires_in: MFA_LIMITS.challengeTtlSeconds,
    });
    expect(me.login.token).toBeUndefined();
    // The challenge is no access token.
    const asBearer = await t.app.inject({
      method: "GET",
      url: "/api/auth/twoFactor",
      headers: bearer(me.login.challenge),
    });
    expect(asBearer.statusCode).toBe(401);
    const wrong = await withCode(me.login.challenge, codeFor(me.secret, 3));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "auth.mfa_code_invalid",
      message: expect.stringContaining("Wrong"),
    });
    const res = await withCode(me.login.challenge, codeFor(me.secret));
    expect(res.statusCode).toBe(200);
    const session = res.json().data;
    expect(session.user).toMatchObject({ id: me.user.id, home: "/dashboard_client" });
    const status = await t.app.inject({
      method: "GET",
      url: "/api/auth/twoFactor",
      headers: bearer(session.token),
    });
    expect(status.json().data.enabled).toBe(true);
  });

  it("refuses the same code twice (no replay), even with a new challenge", async () => {
    const me = await challenged();
    const code = codeFor(me.secret, 1);
    expect((await withCode(me.login.challenge, code)).statusCode).toBe(200);
    const again = await withCode(me.login.challenge, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("auth.mfa_code_reused");
    const second = (
      await post(t, "/api/auth/login", { email: me.user.email, password: TEST_PASSWORD })
    ).json().data;
    expect((await withCode(second.challenge, code)).json().code).toBe("auth.mfa_code_reused");
    // The enrolment code (previous step) is spent too; the current step's code still works.
    expect((await withCode(second.challenge, codeFor(me.secret, -1))).json().code).toBe(
      "auth.mfa_code_reused",
    );
    expect((await withCode(second.challenge, codeFor(me.secret))).statusCode).toBe(200);
  });

  it("finishes only the challenged user's sign-in: another user's code or recovery code does not", async () => {
    const anna = await challenged();
    const bruno = await challenged();
    const withBrunosCode = await withCode(anna.login.challenge, codeFor(bruno.secret, 1));
    expect(withBrunosCode.json().code).toBe("auth.mfa_code_invalid");
    const withBrunosRecovery = await withRecovery(anna.login.challenge, bruno.recoveryCodes[0] ?? "");
    expect(withBrunosRecovery.json().code).toBe("auth.mfa_recovery_code_invalid");
    // Bruno's code and recovery code are untouched by those tries.
    expect((await withRecovery(bruno.login.challenge, bruno.recoveryCodes[0] ?? "")).statusCode).toBe(200);
  });

  it("refuses an expired, forged or other-purpose challenge", async () => {
    const me = await challenged();
    const forged = `${me.login.challenge.slice(0, -4)}AAAA`;
    for (const challenge of [forged, me.token, "not-a-jwt-at-all"]) {
      const res = await withCode(challenge, codeFor(me.secret));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("auth.mfa_challenge_invalid");
    }
    const opt = await t.ctx.tokens.signPurpose("email-opt-out", me.user.id, "5m");
    expect((await withCode(opt, codeFor(me.secret))).json().code).toBe("auth.mfa_challenge_invalid");
    vi.setSystemTime(Date.now() + (MFA_LIMITS.challengeTtlSeconds + 60) * 1000);
    const expired = await withCode(me.login.challenge, codeFor(me.secret));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: "auth.mfa_challenge_invalid",
      message: expect.stringContaining("expired"),
    });
  });

  it("takes a recovery code once instead of the app's code", async () => {
    const me = await challenged();
    const code = me.recoveryCodes[0] ?? "";
    const res = await withRecovery(me.login.challenge, ` ${code.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(me.user.id);
    const again = await withRecovery(me.login.challenge, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("auth.mfa_recovery_code_invalid");
    expect((await withRecovery(me.login.challenge, "short")).json().code).toBe("validation.failed");
    const status = await t.app.inject({
      method: "GET",
      url: "/api/auth/twoFactor",
      headers: bearer(res.json().data.token),
    });
    expect(status.json().data.recovery_codes_left).toBe(9);
  });

  it("stops after five wrong codes for the user, even with new challenges, until the window passes", async () => {
    const me = await challenged();
    for (let i = 0; i < MFA_LIMITS.maxFailures; i += 1) {
      const res =
        i % 2
          ? await withCode(me.login.challenge, "000000")
          : await withRecovery(me.login.challenge, "aaaaa-bbbbb");
      expect(res.statusCode).toBe(400);
    }
    const fresh = (await post(t, "/api/auth/login", { email: me.user.email, password: TEST_PASSWORD })).json()
      .data;
    const blocked = await withCode(fresh.challenge, codeFor(me.secret));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("auth.mfa_too_many_attempts");
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(MFA_LIMITS.failureWindowMinutes * 60 - 60);
    expect(retryAfter).toBeLessThanOrEqual(MFA_LIMITS.failureWindowMinutes * 60);
    // Once the failures leave the window, the right code works again.
    await t.database.db
      .update(rateLimitHit)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(rateLimitHit.bucket, "mfa_fail"));
    expect((await withCode(fresh.challenge, codeFor(me.secret))).statusCode).toBe(200);
    // Another user is not affected.
    const other = await challenged();
    expect((await withCode(other.login.challenge, codeFor(other.secret))).statusCode).toBe(200);
  });

  it("answers a clear 400 for malformed bodies", async () => {
    const me = await challenged();
    for (const body of [
      {},
      { challenge: me.login.challenge },
      { challenge: me.login.challenge, code: "12345" },
    ]) {
      const res = await post(t, "/api/auth/loginMobileAuthenticator", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("validation.failed");
    }
    expect((await post(t, "/api/auth/recoverySecret", { challenge: me.login.challenge })).statusCode).toBe(
      400,
    );
  });

  it("a user without two-factor sign-in gets the session at once; staff act-as-user is never asked", async () => {
    const plain = await createUser(t.database.db, { role: ROLE.SUPPLIER });
    const res = await post(t, "/api/auth/login", { email: plain.email, password: TEST_PASSWORD });
    expect(res.json().data.token).toEqual(expect.any(String));
    expect(res.json().data.mfa_enrolment_required).toBeUndefined();
    const target = await challenged();
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    const stored = await post(t, "/api/auth/storeParamLoginAuth", { email: target.user.email }, admin.token);
    const assumed = await t.app.inject({
      method: "GET",
      url: `/api/auth/getParamLogin?uuid=${stored.json().data.uuid}`,
    });
    expect(assumed.statusCode).toBe(200);
    expect(assumed.json().data.user).toMatchObject({ id: target.user.id, assumedUser: true });
  });
});

describe("REQUIRE_STAFF_2FA=1", () => {
  const t = useTestApp({ REQUIRE_STAFF_2FA: "1" });
  beforeEach(() => {
    freezeInMidStep();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets un-enrolled staff reach only enrolment (403 elsewhere) until they enrol", async () => {
    const admin = await createUser(t.database.db, { role: ROLE.ADMINISTRATOR, language: "en" });
    const login = (await post(t, "/api/auth/login", { email: admin.email, password: TEST_PASSWORD })).json()
      .data;
    expect(login.mfa_enrolment_required).toBe(true);
    const token: string = login.token;
    // Every operation behind authentication, except the enrolment ones, answers the same 403.
    const open: string[] = [];
    let refused = 0;
    for (const route of t.app.routeTable) {
      const hooks = [route.onRequest ?? []].flat() as { name?: string; allowedRoles?: unknown }[];
      const guarded = hooks.some((h) => h.name === "authenticated" || h.allowedRoles);
      if (!route.url.startsWith("/api") || !guarded) continue;
      const methods = [route.method].flat().filter((m) => m !== "HEAD");
      if (route.config?.mfaEnrolment) {
        for (const method of methods) open.push(`${method} ${route.url}`);
        continue;
      }
      for (const method of methods) {
        const res = await t.app.inject({
          method: method as "GET",
          url: route.url.replace(/:[A-Za-z_]+/g, "1"),
          headers: { ...bearer(token), "accept-language": "en" },
          ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
        });
        expect(`${method} ${route.url} ${res.statusCode} ${res.json().code}`).toBe(
          `${method} ${route.url} 403 auth.mfa_enrolment_required`,
        );
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(150);
    expect(open.sort()).toEqual([
      "GET /api/auth/twoFactor",
      "POST /api/auth/twoFactor/enable",
      "POST /api/auth/twoFactor/start",
    ]);
    const denied = await t.app.inject({
      method: "GET",
      url: "/api/encoded_value/list",
      headers: bearer(token),
    });
    expect(denied.json().message).toContain("two-step verification");
    expect(
      (
        await post(t, "/api/auth/twoFactor/disable", { password: TEST_PASSWORD, code: "123456" }, token)
      ).json().code,
    ).toBe("auth.mfa_enrolment_required");
    const status = await t.app.inject({ method: "GET", url: "/api/auth/twoFactor", headers: bearer(token) });
    expect(status.json().data).toMatchObject({ enabled: false, required: true });
    // No push channel either until enrolled.
    const refusedSocket = await t.app.injectWS("/api/ws");
    const closedWith = new Promise((resolve) => refusedSocket.once("close", (code) => resolve(code)));
    refusedSocket.send(JSON.stringify({ type: "auth", token }));
    expect(await closedWith).toBe(4401);
    await enrol(t, token);
    const socket = await t.app.injectWS("/api/ws");
    const ready = new Promise((resolve) =>
      socket.once("message", (raw) => resolve(JSON.parse(String(raw)).type)),
    );
    socket.send(JSON.stringify({ type: "auth", token }));
    expect(await ready).toBe("ready");
    socket.terminate();
    const now = await t.app.inject({ method: "GET", url: "/api/encoded_value/list", headers: bearer(token) });
    expect(now.statusCode).toBe(200);
  });

  it("does not touch other roles, and enrolled staff sign in with the challenge", async () => {
    const client = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    expect(client.session.mfa_enrolment_required).toBeUndefined();
    const ok = await t.app.inject({
      method: "GET",
      url: "/api/encoded_value/list",
      headers: bearer(client.token),
    });
    expect(ok.statusCode).toBe(200);
    const manager = await createUser(t.database.db, { role: ROLE.ADMIN_MANAGEMENT });
    const first = (await post(t, "/api/auth/login", { email: manager.email, password: TEST_PASSWORD })).json()
      .data;
    const { secret } = await enrol(t, first.token);
    const again = (await post(t, "/api/auth/login", { email: manager.email, password: TEST_PASSWORD })).json()
      .data;
    expect(again.mfa_required).toBe(true);
    const done = await post(t, "/api/auth/loginMobileAuthenticator", {
      challenge: again.challenge,
      code: codeFor(secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.mfa_enrolment_required).toBeUndefined();
  });
});
