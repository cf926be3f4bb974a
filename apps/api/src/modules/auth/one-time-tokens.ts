import { createHash, randomBytes } from "node:crypto";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  findOneTimeToken,
  insertOneTimeToken,
  retireUnusedTokens,
  spendOneTimeToken,
} from "./token-queries.ts";

export type TokenPurpose = "confirm_email" | "reset_password" | "invite" | "claim_company";

/** Tokens are stored only as their SHA-256. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
/** A fresh 256-bit token for a link. */
export const newLinkToken = () => randomBytes(32).toString("base64url");

/** Issues a fresh one-time token (earlier unused ones for the same purpose stop working). Returns the clear value. */
export async function issueOneTimeToken(
  db: DbOrTx,
  userId: number,
  purpose: TokenPurpose,
  ttlMinutes: number,
) {
  await retireUnusedTokens(db, userId, purpose);
  const value = newLinkToken();
  await insertOneTimeToken(db, {
    userId,
    purpose,
    tokenHash: sha256(value),
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
  });
  return value;
}

/**
 * Spends a one-time token: the row is marked used in the same statement that checks it is unused, so two
 * concurrent uses cannot both succeed. Distinguishes unknown, used and expired links.
 */
export async function consumeOneTimeToken(db: DbOrTx, value: string, purpose: TokenPurpose): Promise<number> {
  const hash = sha256(value);
  const spent = await spendOneTimeToken(db, hash, purpose);
  if (spent !== undefined) return spent;
  const row = await findOneTimeToken(db, hash, purpose);
  if (!row) throw new AppError("auth.link_invalid");
  if (row.usedAt) throw new AppError("auth.link_used", { data: { user_id: row.userId } });
  throw new AppError("auth.link_expired");
}
