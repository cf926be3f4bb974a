import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser, authSession } from "../../db/schema/index.ts";
import { createTestApp, createUser, nextVat, type TestHarness } from "../../test/app.ts";
import { resetDatabase } from "../../test/database.ts";
import { codeAt, newTotpSecret } from "./mfa-totp.ts";

const GOOGLE_CLIENT = "google-client-id.apps.test";
const MS_CLIENT = "6f1c1a52-0000-4000-8000-00000000abcd";
const TENANT = "9188040d-6c67-4c5b-b112-36a304b66dad";

let server: Server;
let keys: Awaited<ReturnType<typeof generateKeyPair>>;
let strangerKeys: Awaited<ReturnType<typeof generateKeyPair>>;
let t: TestHarness;

beforeAll(async () => {
  keys = await generateKeyPair("RS256");
  strangerKeys = await generateKeyPair("RS256");
  const jwk: JWK = { ...(await exportJWK(keys.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  server = createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const jwks = `http://127.0.0.1:${(server.address() as AddressInfo).port}/keys`;
  t = await createTestApp({
    SSO_GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
    SSO_GOOGLE_JWKS_URL: jwks,
    SSO_MICROSOFT_CLIENT_ID: MS_CLIENT,
    SSO_MICROSOFT_JWKS_URL: jwks,
  });
  await resetDatabase(t.database);
});

afterAll(async () => {
  await t.app.close();
  await new Promise((resolve) => server.close(resolve));
});

function idToken(
  claims: Record<string, unknown>,
  options: { key?: Parameters<SignJWT["sign"]>[0]; audience?: string; issuer?: string } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: "test-key" })
    .setIssuer(options.issuer ?? "https://accounts.google.com")
    .setAudience(options.audience ?? GOOGLE_CLIENT)
    .setSubject("provider-subject-1")
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(options.key ?? keys.privateKey);
}

const ssoLogin = (provider: string, id_token: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { provider, id_token },
    headers: { "accept-language": "en" },
  });

describe("single sign-on with an OpenID Connect id_token", () => {
  it("lists the configured providers on the login configuration", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/getConfigurationLogin" });
    expect(res.json().data.sso.map((p: { provider: string }) => p.provider)).toEqual(["google", "microsoft"]);
  });

  it("signs in an existing user whose e-mail the provider verified", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT, email: "sso.user@example.test" });
    const res = await ssoLogin(
      "google",
      await idToken({ email: "SSO.user@example.test", email_verified: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: user.id, home: "/dashboard_client" });
  });

  it("accepts Microsoft tokens from any tenant of the common authority", async () => {
    const user = await createUser(t.database.db, { role: ROLE.SUPPLIER, email: "ms.user@example.test" });
    const token = await idToken(
      { email: "ms.user@example.test", tid: TENANT },
      { audience: MS_CLIENT, issuer: `https://login.microsoftonline.com/${TENANT}/v2.0` },
    );
    const res = await ssoLogin("microsoft", token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(user.id);
    const wrongTenant = await idToken(
      { email: "ms.user@example.test", tid: TENANT },
      {
        audience: MS_CLIENT,
        issuer: "https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0",
      },
    );
    expect((await ssoLogin("microsoft", wrongTenant)).json().code).toBe("auth.sso_invalid_token");
  });

  it("offers registration to an unknown e-mail, and that registration needs no confirmation", async () => {
    const res = await ssoLogin(
      "google",
      await idToken({
        email: "newcomer@example.test",
        email_verified: true,
        given_name: "Sara",
        family_name: "Neri",
      }),
    );
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body.code).toBe("auth.sso_unknown_user");
    expect(body.data).toMatchObject({
      email: "newcomer@example.test",
      firstname: "Sara",
      lastname: "Neri",
      provider: "google",
    });
    const reg = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        role_id: 2,
        firstname: "Sara",
        lastname: "Neri",
        email: "newcomer@example.test",
        password: "Benvenuta2026",
        company_name: "Neri Spa",
        vat_number: nextVat(),
        terms_accepted: true,
        sso_token: body.data.sso_token,
      },
    });
    expect(reg.json().data.email_confirmed).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(appUser)
      .where(eq(appUser.email, "newcomer@example.test"));
    expect(must(row, "the user").emailConfirmedAt).not.toBeNull();
  });

  it("rejects tokens signed by another key, for another audience, or with an unverified e-mail", async () => {
    await createUser(t.database.db, { role: ROLE.CLIENT, email: "victim@example.test" });
    const forged = await idToken(
      { email: "victim@example.test", email_verified: true },
      { key: strangerKeys.privateKey },
    );
    expect((await ssoLogin("google", forged)).json().code).toBe("auth.sso_invalid_token");
    const otherApp = await idToken(
      { email: "victim@example.test", email_verified: true },
      { audience: "someone-else" },
    );
    expect((await ssoLogin("google", otherApp)).statusCode).toBe(401);
    const unverified = await idToken({ email: "victim@example.test", email_verified: false });
    expect((await ssoLogin("google", unverified)).json().code).toBe("auth.sso_email_unverified");
  });

  it("asks a user with two-factor sign-in for the code after the provider's token too", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT, email: "sso.mfa@example.test" });
    const secret = newTotpSecret();
    await t.database.db
      .update(appUser)
      .set({ totpSecret: secret, totpEnabledAt: new Date() })
      .where(eq(appUser.id, user.id));
    const res = await ssoLogin(
      "google",
      await idToken({ email: "sso.mfa@example.test", email_verified: true }),
    );
    expect(res.statusCode).toBe(200);
    const { challenge, mfa_required, token } = res.json().data;
    expect({ mfa_required, token }).toEqual({ mfa_required: true, token: undefined });
    const done = await t.app.inject({
      method: "POST",
      url: "/api/auth/loginMobileAuthenticator",
      payload: { challenge, code: codeAt(secret, Date.now()) },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user.id).toBe(user.id);
    const [session] = await t.database.db.select().from(authSession).where(eq(authSession.userId, user.id));
    expect(session?.provider).toBe("google");
  });
});

describe("single sign-on when no provider is configured", () => {
  it("answers sso_not_configured and lists no providers", async () => {
    const plain = await createTestApp();
    const res = await plain.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { provider: "google", id_token: await idToken({ email: "x@y.test" }) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("auth.sso_not_configured");
    expect(
      (await plain.app.inject({ method: "GET", url: "/api/auth/getConfigurationLogin" })).json().data.sso,
    ).toEqual([]);
    await plain.app.close();
  });
});
