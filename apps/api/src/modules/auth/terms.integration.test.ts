import { must, ROLE, TERMS_VERSION } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUser } from "../../db/schema/index.ts";
import { bearer, createUser, createUserAndLogin, login, nextVat, useTestApp } from "../../test/app.ts";

const registerBody = (overrides: Record<string, unknown> = {}) => ({
  role_id: 2,
  firstname: "Marta",
  lastname: "Verdi",
  email: "marta@cliente.test",
  password: "Segreta2026",
  company_name: "Verdi Spa",
  vat_number: nextVat(),
  foreign_company: 0,
  language: "en",
  terms_accepted: true,
  ...overrides,
});

describe("terms of service and privacy policy acceptance (issue 20 item 8)", () => {
  const t = useTestApp();
  const db = () => t.database.db;
  const getTerms = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: "/api/auth/terms", headers });
  const putTerms = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "PUT",
      url: "/api/auth/terms",
      payload: payload as object,
      headers: { "accept-language": "en", ...headers },
    });
  const storedAcceptance = async (userId: number) => {
    const [row] = await db()
      .select({ version: appUser.termsAcceptedVersion, at: appUser.termsAcceptedAt })
      .from(appUser)
      .where(eq(appUser.id, userId));
    return must(row, "the user");
  };

  it("registration stores the version in force from contracts and the time, not what the client sends", async () => {
    const before = Date.now();
    const tampered = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: registerBody({ terms_accepted_version: "1999-01-01" }),
    });
    // Whatever the client adds, the stored version is the server's.
    if (tampered.statusCode === 200) {
      const stored = await storedAcceptance(tampered.json().data.user_id);
      expect(stored.version).toBe(TERMS_VERSION);
    } else {
      expect(tampered.statusCode).toBe(400);
    }
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: registerBody({ email: "second@cliente.test" }),
    });
    expect(res.statusCode).toBe(200);
    const stored = await storedAcceptance(res.json().data.user_id);
    expect(stored.version).toBe(TERMS_VERSION);
    expect(must(stored.at, "the acceptance time").getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses a registration whose terms are not ticked, with the field's message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: registerBody({ terms_accepted: false, email: "nope@cliente.test" }),
      headers: { "accept-language": "en" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(
      expect.objectContaining({
        field: "terms_accepted",
        message: "You must accept the terms and privacy policy to continue.",
      }),
    );
  });

  it("asks a user who accepted an older version, and stores the new one once accepted", async () => {
    const { user, token } = await createUserAndLogin(db(), t.app, ROLE.CLIENT);
    await db()
      .update(appUser)
      .set({ termsAcceptedVersion: "2020-01-01", termsAcceptedAt: new Date("2020-01-01T10:00:00Z") })
      .where(eq(appUser.id, user.id));

    const before = await getTerms(bearer(token));
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      current_version: TERMS_VERSION,
      accepted_version: "2020-01-01",
      accepted_at: "2020-01-01T10:00:00.000Z",
      must_accept: true,
    });

    const accepted = await putTerms({ version: TERMS_VERSION }, bearer(token));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      current_version: TERMS_VERSION,
      accepted_version: TERMS_VERSION,
      must_accept: false,
    });
    const stored = await storedAcceptance(user.id);
    expect(stored.version).toBe(TERMS_VERSION);
    expect(must(stored.at, "the acceptance time").getTime()).toBeGreaterThan(Date.UTC(2026, 0, 1));

    const after = await getTerms(bearer(token));
    expect(after.json().data.must_accept).toBe(false);
  });

  it("does not ask an account that never ticked the terms (created by an invitation, staff or the seed)", async () => {
    const { token } = await createUserAndLogin(db(), t.app, ROLE.SUPPLIER);
    const res = await getTerms(bearer(token));
    expect(res.json().data).toEqual({
      current_version: TERMS_VERSION,
      accepted_version: null,
      accepted_at: null,
      must_accept: false,
    });
  });

  it("refuses a version other than the one in force, with a field message, and stores nothing", async () => {
    const { user, token } = await createUserAndLogin(db(), t.app, ROLE.FREELANCER);
    for (const payload of [{ version: "2020-01-01" }, {}, { version: TERMS_VERSION, extra: 1 }]) {
      const res = await putTerms(payload, bearer(token));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const stale = await putTerms({ version: "2020-01-01" }, bearer(token));
    // The signed-in user's stored language (Italian) wins over the request's.
    expect(stale.json().errors).toContainEqual({
      field: "version",
      code: "validation.terms_version",
      message:
        "I termini sono stati aggiornati nel frattempo: ricarica la pagina e leggi la versione in vigore.",
    });
    expect((await storedAcceptance(user.id)).version).toBeNull();
  });

  it("answers 401 to anonymous callers and forged tokens", async () => {
    for (const headers of [{}, bearer("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged")]) {
      expect((await getTerms(headers)).statusCode).toBe(401);
      const put = await putTerms({ version: TERMS_VERSION }, headers);
      expect(put.statusCode).toBe(401);
      expect(put.json().code).toBe("auth.unauthorized");
    }
  });

  it("lets every role read and accept its own terms", async () => {
    for (const role of Object.values(ROLE)) {
      const { token } = await createUserAndLogin(db(), t.app, role);
      const res = await putTerms({ version: TERMS_VERSION }, bearer(token));
      expect(res.statusCode, `role ${role}`).toBe(200);
    }
  });

  it("does not ask staff acting as a user, and refuses their acceptance (403)", async () => {
    const admin = await createUserAndLogin(db(), t.app, ROLE.ADMINISTRATOR);
    const target = await createUser(db(), { role: ROLE.CLIENT, email: "acted@client.test" });
    await db().update(appUser).set({ termsAcceptedVersion: "2020-01-01" }).where(eq(appUser.id, target.id));
    const stored = await t.app.inject({
      method: "POST",
      url: "/api/auth/storeParamLoginAuth",
      payload: { email: "acted@client.test" },
      headers: bearer(admin.token),
    });
    const assumed = await t.app.inject({
      method: "GET",
      url: `/api/auth/getParamLogin?uuid=${stored.json().data.uuid}`,
    });
    const token = assumed.json().data.token as string;
    expect((await getTerms(bearer(token))).json().data).toMatchObject({ must_accept: false });
    const put = await putTerms({ version: TERMS_VERSION }, bearer(token));
    expect(put.statusCode).toBe(403);
    expect(put.json().code).toBe("auth.terms_own_account");
    expect((await storedAcceptance(target.id)).version).toBe("2020-01-01");
    // The user's own session is still asked.
    const own = await login(t.app, "acted@client.test");
    expect((await getTerms(bearer(own.token))).json().data.must_accept).toBe(true);
  });
});
