import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { openAccessToken, profile } from "../../../db/schema/index.ts";
import { type StoredHit, takeHitsQuery, takenWaits } from "../../../lib/rate-limit-queries.ts";

export type OpenTokenRow = typeof openAccessToken.$inferSelect;
export type NewOpenToken = typeof openAccessToken.$inferInsert;

export async function insertOpenToken(db: DbOrTx, values: NewOpenToken): Promise<OpenTokenRow> {
  const [row] = await db.insert(openAccessToken).values(values).returning();
  if (!row) throw new Error("open_access_token insert returned no row");
  return row;
}

export async function findOpenTokenByHash(db: DbOrTx, tokenHash: string): Promise<OpenTokenRow | undefined> {
  const [row] = await db.select().from(openAccessToken).where(eq(openAccessToken.tokenHash, tokenHash));
  return row;
}

/**
 * Takes the hits (in order, lib takeHitsQuery) and reads the visit of a token hash in one statement: the waits
 * of the hits (null: counted) and the row, if any (a null hash reads none). The hits run whatever the row.
 */
export async function takeHitsAndFindToken(
  db: DbOrTx,
  hits: readonly StoredHit[],
  tokenHash: string | null,
): Promise<{ waits: (number | string | null)[]; row: OpenTokenRow | null }> {
  const [found] = await db
    .select({ waits: takenWaits(hits.length), row: openAccessToken })
    .from(sql`(${takeHitsQuery(hits)}) AS h`)
    .leftJoin(openAccessToken, tokenHash === null ? sql`false` : eq(openAccessToken.tokenHash, tokenHash));
  if (!found) throw new Error("takeHitsAndFindToken: no row");
  return { waits: found.waits, row: found.row };
}

/** Sets last_used_at to now unless it was set within the last `intervalSeconds` (one write a minute at most). */
export async function touchOpenToken(db: DbOrTx, id: number, intervalSeconds: number): Promise<void> {
  await db
    .update(openAccessToken)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(openAccessToken.id, id),
        or(
          isNull(openAccessToken.lastUsedAt),
          lt(openAccessToken.lastUsedAt, sql`now() - make_interval(secs => ${intervalSeconds})`),
        ),
      ),
    );
}

export async function setOpenTokenLanguage(db: DbOrTx, id: number, language: string): Promise<OpenTokenRow> {
  const [row] = await db
    .update(openAccessToken)
    .set({ language })
    .where(eq(openAccessToken.id, id))
    .returning();
  if (!row) throw new Error(`open_access_token ${id} vanished`);
  return row;
}

/** Deletes tokens that expired more than `days` days ago; how many were deleted. */
export async function deleteOpenTokensExpiredBefore(db: DbOrTx, days: number): Promise<number> {
  const rows = await db
    .delete(openAccessToken)
    .where(lt(openAccessToken.expiresAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: openAccessToken.id });
  return rows.length;
}

/** Whether the profile exists and belongs to the company (a complete_detail entry names both). */
export async function profileOfCompanyExists(
  db: DbOrTx,
  companyId: number,
  profileId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: profile.id })
    .from(profile)
    .where(and(eq(profile.id, profileId), eq(profile.companyId, companyId)));
  return row !== undefined;
}
