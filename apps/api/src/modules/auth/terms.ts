import { must, TERMS_VERSION, type TermsStatus } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { findTermsAcceptance, setTermsAcceptance } from "./terms-queries.ts";

const toStatus = (row: { version: string | null; at: Date | null }, canAccept = true): TermsStatus => ({
  current_version: TERMS_VERSION,
  accepted_version: row.version,
  accepted_at: row.at ? row.at.toISOString() : null,
  // Asked again: whoever accepted an older version. Accounts that never ticked the terms (created by an invitation,
  // an academy, staff or the demo seed, or before versions were stored) are not asked by this rule.
  must_accept: canAccept && row.version !== null && row.version !== TERMS_VERSION,
});

/** Who asks: the user, or staff acting as the user (who may read but never accept for them). */
export type TermsCaller = { userId: number; actingStaff: boolean };

/** GET auth/terms: the version in force and the signed-in user's acceptance; staff acting as the user are not asked. */
export async function readTermsStatus(db: DbOrTx, caller: TermsCaller): Promise<TermsStatus> {
  return toStatus(
    must(await findTermsAcceptance(db, caller.userId), "the signed-in user"),
    !caller.actingStaff,
  );
}

/**
 * PUT auth/terms (and registration, claiming a company): stores the version in force from contracts, whatever the
 * caller sent (the body's version is only checked to equal it), with the time of acceptance.
 */
export async function acceptCurrentTerms(db: DbOrTx, caller: TermsCaller): Promise<TermsStatus> {
  if (caller.actingStaff) throw new AppError("auth.terms_own_account");
  const userId = caller.userId;
  return toStatus(must(await setTermsAcceptance(db, userId, TERMS_VERSION), "the signed-in user"));
}

/** The terms ticked on another form (claiming a ghost company): the version in force, stored now. */
export async function recordTermsAccepted(db: DbOrTx, userId: number): Promise<void> {
  await setTermsAcceptance(db, userId, TERMS_VERSION);
}
