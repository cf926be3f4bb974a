import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../db/client.ts";
import { appUser, savedSearch } from "../../db/schema/index.ts";

export type SavedSearchRow = typeof savedSearch.$inferSelect;
type Owner = { userId: number; kind?: string };

const ofOwner = ({ userId, kind }: Owner) =>
  and(eq(savedSearch.userId, userId), kind ? eq(savedSearch.kind, kind) : undefined);

/** One page of the user's saved searches (of one kind, or all), newest first, with the total. */
export async function savedSearchPage(db: DbOrTx, owner: Owner, window: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(savedSearch)
      .where(ofOwner(owner))
      .orderBy(desc(savedSearch.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(savedSearch).where(ofOwner(owner)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countSavedSearchesOfUser(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearch).where(eq(savedSearch.userId, userId));
  return row?.n ?? 0;
}

export async function insertSavedSearch(
  db: DbOrTx,
  values: Pick<SavedSearchRow, "userId" | "companyId" | "kind" | "name" | "criteria" | "alert">,
): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearch).values(values).returning();
  if (!row) throw new Error("saved_search insert returned nothing");
  return row;
}

/** Renames and/or switches the alert of the user's saved search; null when it is not theirs. */
export async function updateSavedSearch(
  db: DbOrTx,
  userId: number,
  id: number,
  values: { name?: string; alert?: boolean },
): Promise<SavedSearchRow | null> {
  const [row] = await db
    .update(savedSearch)
    .set({
      ...values,
      // An alert switched on looks for what appears from now on, not for everything since the save.
      ...(values.alert
        ? {
            lastCheckedAt: sql`CASE WHEN ${savedSearch.alert} THEN ${savedSearch.lastCheckedAt} ELSE now() END`,
          }
        : {}),
    })
    .where(and(eq(savedSearch.id, id), eq(savedSearch.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteSavedSearch(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearch)
    .where(and(eq(savedSearch.id, id), eq(savedSearch.userId, userId)))
    .returning({ id: savedSearch.id });
  return rows.length > 0;
}

/** Every saved search of the user, oldest first (the privacy export). */
export function savedSearchesOfUser(db: DbOrTx, userId: number) {
  return db.select().from(savedSearch).where(eq(savedSearch.userId, userId)).orderBy(asc(savedSearch.id));
}

/** The erasure: the user's saved searches go. */
export async function deleteSavedSearchesOfUser(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .delete(savedSearch)
    .where(eq(savedSearch.userId, userId))
    .returning({ id: savedSearch.id });
  return rows.length;
}

/**
 * The alert job runs on one instance at a time: a transaction-scoped advisory lock, tried (another instance
 * holding it means the round is being done there), released at commit.
 */
export async function tryAlertsLock(tx: DbOrTx): Promise<boolean> {
  const [row] = resultRows<{ locked: boolean }>(
    await tx.execute(sql`SELECT pg_try_advisory_xact_lock(hashtext('saved_search_alerts')) AS locked`),
  );
  return row?.locked === true;
}

/** Saved searches with the alert on, of active users, with what the search and the mail need of the user. */
export function alertingSearches(db: DbOrTx) {
  return db
    .select({
      id: savedSearch.id,
      userId: savedSearch.userId,
      companyId: savedSearch.companyId,
      kind: savedSearch.kind,
      name: savedSearch.name,
      criteria: savedSearch.criteria,
      lastCheckedAt: savedSearch.lastCheckedAt,
      language: appUser.language,
    })
    .from(savedSearch)
    .innerJoin(appUser, eq(appUser.id, savedSearch.userId))
    .where(and(eq(savedSearch.alert, true), sql`${appUser.disabledAt} IS NULL`))
    .orderBy(asc(savedSearch.userId), asc(savedSearch.id));
}

/** The searches were looked at up to `at`; those of `alerted` also had news in the mail. */
export async function markChecked(db: DbOrTx, ids: number[], alerted: number[], at: Date): Promise<void> {
  if (ids.length) await db.update(savedSearch).set({ lastCheckedAt: at }).where(inArray(savedSearch.id, ids));
  if (alerted.length)
    await db.update(savedSearch).set({ lastAlertAt: at }).where(inArray(savedSearch.id, alerted));
}

/** The database's clock (the transaction's start): what last_checked_at moves to. */
export async function databaseNow(tx: DbOrTx): Promise<Date> {
  const [row] = resultRows<{ at: string | Date }>(await tx.execute(sql`SELECT now() AS at`));
  return new Date(row?.at ?? Date.now());
}
