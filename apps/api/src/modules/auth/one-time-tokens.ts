import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { oneTimeToken } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

export type TokenPurpose = "confirm_email" | "reset_password" | "invite";

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
  await db
    .update(oneTimeToken)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(oneTimeToken.userId, userId), eq(oneTimeToken.purpose, purpose), isNull(oneTimeToken.usedAt)),
    );
  const value = newLinkToken();
  await db.insert(oneTimeToken).values({
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
  const [spent] = await db
    .update(oneTimeToken)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeToken.tokenHash, hash),
        eq(oneTimeToken.purpose, purpose),
        isNull(oneTimeToken.usedAt),
        sql`${oneTimeToken.expiresAt} > now()`,
      ),
    )
    .returning({ userId: oneTimeToken.userId });
  if (spent) return spent.userId;
  const [row] = await db
    .select({ usedAt: oneTimeToken.usedAt, expiresAt: oneTimeToken.expiresAt, userId: oneTimeToken.userId })
    .from(oneTimeToken)
    .where(and(eq(oneTimeToken.tokenHash, hash), eq(oneTimeToken.purpose, purpose)));
  if (!row) throw new AppError("auth.link_invalid");
  if (row.usedAt) throw new AppError("auth.link_used", { data: { user_id: row.userId } });
  throw new AppError("auth.link_expired");
}
