import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertMfaAttemptsLeft, clearMfaFailures, recordMfaFailure } from "./mfa-limits.ts";
import { claimTotpStep, spendUnusedRecoveryCode } from "./mfa-queries.ts";
import { hashRecoveryCode, matchingStep } from "./mfa-totp.ts";

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

/** Spends one unused recovery code (once even in parallel), under the same limit. */
export async function spendRecoveryCode(
  db: DbOrTx,
  userId: number,
  normalizedCode: string,
  field = "recovery_code",
): Promise<void> {
  await assertMfaAttemptsLeft(db, userId);
  if (!(await spendUnusedRecoveryCode(db, userId, hashRecoveryCode(normalizedCode)))) {
    await recordMfaFailure(db, userId);
    throw fieldError(field, "auth.mfa_recovery_code_invalid");
  }
  await clearMfaFailures(db, userId);
}
