import type { LoginResult } from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { type ClientInfo, openSession } from "./login.ts";
import { findMfaUser } from "./mfa-queries.ts";
import { spendRecoveryCode, verifyTotpCode } from "./mfa-verify.ts";
import { findSessionRowById } from "./session-queries.ts";

/** The user a challenge of auth/login names, while it is valid and their two-factor sign-in is on. */
async function challenged(ctx: AppContext, challenge: string) {
  const claims = await ctx.tokens.verifyMfaChallenge(challenge);
  if (!claims) throw new AppError("auth.mfa_challenge_invalid");
  const user = await findMfaUser(ctx.database.db, claims.userId);
  if (!user?.totpEnabledAt || !user.totpSecret) throw new AppError("auth.mfa_challenge_invalid");
  return { user: { ...user, totpSecret: user.totpSecret }, provider: claims.provider };
}

async function open(ctx: AppContext, userId: number, provider: string, client: ClientInfo) {
  const row = await findSessionRowById(ctx.database.db, userId);
  if (!row) throw new AppError("auth.mfa_challenge_invalid");
  return openSession(ctx, row, client, provider);
}

/** POST auth/loginMobileAuthenticator: the challenge plus the app's current code open the session. */
export async function loginWithTotp(
  ctx: AppContext,
  challenge: string,
  code: string,
  client: ClientInfo,
): Promise<LoginResult> {
  const { user, provider } = await challenged(ctx, challenge);
  await verifyTotpCode(ctx.database.db, user.id, user.totpSecret, code);
  return open(ctx, user.id, provider, client);
}

/** POST auth/recoverySecret: the challenge plus one unused recovery code (spent) open the session. */
export async function loginWithRecoveryCode(
  ctx: AppContext,
  challenge: string,
  recoveryCode: string,
  client: ClientInfo,
): Promise<LoginResult> {
  const { user, provider } = await challenged(ctx, challenge);
  await spendRecoveryCode(ctx.database.db, user.id, recoveryCode);
  return open(ctx, user.id, provider, client);
}
