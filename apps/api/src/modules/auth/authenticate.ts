import { isRoleId, type RoleId } from "@mkt/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import type { TypedApp } from "../../lib/http.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import type { AuthContext } from "./auth-context.ts";
import { assertEnrolledWhereRequired } from "./mfa-gate.ts";
import { findLiveSession, type SessionRow } from "./session-queries.ts";

export type { AuthContext };

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function installAuthentication(app: TypedApp, ctx: AppContext) {
  app.decorate("ctx", ctx);
  app.decorateRequest("auth", null);
}

/** onRequest hook: a valid access token of a live session, else 401. Sets request.auth and the user's language. */
export async function authenticated(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const context = request.server.ctx;
  const token = bearerToken(request);
  if (!token) throw new AppError("auth.unauthorized");
  const claims = await context.tokens.verifyAccess(token);
  const row = await findLiveSession(context.database.db, claims.sid, Number(claims.sub), claims.tv);
  if (!row || row.disabledAt) throw new AppError("auth.session_revoked");
  if (!isRoleId(row.roleId)) throw new AppError("auth.forbidden");
  request.auth = {
    sessionId: claims.sid,
    roleId: row.roleId,
    row,
    assumedByUserId: row.assumedByUserId,
    returnUuid: row.returnUuid,
  };
  request.lang = normalizeLanguage(row.language);
  assertEnrolledWhereRequired(request, request.auth);
}

/** onRequest hook: like `authenticated`, but lets anonymous callers through (request.auth stays null). */
export async function optionallyAuthenticated(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (bearerToken(request)) await authenticated(request, reply);
}

/** onRequest hook factory: the caller must hold one of these roles (403 auth.forbidden otherwise). */
export function requireRoles(...roles: RoleId[]) {
  const hook = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.auth) await authenticated(request, reply);
    if (!request.auth || !roles.includes(request.auth.roleId)) throw new AppError("auth.forbidden");
  };
  // The roles travel with the hook, so the generated authorization matrix test reads them from the route table.
  return Object.assign(hook, { allowedRoles: roles as readonly RoleId[] });
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError("auth.unauthorized");
  return request.auth;
}
