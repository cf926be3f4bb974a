import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { oneTimeToken, paramLogin } from "../../db/schema/index.ts";

/** Marks the user's unused one-time tokens of this purpose used (a new one replaces them). */
export async function retireUnusedTokens(db: DbOrTx, userId: number, purpose: string): Promise<void> {
  await db
    .update(oneTimeToken)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(oneTimeToken.userId, userId), eq(oneTimeToken.purpose, purpose), isNull(oneTimeToken.usedAt)),
    );
}

export async function insertOneTimeToken(
  db: DbOrTx,
  values: { userId: number; purpose: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeToken).values(values);
}

/**
 * Marks an unused, unexpired token used in the same statement that checks it, so two concurrent uses cannot
 * both succeed; its user, or undefined when none matched.
 */
export async function spendOneTimeToken(
  db: DbOrTx,
  tokenHash: string,
  purpose: string,
): Promise<number | undefined> {
  const [spent] = await db
    .update(oneTimeToken)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeToken.tokenHash, tokenHash),
        eq(oneTimeToken.purpose, purpose),
        isNull(oneTimeToken.usedAt),
        sql`${oneTimeToken.expiresAt} > now()`,
      ),
    )
    .returning({ userId: oneTimeToken.userId });
  return spent?.userId;
}

/** A token of this purpose whatever its state (to tell unknown, used and expired links apart). */
export async function findOneTimeToken(db: DbOrTx, tokenHash: string, purpose: string) {
  const [row] = await db
    .select({ usedAt: oneTimeToken.usedAt, expiresAt: oneTimeToken.expiresAt, userId: oneTimeToken.userId })
    .from(oneTimeToken)
    .where(and(eq(oneTimeToken.tokenHash, tokenHash), eq(oneTimeToken.purpose, purpose)));
  return row;
}

/** A new act-as-user ("assume") or return ("return") parameter; its uuid. */
export async function insertParamLogin(
  db: DbOrTx,
  values: typeof paramLogin.$inferInsert,
): Promise<string | undefined> {
  const [row] = await db.insert(paramLogin).values(values).returning({ uuid: paramLogin.uuid });
  return row?.uuid;
}

/** Marks an unused, unexpired parameter used in the statement that checks it; the row, or undefined. */
export async function spendParamLogin(db: DbOrTx, uuid: string) {
  const [spent] = await db
    .update(paramLogin)
    .set({ usedAt: sql`now()` })
    .where(and(eq(paramLogin.uuid, uuid), isNull(paramLogin.usedAt), sql`${paramLogin.expiresAt} > now()`))
    .returning();
  return spent;
}

/** Whether a parameter exists and when it was used (to tell unknown, used and expired links apart). */
export async function findParamLoginUse(db: DbOrTx, uuid: string) {
  const [known] = await db
    .select({ usedAt: paramLogin.usedAt })
    .from(paramLogin)
    .where(eq(paramLogin.uuid, uuid));
  return known;
}
