import { type AuditAction, type MfaSetup, type MfaStatus, recoveryCodeSchema } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { writeAuditLog } from "./audit-queries.ts";
import type { AuthContext } from "./auth-context.ts";
import { mustEnrol } from "./mfa-gate.ts";
import { assertMfaAttemptsLeft, recordMfaFailure } from "./mfa-limits.ts";
import {
  countUnusedRecoveryCodes,
  deleteRecoveryCodes,
  disableTotp,
  enableTotp,
  findMfaUser,
  insertRecoveryCodes,
  setPendingTotpSecret,
} from "./mfa-queries.ts";
import { enrolmentUri, hashRecoveryCode, newRecoveryCodes, newTotpSecret } from "./mfa-totp.ts";
import { spendRecoveryCode, verifyTotpCode } from "./mfa-verify.ts";
import { verifyPassword } from "./passwords.ts";

/** Enrolment and management of two-factor sign-in by the signed-in user (never by staff acting as them). */
type Actor = { auth: AuthContext; ip: string };

function ownAccount(auth: AuthContext): number {
  if (auth.assumedByUserId !== null) throw new AppError("auth.forbidden");
  return auth.row.userId;
}

async function loadUser(ctx: AppContext, userId: number) {
  const user = await findMfaUser(ctx.database.db, userId);
  if (!user) throw new AppError("auth.session_revoked");
  return user;
}

async function audit(db: DbOrTx, action: AuditAction, userId: number, ip: string) {
  await writeAuditLog(db, { action, actor: { userId, assumedByUserId: null, ip }, subjectUserId: userId });
}

/** Replaces the user's recovery codes with ten new ones; only their hashes are kept. */
async function replaceRecoveryCodes(db: DbOrTx, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await deleteRecoveryCodes(db, userId);
  await insertRecoveryCodes(
    db,
    userId,
    codes.map((code) => hashRecoveryCode(code)),
  );
  return codes;
}

export async function mfaStatus(ctx: AppContext, auth: AuthContext): Promise<MfaStatus> {
  const user = await loadUser(ctx, auth.row.userId);
  const left = await countUnusedRecoveryCodes(ctx.database.db, user.id);
  return {
    enabled: user.totpEnabledAt !== null,
    enabled_at: user.totpEnabledAt?.toISOString() ?? null,
    recovery_codes_left: user.totpEnabledAt ? left : 0,
    required: mustEnrol(ctx, auth.roleId, null, auth.assumedByUserId !== null),
  };
}

/** Step 1: a new pending secret (replacing an unfinished one), as a URI and a QR code for the app. */
export async function startEnrolment(ctx: AppContext, { auth }: Actor, issuer: string): Promise<MfaSetup> {
  const user = await loadUser(ctx, ownAccount(auth));
  if (user.totpEnabledAt) throw new AppError("auth.mfa_already_enabled");
  const secret = newTotpSecret();
  await setPendingTotpSecret(ctx.database.db, user.id, secret);
  const { uri, qrDataUrl } = await enrolmentUri(secret, issuer, user.email);
  return { secret, otpauth_uri: uri, qr_data_url: qrDataUrl };
}

/** Step 2: the app's first code proves it holds the secret; the recovery codes are returned this once. */
export async function confirmEnrolment(ctx: AppContext, { auth, ip }: Actor, code: string) {
  const db = ctx.database.db;
  const user = await loadUser(ctx, ownAccount(auth));
  if (user.totpEnabledAt) throw new AppError("auth.mfa_already_enabled");
  if (!user.totpPendingSecret) throw new AppError("auth.mfa_enrolment_not_started");
  const secret = user.totpPendingSecret;
  await verifyTotpCode(db, user.id, secret, code);
  const codes = await db.transaction(async (tx) => {
    if (!(await enableTotp(tx, user.id, secret))) throw new AppError("auth.mfa_already_enabled");
    await audit(tx, "mfa_enabled", user.id, ip);
    return replaceRecoveryCodes(tx, user.id);
  });
  return { recovery_codes: codes };
}

/** A current TOTP code, or a recovery code (spent) when the phone is lost. */
async function checkSecondFactor(db: DbOrTx, userId: number, secret: string, code: string) {
  const compact = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(compact)) return verifyTotpCode(db, userId, secret, compact);
  const recovery = recoveryCodeSchema.safeParse(code);
  if (!recovery.success) {
    await recordMfaFailure(db, userId);
    throw new AppError("auth.mfa_code_invalid", {
      fieldErrors: [{ field: "code", code: "auth.mfa_code_invalid", message: "" }],
    });
  }
  return spendRecoveryCode(db, userId, recovery.data, "code");
}

/** Turning it off takes the password and a code; the recovery codes go with it. */
export async function disableMfa(ctx: AppContext, { auth, ip }: Actor, password: string, code: string) {
  const db = ctx.database.db;
  const user = await loadUser(ctx, ownAccount(auth));
  if (!user.totpEnabledAt || !user.totpSecret) throw new AppError("auth.mfa_not_enabled");
  // The password is guessed under the same limit as the codes.
  await assertMfaAttemptsLeft(db, user.id);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordMfaFailure(db, user.id);
    throw new AppError("auth.wrong_password", {
      status: 400,
      fieldErrors: [{ field: "password", code: "auth.wrong_password", message: "" }],
    });
  }
  await checkSecondFactor(db, user.id, user.totpSecret, code);
  await db.transaction(async (tx) => {
    await disableTotp(tx, user.id);
    await deleteRecoveryCodes(tx, user.id);
    await audit(tx, "mfa_disabled", user.id, ip);
  });
  return { disabled: true as const };
}

/** New recovery codes (the old ones stop working), with a current code. */
export async function regenerateRecoveryCodes(ctx: AppContext, { auth, ip }: Actor, code: string) {
  const db = ctx.database.db;
  const user = await loadUser(ctx, ownAccount(auth));
  if (!user.totpEnabledAt || !user.totpSecret) throw new AppError("auth.mfa_not_enabled");
  await verifyTotpCode(db, user.id, user.totpSecret, code);
  const codes = await db.transaction(async (tx) => {
    await audit(tx, "mfa_recovery_regenerated", user.id, ip);
    return replaceRecoveryCodes(tx, user.id);
  });
  return { recovery_codes: codes };
}
