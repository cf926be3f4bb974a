import { isStaffRole, type LoginResult, MFA_LIMITS, type MfaChallenge, type RoleId } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import type { SessionRow } from "./session-queries.ts";

/** Staff must enrol before anything else when REQUIRE_STAFF_2FA is on (staff acting as a user are already in). */
export function mustEnrol(ctx: AppContext, roleId: RoleId, totpEnabledAt: Date | null, assumed: boolean) {
  return ctx.config.REQUIRE_STAFF_2FA && isStaffRole(roleId) && totpEnabledAt === null && !assumed;
}

type OpenSession = (
  ctx: AppContext,
  row: SessionRow,
  client: ClientInfo,
  provider: string,
) => Promise<LoginResult>;
type ClientInfo = { ip: string; userAgent: string | undefined };

/**
 * After the first factor (password or id_token): a user with two-factor sign-in gets a 5-minute challenge
 * instead of a session (auth/loginMobileAuthenticator or auth/recoverySecret finish it); staff who must
 * enrol get a session that only reaches enrolment, flagged so the web opens it.
 */
export async function secondFactorOrSession(
  ctx: AppContext,
  row: SessionRow,
  client: ClientInfo,
  provider: string,
  openSession: OpenSession,
): Promise<LoginResult | MfaChallenge> {
  if (row.totpEnabledAt) {
    const ttl = MFA_LIMITS.challengeTtlSeconds;
    const challenge = await ctx.tokens.signMfaChallenge(row.userId, provider, ttl);
    return { mfa_required: true, challenge, expires_in: ttl };
  }
  const result = await openSession(ctx, row, client, provider);
  return mustEnrol(ctx, row.roleId as RoleId, null, false)
    ? { ...result, mfa_enrolment_required: true }
    : result;
}
