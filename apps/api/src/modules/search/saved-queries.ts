import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { profile, savedProfile } from "../../db/schema/index.ts";
import { isoToday } from "../../lib/dates.ts";
import { itemColumns, NO_FILTER, searchConditions } from "./queries.ts";

const savedKey = (companyId: number, profileId: number) =>
  and(eq(savedProfile.companyId, companyId), eq(savedProfile.profileId, profileId));

/** Saves the profile for the company, or replaces the note when it is saved already. */
export async function upsertSavedProfile(
  db: DbOrTx,
  saved: { companyId: number; profileId: number; savedBy: number; note: string },
) {
  await db
    .insert(savedProfile)
    .values(saved)
    .onConflictDoUpdate({
      target: [savedProfile.companyId, savedProfile.profileId],
      set: { note: saved.note },
    });
}

/** Changes the note of a saved profile; false when the company has not saved it. */
export async function setSavedNote(db: DbOrTx, companyId: number, profileId: number, note: string) {
  const updated = await db
    .update(savedProfile)
    .set({ note })
    .where(savedKey(companyId, profileId))
    .returning({ profileId: savedProfile.profileId });
  return updated.length > 0;
}

/** Forgets a saved profile; false when the company had not saved it. */
export async function deleteSavedProfile(db: DbOrTx, companyId: number, profileId: number) {
  const removed = await db
    .delete(savedProfile)
    .where(savedKey(companyId, profileId))
    .returning({ profileId: savedProfile.profileId });
  return removed.length > 0;
}

/** The saved profiles that are still searchable (an unpublished one leaves the list until published again). */
const visibleSaved = (companyId: number) =>
  and(eq(savedProfile.companyId, companyId), ...searchConditions(NO_FILTER, isoToday()));
function savedQuery(db: DbOrTx, companyId: number, only?: number) {
  return db
    .select({ ...itemColumns(companyId), note: savedProfile.note, savedAt: savedProfile.createdAt })
    .from(savedProfile)
    .innerJoin(profile, eq(profile.id, savedProfile.profileId))
    .where(and(visibleSaved(companyId), only === undefined ? undefined : eq(savedProfile.profileId, only)));
}

export type SavedRow = Awaited<ReturnType<typeof savedQuery>>[number];

/** One saved profile of the company, while it is searchable. */
export async function findSavedProfile(db: DbOrTx, companyId: number, profileId: number) {
  const [row] = await savedQuery(db, companyId, profileId);
  return row;
}

/** One page of the company's searchable saved profiles, newest first, with the total. */
export async function savedProfilePage(
  db: DbOrTx,
  companyId: number,
  window: { limit: number; offset: number },
): Promise<{ rows: SavedRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    savedQuery(db, companyId)
      .orderBy(desc(savedProfile.createdAt), desc(savedProfile.profileId))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(savedProfile)
      .innerJoin(profile, eq(profile.id, savedProfile.profileId))
      .where(visibleSaved(companyId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
