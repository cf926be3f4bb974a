import type { RoleId } from "@mkt/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import type { TypedApp } from "../../lib/http.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import {
  authenticateAccessToken,
  listenForSessionChanges,
  sessionCacheOf,
  sessionsChanged,
} from "./access.ts";
import type { AuthContext } from "./auth-context.ts";
import { mustEnrol } from "./mfa-gate.ts";

/** The request hooks of authentication: transport, like routes (the checks themselves are in access.ts). */

export type { AuthContext };

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyContextConfig {
    /** The route stays open to staff who still have to enrol in two-factor sign-in (REQUIRE_STAFF_2FA). */
    mfaEnrolment?: boolean;
    /**
     * A POST that changes no user, company or session (a search sent as POST, tracked events): the checked
     * sessions of every instance stay cached after it, instead of being dropped as after any other write.
     */
    changesNoSession?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Methods that change nothing: every other request may have changed a user, a company or a session. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export function installAuthentication(app: TypedApp, ctx: AppContext) {
  app.decorate("ctx", ctx);
  app.decorateRequest("auth", null);
  const cache = sessionCacheOf(ctx);
  if (cache.ttlMs <= 0) return;
  // The checked sessions of every instance are forgotten after each write request, before its answer leaves:
  // this instance's at once, the others' through a NOTIFY (auth/session-cache.ts explains why that suffices).
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    stopListening = await listenForSessionChanges(ctx);
  });
  app.addHook("onClose", async () => {
    await stopListening?.();
  });
  app.addHook("onSend", async (request, _reply, payload) => {
    if (READS.has(request.method) || request.routeOptions.config.changesNoSession) return payload;
    try {
      await sessionsChanged(ctx);
    } catch (error) {
      // The other instances forget within SESSION_CACHE_MS anyway; the write itself is done.
      request.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "sessions: notify failed",
      );
    }
    return payload;
  });
}

/** Part of authentication: an un-enrolled staff session reaches only the enrolment routes (403 elsewhere). */
function assertEnrolledWhereRequired(request: FastifyRequest, auth: AuthContext): void {
  if (request.routeOptions.config.mfaEnrolment) return;
  const ctx = request.server.ctx;
  if (mustEnrol(ctx, auth.roleId, auth.row.totpEnabledAt, auth.assumedByUserId !== null)) {
    throw new AppError("auth.mfa_enrolment_required");
  }
}

/** onRequest hook: a valid access token of a live session, else 401. Sets request.auth and the user's language. */
export async function authenticated(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw new AppError("auth.unauthorized");
  request.auth = await authenticateAccessToken(request.server.ctx, token);
  request.lang = normalizeLanguage(request.auth.row.language);
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
