import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import type { SsoProviderConfig } from "../../config/env.ts";
import { AppError } from "../../lib/app-error.ts";

export type SsoIdentity = {
  email: string;
  firstname: string;
  lastname: string;
  provider: string;
  subject: string;
};

/** Key sets are fetched once per URL and refreshed by jose when a new key id appears. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { cooldownDuration: 30_000, timeoutDuration: 5000 });
    keySets.set(url, set);
  }
  return set;
}

/** The issuer a token must carry: fixed for Google, per tenant ({tenantid}) for Microsoft's common authority. */
function expectedIssuer(config: SsoProviderConfig, payload: JWTPayload): string {
  if (!config.issuer.includes("{tenantid}")) return config.issuer;
  const tid = typeof payload.tid === "string" && /^[0-9a-f-]{36}$/i.test(payload.tid) ? payload.tid : "";
  return config.issuer.replace("{tenantid}", tid);
}

/** Verifies an OpenID Connect id_token against the provider's JWKS, audience and issuer, and reads the identity. */
export async function verifyIdToken(
  providers: SsoProviderConfig[],
  provider: string,
  idToken: string,
  nonce?: string,
): Promise<SsoIdentity> {
  const config = providers.find((p) => p.provider === provider);
  if (!config) throw new AppError("auth.sso_not_configured");
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(config.jwksUrl), {
      audience: config.clientId,
      algorithms: ["RS256", "ES256"],
      clockTolerance: 60,
    }));
  } catch {
    throw new AppError("auth.sso_invalid_token");
  }
  if (payload.iss !== expectedIssuer(config, payload)) throw new AppError("auth.sso_invalid_token");
  if (nonce !== undefined && payload.nonce !== nonce) throw new AppError("auth.sso_invalid_token");
  const email = readEmail(config.provider, payload);
  if (!email) throw new AppError("auth.sso_email_unverified");
  return {
    email: email.toLowerCase(),
    firstname: String(payload.given_name ?? "").slice(0, 50),
    lastname: String(payload.family_name ?? "").slice(0, 50),
    provider: config.provider,
    subject: String(payload.sub ?? ""),
  };
}

function readEmail(provider: string, payload: JWTPayload): string | null {
  if (provider === "google") {
    return typeof payload.email === "string" && payload.email_verified === true ? payload.email : null;
  }
  const candidate = typeof payload.email === "string" ? payload.email : payload.preferred_username;
  return typeof candidate === "string" && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(candidate) ? candidate : null;
}
