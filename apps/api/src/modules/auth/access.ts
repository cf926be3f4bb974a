import { isRoleId, type RoleId } from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import type { AuthContext } from "./auth-context.ts";
import { mustEnrol } from "./mfa-gate.ts";
import { findLiveSession } from "./session-queries.ts";

/** The live session (not revoked, not expired, current token version) a valid access token names, if any. */
async function liveSessionOf(ctx: AppContext, token: string) {
  const claims = await ctx.tokens.verifyAccess(token);
  const row = await findLiveSession(ctx.database.db, claims.sid, Number(claims.sub), claims.tv);
  return { claims, row };
}

/** A valid access token of a live session of an enabled user with a known role, else 401/403. */
export async function authenticateAccessToken(ctx: AppContext, token: string): Promise<AuthContext> {
  const { claims, row } = await liveSessionOf(ctx, token);
  if (!row || row.disabledAt) throw new AppError("auth.session_revoked");
  if (!isRoleId(row.roleId)) throw new AppError("auth.forbidden");
  return {
    sessionId: claims.sid,
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
