import { AUTH_LIMITS } from "@mkt/contracts";
import { compactVerify, errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { AppError } from "./app-error.ts";

const ISSUER = "marketplace";

/** `tv`: the user's token version when signed (a newer one in app_user revokes the token); `exp` in seconds. */
export type AccessClaims = { sub: string; sid: string; role: number; tv: number; exp: number };
export type SsoRegistrationClaims = { email: string; firstname: string; lastname: string; provider: string };

/** Signs and checks the platform's own tokens (HS256 with the shared secret every instance reads from the database). */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(userId: number, sessionId: string, roleId: number, tokenVersion: number): Promise<string> {
    return new SignJWT({ sid: sessionId, role: roleId, tv: tokenVersion })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience("access")
      .setIssuedAt()
      .setExpirationTime(`${AUTH_LIMITS.accessTokenTtlSeconds}s`)
      .sign(this.key);
  }

  /** A valid, unexpired access token, or auth.token_expired / auth.unauthorized. */
  async verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: "access",
        algorithms: ["HS256"],
      });
      return readAccessClaims(payload);
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new AppError("auth.token_expired");
      if (error instanceof AppError) throw error;
      throw new AppError("auth.unauthorized");
    }
  }

  /** For refresh: the signature must hold, the expiry may have passed (the session decides). */
  async verifyAccessIgnoringExpiry(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await compactVerify(token, this.key, { algorithms: ["HS256"] });
      const claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
      if (claims.iss !== ISSUER || claims.aud !== "access") throw new AppError("auth.unauthorized");
      return readAccessClaims(claims);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError("auth.unauthorized");
    }
  }

  /**
   * A long-lived token naming a user for one purpose only (e-mail opt-out links): the purpose is the audience,
   * so a token made for one link never works for another.
   */
  async signPurpose(purpose: string, userId: number, ttl: string | number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(`purpose:${purpose}`)
      .setIssuedAt()
      .setExpirationTime(ttl)
      .sign(this.key);
  }

  /** The user id of a purpose token, or "expired" / "invalid" (forged, malformed or made for another purpose). */
  async verifyPurpose(purpose: string, token: string): Promise<number | "expired" | "invalid"> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: `purpose:${purpose}`,
        algorithms: ["HS256"],
      });
      const userId = Number(payload.sub);
      return Number.isInteger(userId) && userId > 0 ? userId : "invalid";
    } catch (error) {
      return error instanceof joseErrors.JWTExpired ? "expired" : "invalid";
    }
  }

  /**
   * Between the first factor (password or id_token, named by `provider`) and the second: a purpose token that
   * also says how the session will be opened.
   */
  async signMfaChallenge(userId: number, provider: string, ttlSeconds: number): Promise<string> {
    return new SignJWT({ provider })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience("purpose:mfa-login")
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  /** The user and first-factor provider of a challenge, or null (expired, forged, or another purpose). */
  async verifyMfaChallenge(token: string): Promise<{ userId: number; provider: string } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: "purpose:mfa-login",
        algorithms: ["HS256"],
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0 || typeof payload.provider !== "string") return null;
      return { userId, provider: payload.provider };
    } catch {
      return null;
    }
  }

  /**
   * The page cookie's token (issue 20, Speed; auth/page-session-hooks.ts): names a session, its user and token version,
   * for the server to render that user's signed-in pages with their HTML. Its own audience: never an access token.
   */
  async signPageSession(
    userId: number,
    sessionId: string,
    tokenVersion: number,
    ttlSeconds: number,
  ): Promise<string> {
    return new SignJWT({ sid: sessionId, tv: tokenVersion })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience("page")
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  /** The session a page cookie names, or null (expired, forged, another audience, malformed). */
  async verifyPageSession(
    token: string,
  ): Promise<{ userId: number; sessionId: string; tokenVersion: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: "page",
        algorithms: ["HS256"],
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0) return null;
      if (typeof payload.sid !== "string" || typeof payload.tv !== "number" || !Number.isInteger(payload.tv))
        return null;
      return { userId, sessionId: payload.sid, tokenVersion: payload.tv };
    } catch {
      return null;
    }
  }

  /** A short-lived token carrying a provider-verified identity into the registration form. */
  async signSsoRegistration(claims: SsoRegistrationClaims): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(ISSUER)
      .setAudience("sso-registration")
      .setIssuedAt()
      .setExpirationTime("30m")
      .sign(this.key);
  }

  async verifySsoRegistration(token: string): Promise<SsoRegistrationClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: "sso-registration",
        algorithms: ["HS256"],
      });
      if (typeof payload.email !== "string") return null;
      return {
        email: payload.email,
        firstname: String(payload.firstname ?? ""),
        lastname: String(payload.lastname ?? ""),
        provider: String(payload.provider ?? ""),
      };
    } catch {
      return null;
    }
  }
}

function readAccessClaims(payload: Record<string, unknown>): AccessClaims {
  // Tokens signed before token versions existed carry none: they stand for version 0 (the column's default).
  const tv = payload.tv ?? 0;
  if (
    typeof payload.sub !== "string" ||
    typeof payload.sid !== "string" ||
    typeof payload.role !== "number" ||
    typeof payload.exp !== "number" ||
    typeof tv !== "number" ||
    !Number.isInteger(tv)
  ) {
    throw new AppError("auth.unauthorized");
  }
  return { sub: payload.sub, sid: payload.sid, role: payload.role, tv, exp: payload.exp };
}
