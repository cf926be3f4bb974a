import { AUTH_LIMITS, ERRORS, must, ROLE } from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appUser, loginAttempt } from "../../db/schema/index.ts";
import { createUser, nextVat, TEST_PASSWORD, useTestApp } from "../../test/app.ts";
import { argon2 } from "./passwords.ts";

const t = useTestApp();
const attempt = (email: string, password: string, ip: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress: ip });
/** Moves every recorded login attempt into the past, as if that much time had gone by. */
const wait = (seconds: number) =>
  t.database.db
    .update(loginAttempt)
    .set({ createdAt: sql`${loginAttempt.createdAt} - make_interval(secs => ${seconds})` });
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers["retry-after"]);

describe("login: the answer costs one password verification whether or not the account exists", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("verifies a hash for an unknown e-mail, a known one, and a user without a password", async () => {
    const verify = vi.spyOn(argon2, "verify");
    const known = await createUser(t.database.db, { role: ROLE.CLIENT });
    const ssoOnly = await createUser(t.database.db, { role: ROLE.CLIENT });
    await t.database.db.update(appUser).set({ passwordHash: null }).where(eq(appUser.id, ssoOnly.id));
    const unconfirmed = await createUser(t.database.db, { role: ROLE.CLIENT, confirmed: false });
    const cases: [string, string, string][] = [
      ["nobody@example.test", TEST_PASSWORD, "auth.unknown_email"],
      [known.email, "Wrong1234", "auth.wrong_password"],
      [ssoOnly.email, "Wrong1234", "auth.wrong_password"],
      [unconfirmed.email, TEST_PASSWORD, "auth.email_not_confirmed"],
    ];
    for (const [email, password, code] of cases) {
      verify.mockClear();
      const res = await attempt(email, password, "10.0.0.1");
      expect(res.json().code).toBe(code);
      expect(verify, email).toHaveBeenCalledTimes(1);
    }
  });
});

describe("login: failures are limited per account and IP, with exponential back-off", () => {
  it("lets the right password through from another IP after a stranger's failures", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT, email: "target@example.test" });
    for (let i = 0; i < 8; i++) await attempt("Target@Example.test", "Wrong1234", "10.6.6.6");
    const stranger = await attempt("target@example.test", TEST_PASSWORD, "10.6.6.6");
    expect(stranger.statusCode).toBe(429);
    const owner = await attempt(user.email, TEST_PASSWORD, "10.1.1.1");
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.user.id).toBe(user.id);
  });

  it("answers 429 with a growing Retry-After to the same IP, and forgets after a success", async () => {
    await createUser(t.database.db, { role: ROLE.CLIENT, email: "target@example.test" });
    const ip = "10.7.7.7";
    for (let i = 0; i < AUTH_LIMITS.loginFreeFailures; i++)
      expect((await attempt("target@example.test", "Wrong1234", ip)).statusCode).toBe(401);
    const waits: number[] = [];
    for (const minutes of [1, 2, 4]) {
      const blocked = await attempt("target@example.test", TEST_PASSWORD, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        code: "auth.too_many_attempts",
        message: ERRORS["auth.too_many_attempts"].it,
      });
      expect(blocked.json().data.retry_after).toBe(retryAfter(blocked));
      expect(retryAfter(blocked)).toBeGreaterThan(minutes * 60 - 10);
      expect(retryAfter(blocked)).toBeLessThanOrEqual(minutes * 60);
      waits.push(retryAfter(blocked));
      // Once the wait is over one more guess is allowed, and failing it doubles the next wait.
      await wait(minutes * 60 + 1);
      expect((await attempt("target@example.test", "Wrong1234", ip)).statusCode).toBe(401);
    }
    expect(waits[1]).toBeGreaterThan(must(waits[0], "the first wait"));
    expect(waits[2]).toBeGreaterThan(must(waits[1], "the second wait"));
    await wait(8 * 60 + 1);
    expect((await attempt("target@example.test", TEST_PASSWORD, ip)).statusCode).toBe(200);
    // The success starts the count again: a typo afterwards is not blocked.
    expect((await attempt("target@example.test", "Wrong1234", ip)).statusCode).toBe(401);
    expect((await attempt("target@example.test", TEST_PASSWORD, ip)).statusCode).toBe(200);
  });

  it("caps the back-off at an hour", async () => {
    await createUser(t.database.db, { role: ROLE.CLIENT, email: "target@example.test" });
    const ip = "10.8.8.8";
    await t.database.db
      .insert(loginAttempt)
      .values(Array.from({ length: 30 }, () => ({ email: "target@example.test", ip, success: false })));
    const blocked = await attempt("target@example.test", TEST_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(AUTH_LIMITS.loginBackoffMaxSeconds - 10);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(AUTH_LIMITS.loginBackoffMaxSeconds);
  });

  it("limits unknown e-mails like known ones", async () => {
    for (let i = 0; i < AUTH_LIMITS.loginFreeFailures; i++)
      expect((await attempt("ghost@example.test", "Wrong1234", "10.5.5.5")).statusCode).toBe(401);
    expect((await attempt("ghost@example.test", "Wrong1234", "10.5.5.5")).statusCode).toBe(429);
  });
});

describe("checkEmail, sendConfirmEmailApi and forgotPassword are rate-limited per IP and per address", () => {
  const post = (url: string, email: string, ip: string, lang = "it") =>
    t.app.inject({
      method: "POST",
      url,
      payload: { email },
      headers: { "accept-language": lang },
      remoteAddress: ip,
    });
  const cases = [
    ["/api/auth/checkEmail", AUTH_LIMITS.checkEmailPerIp, AUTH_LIMITS.checkEmailPerAddress],
    [
      "/api/auth/sendConfirmEmailApi",
      AUTH_LIMITS.sendConfirmEmailPerIp,
      AUTH_LIMITS.sendConfirmEmailPerAddress,
    ],
    ["/api/auth/forgotPassword", AUTH_LIMITS.forgotPasswordPerIp, AUTH_LIMITS.forgotPasswordPerAddress],
  ] as const;

  it.each(cases)("%s: per address, whichever IP asks", async (url, _perIp, perAddress) => {
    for (let i = 0; i < perAddress.max; i++)
      expect((await post(url, "Probe@Example.test", `10.2.0.${i + 1}`)).statusCode).toBe(200);
    const over = await post(url, "probe@example.test", "10.2.1.1", "en");
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: "common.rate_limited",
      message: ERRORS["common.rate_limited"].en,
    });
    expect(retryAfter(over)).toBeGreaterThan(perAddress.windowSeconds - 10);
    expect(retryAfter(over)).toBeLessThanOrEqual(perAddress.windowSeconds);
    // Another address is still answered.
    expect((await post(url, "other@example.test", "10.2.1.1")).statusCode).toBe(200);
  });

  it.each(cases)("%s: per IP, whichever address is asked", async (url, perIp) => {
    for (let i = 0; i < perIp.max; i++)
      expect((await post(url, `probe${i}@example.test`, "10.3.3.3")).statusCode).toBe(200);
    const over = await post(url, "one-more@example.test", "10.3.3.3");
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("common.rate_limited");
    expect(retryAfter(over)).toBeGreaterThan(0);
    // Another IP is still answered.
    expect((await post(url, "one-more@example.test", "10.4.4.4")).statusCode).toBe(200);
  });

  it("counts parallel requests exactly (one advisory lock per bucket and key)", async () => {
    const { max } = AUTH_LIMITS.checkEmailPerAddress;
    const answers = await Promise.all(
      Array.from({ length: max + 5 }, (_, i) =>
        post("/api/auth/checkEmail", "race@example.test", `10.9.0.${i + 1}`),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(max);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
  });

  it("counts registration against the e-mail check, so it is no way around the limit", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT });
    for (let i = 0; i < AUTH_LIMITS.checkEmailPerAddress.max; i++)
      expect((await post("/api/auth/checkEmail", user.email, `10.2.2.${i + 1}`)).statusCode).toBe(409);
    const register = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: "10.2.3.1",
      payload: {
        role_id: 3,
        firstname: "Marco",
        lastname: "Verdi",
        email: user.email,
        password: "Partenza2026",
        company_name: "Verdi Srl",
        vat_number: nextVat(),
        terms_accepted: true,
      },
    });
    expect(register.statusCode).toBe(429);
  });
});
