import {
  AUTH_LIMITS,
  isBlockedByRejectedDocumentation,
  isStaffRole,
  type LoginResult,
  type RoleId,
} from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { setPassword } from "./account-queries.ts";
import type { AuthContext } from "./auth-context.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { limitPasswordChanges } from "./rate-limit.ts";
import {
  endLiveSession,
  findSessionRowById,
  hasTokenVersion,
  raiseTokenVersion,
  revokeSessionsOfUser,
  slideLiveSession,
} from "./session-queries.ts";
import { toSessionUser } from "./session-user.ts";

/**
 * Signs the user out everywhere but `keepSessionId`: raises app_user.token_version, so every access token
 * signed before stops working at once on every instance (authentication compares the version), and marks the
 * user's other sessions revoked so none of them can be refreshed. Returns the new version.
 */
export async function revokeUserTokens(
  tx: DbOrTx,
  userId: number,
  keepSessionId: string | null,
): Promise<number> {
  const version = await raiseTokenVersion(tx, userId);
  await revokeSessionsOfUser(tx, userId, keepSessionId);
  return version ?? 0;
}

/**
 * Signs out. A user's own sign-out ends every session of theirs (the other devices' tokens stop working);
 * staff acting as the user end only the assumed session. Only a current token (a live session with the
 * user's token version) can sign the other sessions out, so an old stolen token cannot keep doing it.
 */
export async function logout(ctx: AppContext, token: string) {
  const claims = await ctx.tokens.verifyAccessIgnoringExpiry(token);
  const userId = Number(claims.sub);
  await ctx.database.db.transaction(async (tx) => {
    const ended = await endLiveSession(tx, claims.sid, userId);
    if (!ended || ended.assumedByUserId !== null) return;
    if (await hasTokenVersion(tx, userId, claims.tv)) await revokeUserTokens(tx, userId, null);
  });
  return { logged_out: true as const };
}

/**
 * Exchanges a (possibly expired) access token of a live session for a new one. A token that expired longer
 * ago than the idle limit is refused (auth.session_expired), and so is one older than the user's token
 * version. Each refresh slides the session to the idle limit again, never beyond its absolute lifetime from
 * sign-in; extend_session is accepted for the web's "extend session" and behaves the same.
 */
export async function refresh(ctx: AppContext, token: string): Promise<LoginResult> {
  const claims = await ctx.tokens.verifyAccessIgnoringExpiry(token);
  if (Date.now() / 1000 - claims.exp > AUTH_LIMITS.sessionIdleTtlSeconds) {
    throw new AppError("auth.session_expired");
  }
  const db = ctx.database.db;
  const row = await findSessionRowById(db, Number(claims.sub));
  if (!row || row.disabledAt || row.tokenVersion !== claims.tv) throw new AppError("auth.session_revoked");
  const session = await slideLiveSession(db, claims.sid, row.userId, {
    idleSeconds: AUTH_LIMITS.sessionIdleTtlSeconds,
    maxLifetimeSeconds: AUTH_LIMITS.sessionMaxLifetimeSeconds,
  });
  if (!session) throw new AppError("auth.session_revoked");
  const role = row.roleId as RoleId;
  if (isBlockedByRejectedDocumentation(role, row.docStatus))
    throw new AppError("auth.documentation_rejected");
  // §4: in maintenance only staff, or staff acting as a user (a session with a return uuid), keep going.
  if (!isStaffRole(role) && session.returnUuid === null && (await ctx.settings.isMaintenance()))
    throw new AppError("common.maintenance", { data: { status: "down" } });
  const next = await ctx.tokens.signAccess(row.userId, session.id, role, row.tokenVersion);
  return {
    token: next,
    expires_in: AUTH_LIMITS.accessTokenTtlSeconds,
    user: toSessionUser(row, { accessToken: next, returnUuid: session.returnUuid }),
  };
}

/**
 * Changes the password with the current one (rate-limited per user and IP): every other session is signed
 * out, and this one continues with the fresh token returned (its old token carries the old version).
 */
export async function changePassword(
  ctx: AppContext,
  auth: AuthContext,
  input: { current_password: string; password: string },
  ip: string,
): Promise<LoginResult & { changed: true }> {
  const db = ctx.database.db;
  const userId = auth.row.userId;
  await limitPasswordChanges(db, userId, ip);
  if (!(await verifyPassword(auth.row.passwordHash, input.current_password))) {
    throw new AppError("auth.wrong_password", {
      status: 400,
      fieldErrors: [{ field: "current_password", code: "auth.wrong_password", message: "" }],
    });
  }
  const passwordHash = await hashPassword(input.password);
  const version = await db.transaction(async (tx) => {
    await setPassword(tx, userId, passwordHash);
    return revokeUserTokens(tx, userId, auth.sessionId);
  });
  const token = await ctx.tokens.signAccess(userId, auth.sessionId, auth.roleId, version);
  const row = await findSessionRowById(db, userId);
  if (!row) throw new AppError("auth.session_revoked");
  return {
    changed: true,
    token,
    expires_in: AUTH_LIMITS.accessTokenTtlSeconds,
    user: toSessionUser(row, { accessToken: token, returnUuid: auth.returnUuid }),
  };
}
