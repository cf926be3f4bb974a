import { MFA_LIMITS, ROLE } from "@mkt/contracts";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appUser, auditLog, mfaRecoveryCode } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, TEST_PASSWORD, useTestApp } from "../../test/app.ts";
import { codeFor, enrol, freezeInMidStep, post } from "./mfa-test-support.ts";

describe("two-factor enrolment in my profile", () => {
  const t = useTestApp();
  beforeEach(() => {
    freezeInMidStep();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const status = async (token: string) =>
    (await t.app.inject({ method: "GET", url: "/api/auth/twoFactor", headers: bearer(token) })).json().data;

  it("starts with a pending secret, an otpauth URI for the brand and the e-mail, and an SVG QR code", async () => {
    const me = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    expect(await status(me.token)).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    });
    const res = await post(t, "/api/auth/twoFactor/start", {}, me.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data.otpauth_uri);
    expect(uri.protocol).toBe("otpauth:");
    expect(decodeURIComponent(uri.pathname)).toContain(me.user.email);
    expect(uri.searchParams.get("secret")).toBe(data.secret);
    expect(uri.searchParams.get("issuer")).toBeTruthy();
    expect(data.qr_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(data.qr_data_url.split(",")[1], "base64").toString()).toContain("<svg");
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.id, me.user.id));
    expect(row).toMatchObject({ totpPendingSecret: data.secret, totpSecret: null, totpEnabledAt: null });
  });

  it("refuses a wrong code, then enables with the right one and shows ten recovery codes once", async () => {
    const me = await createUserAndLogin(t.database.db, t.app, ROLE.SUPPLIER);
    const enableEarly = await post(t, "/api/auth/twoFactor/enable", { code: "123456" }, me.token);
    expect(enableEarly.json().code).toBe("auth.mfa_enrolment_not_started");
    const { secret } = (await post(t, "/api/auth/twoFactor/start", {}, me.token)).json().data;
    const wrong = await post(t, "/api/auth/twoFactor/enable", { code: codeFor(secret, 3) }, me.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "auth.mfa_code_invalid",
      message: expect.stringContaining("Codice di verifica errato"),
    });
    expect((await post(t, "/api/auth/twoFactor/enable", { code: "12ab56" }, me.token)).statusCode).toBe(400);
    const right = await post(t, "/api/auth/twoFactor/enable", { code: codeFor(secret) }, me.token);
    expect(right.statusCode).toBe(200);
    const codes: string[] = right.json().data.recovery_codes;
    expect(codes).toHaveLength(MFA_LIMITS.recoveryCodeCount);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    // Only hashes are stored, and the codes are never answered again.
    const stored = await t.database.db
      .select()
      .from(mfaRecoveryCode)
      .where(eq(mfaRecoveryCode.userId, me.user.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    expect(stored[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const after = await status(me.token);
    expect(after).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(JSON.stringify(after)).not.toContain(codes[0]);
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.id, me.user.id));
    expect(row).toMatchObject({ totpSecret: secret, totpPendingSecret: null });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, me.user.id), eq(auditLog.action, "mfa_enabled")));
    expect(audit).toHaveLength(1);
    // Enabled once: starting or enabling again is a clear 409.
    expect((await post(t, "/api/auth/twoFactor/start", {}, me.token)).json().code).toBe(
      "auth.mfa_already_enabled",
    );
  });

  it("turns off only with the password and a valid code, and records it", async () => {
    const me = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const { secret } = await enrol(t, me.token);
    const disable = (body: Record<string, string>) => post(t, "/api/auth/twoFactor/disable", body, me.token);
    const wrongPassword = await disable({ password: "Wrong12345", code: codeFor(secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().code).toBe("auth.wrong_password");
    const wrongCode = await disable({ password: TEST_PASSWORD, code: codeFor(secret, 4) });
    expect(wrongCode.json().code).toBe("auth.mfa_code_invalid");
    expect((await disable({ password: TEST_PASSWORD })).statusCode).toBe(400);
    expect((await status(me.token)).enabled).toBe(true);
    const ok = await disable({ password: TEST_PASSWORD, code: codeFor(secret, 1) });
    expect(ok.statusCode).toBe(200);
    expect(await status(me.token)).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    const left = await t.database.db
      .select()
      .from(mfaRecoveryCode)
      .where(eq(mfaRecoveryCode.userId, me.user.id));
    expect(left).toHaveLength(0);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "mfa_disabled"));
    expect(audit.map((a) => a.subjectUserId)).toEqual([me.user.id]);
  });

  it("counts wrong passwords when turning it off: five, and even the right pair waits", async () => {
    const me = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const { secret } = await enrol(t, me.token);
    const disable = (password: string) =>
      post(t, "/api/auth/twoFactor/disable", { password, code: codeFor(secret) }, me.token);
    for (let i = 0; i < MFA_LIMITS.maxFailures; i += 1)
      expect((await disable("Wrong12345")).json().code).toBe("auth.wrong_password");
    const blocked = await disable(TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("auth.mfa_too_many_attempts");
    expect((await status(me.token)).enabled).toBe(true);
  });

  it("turns off with a recovery code when the phone is lost", async () => {
    const me = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const { recoveryCodes } = await enrol(t, me.token);
    const res = await post(
      t,
      "/api/auth/twoFactor/disable",
      { password: TEST_PASSWORD, code: recoveryCodes[3]?.toUpperCase() },
      me.token,
    );
    expect(res.statusCode).toBe(200);
  });

  it("replaces the recovery codes with a current code; the old ones stop working", async () => {
    const me = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const { secret, recoveryCodes } = await enrol(t, me.token);
    const wrong = await post(t, "/api/auth/twoFactor/recoveryCodes", { code: codeFor(secret, 5) }, me.token);
    expect(wrong.json().code).toBe("auth.mfa_code_invalid");
    const res = await post(t, "/api/auth/twoFactor/recoveryCodes", { code: codeFor(secret) }, me.token);
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().data.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const disableWithOld = await post(
      t,
      "/api/auth/twoFactor/disable",
      { password: TEST_PASSWORD, code: recoveryCodes[0] },
      me.token,
    );
    expect(disableWithOld.json().code).toBe("auth.mfa_recovery_code_invalid");
  });

  it("refuses anonymous callers, forged tokens and staff acting as the user on every management call", async () => {
    const calls = [
      ["GET", "/api/auth/twoFactor"],
      ["POST", "/api/auth/twoFactor/start"],
      ["POST", "/api/auth/twoFactor/enable"],
      ["POST", "/api/auth/twoFactor/disable"],
      ["POST", "/api/auth/twoFactor/recoveryCodes"],
    ] as const;
    for (const [method, url] of calls) {
      expect(
        (await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined })).statusCode,
      ).toBe(401);
      const forged = await t.app.inject({ method, url, headers: bearer("eyJhbGciOiJIUzI1NiJ9.e30.forged") });
      expect(forged.statusCode).toBe(401);
    }
    // Staff acting as a user must not change that user's second factor.
    const admin = await createUserAndLogin(t.database.db, t.app, ROLE.ADMINISTRATOR);
    await createUser(t.database.db, { role: ROLE.CLIENT, email: "target@client.test" });
    const stored = await post(
      t,
      "/api/auth/storeParamLoginAuth",
      { email: "target@client.test" },
      admin.token,
    );
    const assumed = await t.app.inject({
      method: "GET",
      url: `/api/auth/getParamLogin?uuid=${stored.json().data.uuid}`,
    });
    const assumedToken: string = assumed.json().data.token;
    for (const url of [
      "/api/auth/twoFactor/start",
      "/api/auth/twoFactor/enable",
      "/api/auth/twoFactor/disable",
    ]) {
      const res = await post(t, url, { code: "123456", password: TEST_PASSWORD }, assumedToken);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("auth.forbidden");
    }
  });

  it("never lets one user read or change another user's enrolment", async () => {
    const anna = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const bruno = await createUserAndLogin(t.database.db, t.app, ROLE.CLIENT);
    const { secret } = await enrol(t, anna.token);
    // Bruno's calls only ever act on Bruno: Anna's code does not turn off anything of hers.
    const res = await post(
      t,
      "/api/auth/twoFactor/disable",
      { password: TEST_PASSWORD, code: codeFor(secret) },
      bruno.token,
    );
    expect(res.json().code).toBe("auth.mfa_not_enabled");
    expect(await status(bruno.token)).toMatchObject({ enabled: false });
    expect(await status(anna.token)).toMatchObject({ enabled: true });
  });
});
