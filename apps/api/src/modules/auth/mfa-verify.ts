import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { appUser, mfaRecoveryCode } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertMfaAttemptsLeft, claimTotpStep, clearMfaFailures, recordMfaFailure } from "./mfa-limits.ts";
import { hashRecoveryCode, matchingStep } from "./mfa-totp.ts";

/** The two-factor columns of one user. */
export async function findMfaUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: appUser.id,
      email: appUser.email,
      passwordHash: appUser.passwordHash,
      totpSecret: appUser.totpSecret,
      totpPendingSecret: appUser.totpPendingSecret,
      totpEnabledAt: appUser.totpEnabledAt,
    })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row;
}

const fieldError = (field: string, code: "auth.mfa_code_invalid" | "auth.mfa_recovery_code_invalid") =>
  new AppError(code, { fieldErrors: [{ field, code, message: "" }] });

/**
 * Checks a TOTP code against `secret`: refused while the user has used up their wrong attempts, counted
 * when wrong, refused when its time step was already used; a success clears the wrong attempts.
 */
export async function verifyTotpCode(
  db: DbOrTx,
  userId: number,
  secret: string,
  code: string,
  field = "code",
): Promise<void> {
  await assertMfaAttemptsLeft(db, userId);
  const step = matchingStep(secret, code);
  if (step === null) {
    await recordMfaFailure(db, userId);
    throw fieldError(field, "auth.mfa_code_invalid");
  }
  if (!(await claimTotpStep(db, userId, step))) {
    await recordMfaFailure(db, userId);
    throw new AppError("auth.mfa_code_reused", {
      fieldErrors: [{ field, code: "auth.mfa_code_reused", message: "" }],
    });
  }
  await clearMfaFailures(db, userId);
}

/** Spends one unused recovery code (one UPDATE, so it works once even in parallel), under the same limit. */
export async function spendRecoveryCode(
  db: DbOrTx,
  userId: number,
  normalizedCode: string,
  field = "recovery_code",
): Promise<void> {
  await assertMfaAttemptsLeft(db, userId);
  const [spent] = await db
    .update(mfaRecoveryCode)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mfaRecoveryCode.userId, userId),
        eq(mfaRecoveryCode.codeHash, hashRecoveryCode(normalizedCode)),
        isNull(mfaRecoveryCode.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCode.id });
  if (!spent) {
    await recordMfaFailure(db, userId);
    throw fieldError(field, "auth.mfa_recovery_code_invalid");
  }
  await clearMfaFailures(db, userId);
}
