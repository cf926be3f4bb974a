import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  consumeOneTimeToken,
  hashPassword,
  recordTermsAccepted,
  sha256,
  writeAuditLog,
} from "../auth/index.ts";
import { completeClaim, findClaim } from "./queries/ghost.ts";

/** The claim link's state: unknown or forged, used (or the company already claimed), expired. */
async function liveClaim(db: Db, token: string) {
  const row = await findClaim(db, sha256(token));
  if (!row) throw new AppError("staff.claim_invalid");
  if (row.usedAt || !row.ghost) throw new AppError("staff.claim_used");
  if (row.expiresAt.getTime() < Date.now()) throw new AppError("staff.claim_expired");
  return row;
}

/** What the claim page shows before the supplier sets a password. */
export async function claimInfo(db: Db, token: string) {
  const row = await liveClaim(db, token);
  return { company_name: row.companyName, email: row.email, firstname: row.firstname };
}

const CLAIM_ERRORS = {
  "auth.link_invalid": "staff.claim_invalid",
  "auth.link_used": "staff.claim_used",
  "auth.link_expired": "staff.claim_expired",
} as const;

/**
 * The supplier claims the ghost company: sets its password and accepts the terms; the token is spent in the same
 * transaction that makes the contact the owner with a confirmed e-mail and the company no longer a ghost.
 */
export async function claimCompany(db: Db, input: { token: string; password: string }, ip: string) {
  await liveClaim(db, input.token);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    let userId: number;
    try {
      userId = await consumeOneTimeToken(tx, input.token, "claim_company");
    } catch (error) {
      const code =
        error instanceof AppError ? CLAIM_ERRORS[error.code as keyof typeof CLAIM_ERRORS] : undefined;
      throw code ? new AppError(code) : error;
    }
    const user = await completeClaim(tx, userId, passwordHash);
    if (!user) throw new Error(`claim: user ${userId} was not found`);
    await recordTermsAccepted(tx, userId);
    await writeAuditLog(tx, {
      action: "ghost_company_claimed",
      actor: { userId, assumedByUserId: null, ip },
      subjectUserId: userId,
      subjectCompanyId: user.companyId,
      details: { terms_accepted: true },
    });
    return { email: user.email };
  });
}
