import {
  PROFILE_KINDS,
  type ProfileKind,
  type ProfileSearchFilter,
  type ProfileSearchItem,
  type ProfileSearchResult,
  type ProfileSeniority,
  type SavedProfile,
  SENIORITIES,
} from "@mkt/contracts";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profile, savedProfile } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { isoToday } from "../../lib/dates.ts";
import type { AuthContext } from "../auth/index.ts";
import { initial, toListItem } from "../profiles/index.ts";
import { type FacetAnswer, FacetCache } from "./facet-cache.ts";
import {
  itemColumns,
  type SearchRow,
  searchConditions,
  searchDataVersion,
  searchFacetRows,
  searchProfilePage,
} from "./queries.ts";

/** The searching company (a client), or null for staff, who see every profile in full. */
export type Searcher = { companyId: number | null; userId: number };
export const searcherOf = (auth: AuthContext, staff: boolean): Searcher => ({
  companyId: staff ? null : auth.row.companyId,
  userId: auth.row.userId,
});

/** A result row as the viewer may see it: a client without unlocked contacts gets the initial and no photo. */
export function toSearchItem(row: SearchRow): ProfileSearchItem {
  const visible = row.unlocked;
  const item = toListItem(row);
  return {
    ...item,
    lastname: visible ? row.lastname : initial(row.lastname),
    photo_url: visible ? item.photo_url : null,
    kind: row.kind as ProfileKind,
    localities: row.localities,
    contacts_visible: visible,
    saved: row.saved,
  };
}

const facetCache = new FacetCache();

async function facetsOf(db: Db, q: ProfileSearchFilter, today: string): Promise<FacetAnswer> {
  const key = FacetCache.keyOf(q, today);
  const version = await searchDataVersion(db);
  const cached = facetCache.get(key, version);
  if (cached) return cached;
  const { counts, technologies } = await searchFacetRows(db, q, today);
  const answer: FacetAnswer = {
    total: counts.total,
    facets: {
      seniority: SENIORITIES.map((key: ProfileSeniority) => ({ key, count: counts[key] })),
      type_profiles: PROFILE_KINDS.map((key) => ({ key, count: counts[key] })),
      technology: technologies.map((t) => ({ id: Number(t.id), name: t.name, count: Number(t.count) })),
      premium: counts.premium,
      now_available: counts.now_available,
    },
  };
  facetCache.set(key, version, answer);
  return answer;
}

export async function searchProfiles(
  db: Db,
  searcher: Searcher,
  q: ProfileSearchFilter,
): Promise<ProfileSearchResult> {
  const today = isoToday();
  const [rows, { total, facets }] = await Promise.all([
    searchProfilePage(db, q, today, searcher.companyId),
    facetsOf(db, q, today),
  ]);
  return {
    total,
    start_profile: q.start_profile,
    limit_page: q.limit_page,
    items: rows.map(toSearchItem),
    facets,
  };
}

/** No narrowing: only the rule every search applies (published, company not blocked). */
const NO_FILTER = { order_by: "relevance", start_profile: 0, limit_page: 1 } as ProfileSearchFilter;

/** A profile a client may save: published, of a company that is not blocked (404 otherwise, as the detail does). */
async function assertSearchable(db: Db, profileId: number) {
  const [row] = await db
    .select({ id: profile.id })
    .from(profile)
    .where(and(eq(profile.id, profileId), ...searchConditions(NO_FILTER, isoToday())));
  if (!row) throw new AppError("common.not_found");
}

const savedKey = (companyId: number, profileId: number) =>
  and(eq(savedProfile.companyId, companyId), eq(savedProfile.profileId, profileId));

export async function saveProfile(
  db: Db,
  searcher: Searcher & { companyId: number },
  profileId: number,
  note: string,
) {
  await assertSearchable(db, profileId);
  await db
    .insert(savedProfile)
    .values({ companyId: searcher.companyId, profileId, savedBy: searcher.userId, note })
    .onConflictDoUpdate({ target: [savedProfile.companyId, savedProfile.profileId], set: { note } });
  return savedOne(db, searcher.companyId, profileId);
}

export async function updateSavedNote(db: Db, companyId: number, profileId: number, note: string) {
  const updated = await db
    .update(savedProfile)
    .set({ note })
    .where(savedKey(companyId, profileId))
    .returning({ profileId: savedProfile.profileId });
  if (updated.length === 0) throw new AppError("common.not_found");
  return savedOne(db, companyId, profileId);
}

export async function unsaveProfile(db: Db, companyId: number, profileId: number) {
  const removed = await db
    .delete(savedProfile)
    .where(savedKey(companyId, profileId))
    .returning({ profileId: savedProfile.profileId });
  if (removed.length === 0) throw new AppError("common.not_found");
}

/** The saved profiles that are still searchable (an unpublished one leaves the list until published again). */
const visibleSaved = (companyId: number) =>
  and(eq(savedProfile.companyId, companyId), ...searchConditions(NO_FILTER, isoToday()));
function savedQuery(db: Db, companyId: number, only?: number) {
  return db
    .select({ ...itemColumns(companyId), note: savedProfile.note, savedAt: savedProfile.createdAt })
    .from(savedProfile)
    .innerJoin(profile, eq(profile.id, savedProfile.profileId))
    .where(and(visibleSaved(companyId), only === undefined ? undefined : eq(savedProfile.profileId, only)));
}

type SavedRow = Awaited<ReturnType<typeof savedQuery>>[number];
const toSaved = (row: SavedRow): SavedProfile => ({
  profile: toSearchItem(row),
  note: row.note,
  saved_at: row.savedAt.toISOString(),
});

async function savedOne(db: Db, companyId: number, profileId: number) {
  const [row] = await savedQuery(db, companyId, profileId);
  if (!row) throw new AppError("common.not_found");
  return toSaved(row);
}

export async function listSaved(db: Db, companyId: number, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    savedQuery(db, companyId)
      .orderBy(desc(savedProfile.createdAt), desc(savedProfile.profileId))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: count() })
      .from(savedProfile)
      .innerJoin(profile, eq(profile.id, savedProfile.profileId))
      .where(visibleSaved(companyId)),
  ]);
  return { items: rows.map(toSaved), total: total?.n ?? 0, page, limit };
}
