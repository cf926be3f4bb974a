import { randomUUID } from "node:crypto";
import { isRoleId, type RoleId } from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import type { AuthContext } from "./auth-context.ts";
import { mustEnrol } from "./mfa-gate.ts";
import { SessionCache } from "./session-cache.ts";
import {
  findLiveSession,
  type LiveSessionRow,
  notifySessionsChanged,
  SESSIONS_CHANGED_CHANNEL,
} from "./session-queries.ts";

/** Each app's own cache of checked sessions (one per AppContext: tests run several apps in one process). */
const caches = new WeakMap<AppContext, SessionCache>();

/** The instance's cache of checked sessions (SESSION_CACHE_MS; 0 keeps it empty). */
export function sessionCacheOf(ctx: AppContext): SessionCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new SessionCache(ctx.config.sessionCacheMs);
    caches.set(ctx, cache);
  }
  return cache;
}

/** Each app's name on the sessions channel, so that it can tell its own notices from the other instances'. */
const origins = new WeakMap<AppContext, string>();

function originOf(ctx: AppContext): string {
  let origin = origins.get(ctx);
  if (!origin) {
    origin = randomUUID();
    origins.set(ctx, origin);
  }
  return origin;
}

/** Clears this instance's checked sessions at once and tells the other instances to clear theirs (NOTIFY). */
export async function sessionsChanged(ctx: AppContext): Promise<void> {
  sessionCacheOf(ctx).clear();
  await notifySessionsChanged(ctx.database.db, originOf(ctx));
}

/**
 * Clears this instance's checked sessions whenever another instance says sessions changed; resolves to a stop.
 * Its own notice is skipped: it cleared at once, and the echo arriving later would only drop sessions checked
 * after the write (harmless, but it made the cache's behaviour depend on the delivery delay).
 */
export function listenForSessionChanges(ctx: AppContext): Promise<() => Promise<void>> {
  const cache = sessionCacheOf(ctx);
  const origin = originOf(ctx);
  return ctx.database.listen(SESSIONS_CHANGED_CHANNEL, (payload) => {
    if (payload !== origin) cache.clear();
  });
}

/** The live session (not revoked, not expired, current token version) a valid access token names, if any. */
async function liveSessionOf(ctx: AppContext, token: string) {
  const claims = await ctx.tokens.verifyAccess(token);
  const row = await findLiveSession(ctx.database.db, claims.sid, Number(claims.sub), claims.tv);
  return { claims, row };
}

/** A valid access token of a live session of an enabled user with a known role, else 401/403. */
export async function authenticateAccessToken(ctx: AppContext, token: string): Promise<AuthContext> {
  const cache = sessionCacheOf(ctx);
  const seen = cache.get(token);
  if (seen) return authContextOf(seen.claims.sid, seen.row);
  const epoch = cache.epoch;
  const { claims, row } = await liveSessionOf(ctx, token);
  if (!row || row.disabledAt) throw new AppError("auth.session_revoked");
  const auth = authContextOf(claims.sid, row);
  cache.set(token, epoch, claims, row);
  return auth;
}

function authContextOf(sessionId: string, row: LiveSessionRow): AuthContext {
  if (!isRoleId(row.roleId)) throw new AppError("auth.forbidden");
  return {
    sessionId,
    roleId: row.roleId,
    row,
    assumedByUserId: row.assumedByUserId,
    returnUuid: row.returnUuid,
  };
}

/**
 * The push channel's check of the token a socket sends (realtime/gateway.ts receives it at wiring, app.ts): the
 * user of a live session, refused (auth.mfa_enrolment_required) to un-enrolled staff when REQUIRE_STAFF_2FA is
 * on, as every other route refuses them.
 */
export async function authenticateSocket(ctx: AppContext, token: string): Promise<{ userId: number }> {
  const { row: session } = await liveSessionOf(ctx, token);
  if (!session) throw new AppError("auth.session_revoked");
  if (mustEnrol(ctx, session.roleId as RoleId, session.totpEnabledAt, session.assumedByUserId !== null))
    throw new AppError("auth.mfa_enrolment_required");
  return { userId: session.userId };
}
