import {
  AUTH_LIMITS,
  isBlockedByRejectedDocumentation,
  isStaffRole,
  type LoginResult,
  must,
  type RoleId,
} from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { secondFactorOrSession } from "./mfa-gate.ts";
import { verifyPassword } from "./passwords.ts";
import { assertLoginAllowed, loginKey, recordLoginAttempt } from "./rate-limit.ts";
import { findSessionRowByEmail, insertSession, type SessionRow } from "./session-queries.ts";
import { toSessionUser } from "./session-user.ts";

export type ClientInfo = { ip: string; userAgent: string | undefined };

/** The checks every way of signing in shares, then a new session and its access token. */
export async function openSession(
  ctx: AppContext,
  row: SessionRow,
  client: ClientInfo,
  provider: string,
  assumed?: { staffUserId: number; returnUuid: string },
): Promise<LoginResult> {
  if (row.disabledAt) throw new AppError("auth.account_disabled");
  if (!row.emailConfirmedAt) throw new AppError("auth.email_not_confirmed", { data: { email: row.email } });
  const role = row.roleId as RoleId;
  if (isBlockedByRejectedDocumentation(role, row.docStatus))
    throw new AppError("auth.documentation_rejected");
  if (!isStaffRole(role) && !assumed && (await ctx.settings.isMaintenance())) {
    throw new AppError("common.maintenance", { data: { status: "down" } });
  }
  const sessionId = must(
    await insertSession(ctx.database.db, {
      userId: row.userId,
      expiresAt: new Date(Date.now() + AUTH_LIMITS.sessionIdleTtlSeconds * 1000),
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      provider,
      assumedByUserId: assumed?.staffUserId ?? null,
      returnUuid: assumed?.returnUuid ?? null,
    }),
    "the new session's id",
  );
  const token = await ctx.tokens.signAccess(row.userId, sessionId, role, row.tokenVersion);
  return {
    token,
    expires_in: AUTH_LIMITS.accessTokenTtlSeconds,
    user: toSessionUser(row, { accessToken: token, returnUuid: assumed?.returnUuid ?? null }),
  };
}

export async function loginWithPassword(
  ctx: AppContext,
  email: string,
  password: string,
  client: ClientInfo,
) {
  const db = ctx.database.db;
  const key = loginKey(email);
  await assertLoginAllowed(db, key, client.ip);
  const row = await findSessionRowByEmail(db, email);
  // An unknown e-mail, or a user without a password, verifies a dummy hash: every answer takes as long.
  const valid = await verifyPassword(row?.passwordHash ?? null, password);
  if (!row) {
    await recordLoginAttempt(db, key, client.ip, false);
    throw new AppError("auth.unknown_email", {
      fieldErrors: [{ field: "email", code: "auth.unknown_email", message: "" }],
    });
  }
  if (!valid) {
    await recordLoginAttempt(db, key, client.ip, false);
    throw new AppError("auth.wrong_password", {
      fieldErrors: [{ field: "password", code: "auth.wrong_password", message: "" }],
    });
  }
  await recordLoginAttempt(db, key, client.ip, true);
  return secondFactorOrSession(ctx, row, client, "password", openSession);
}
