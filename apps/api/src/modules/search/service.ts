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
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { isoToday } from "../../lib/dates.ts";
import {
  EXACT_COUNT_UP_TO,
  samplePercent,
  scaleEstimate,
  settleEstimate,
  tableRows,
} from "../../lib/estimated-count.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import type { AuthContext } from "../auth/index.ts";
import { initial, toListItem } from "../profiles/index.ts";
import { type FacetAnswer, FacetCache } from "./facet-cache.ts";
import { searchPlaces } from "./locality-places.ts";
import {
  cappedSearchCount,
  type SearchPlaces,
  type SearchRow,
  searchDataVersion,
  searchFacetRows,
  searchProfilePage,
  type Viewer,
} from "./queries.ts";
import {
  deleteSavedProfile,
  findSavedProfile,
  type SavedRow,
  savedProfilePage,
  setSavedNote,
  upsertSavedProfile,
} from "./saved-queries.ts";
import { isSearchableProfile } from "./searchable-queries.ts";
import { reviseWords } from "./word-corrections.ts";

/** The searching company (a client), or null for staff, who see every profile in full. */
/** The searching company (null: staff, "visitor": an anonymous open-area visitor) and user. */
export type Searcher = { companyId: Viewer; userId: number };
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

const facetCache = new FacetCache({
  // The stale answer stays and the next stale read tries again; the message only (no query parameters).
  onRefreshError: (error) =>
    console.warn("search facets: background refresh failed:", error instanceof Error ? error.message : error),
});

function toFacetAnswer(
  { counts, technologies }: Awaited<ReturnType<typeof searchFacetRows>>,
  scale: (n: number) => number = (n) => n,
): FacetAnswer {
  return {
    total: scale(counts.total),
    facets: {
      seniority: SENIORITIES.map((key: ProfileSeniority) => ({ key, count: scale(counts[key]) })),
      type_profiles: PROFILE_KINDS.map((key) => ({ key, count: scale(counts[key]) })),
      technology: technologies.map((t) => ({
        id: Number(t.id),
        name: t.name,
        count: scale(Number(t.count)),
      })),
      premium: scale(counts.premium),
      now_available: scale(counts.now_available),
    },
  };
}

/** Exact total and facets: every matching row counted (the alerts' `since` searches, and small answers). */
async function countFacets(
  db: Db,
  q: ProfileSearchFilter,
  today: string,
  places: SearchPlaces,
  since: Date | null = null,
): Promise<FacetAnswer> {
  return toFacetAnswer(await searchFacetRows(db, q, today, places, since));
}

/**
 * Total and facets of a search (issue 21): counted on a sample of the table's pages and scaled, to two significant
 * digits, marked approximate ("About 850,000 profiles", "≈ 120,000" on a chip), when the sample finds plenty
 * (SAMPLE_TRUSTED_FROM); otherwise exact when at most EXACT_COUNT_UP_TO profiles match (a capped count finds out),
 * the sample's answer beyond. Counting every one of a million matches took 1–2 s; the sample reads about
 * SAMPLE_ROWS rows whatever the table's size, in a few milliseconds.
 */
async function facetAnswer(
  db: Db,
  q: ProfileSearchFilter,
  today: string,
  places: SearchPlaces,
): Promise<FacetAnswer> {
  const percent = samplePercent(await tableRows(db, "profile"));
  if (percent === null) return countFacets(db, q, today, places);
  const estimate = toFacetAnswer(await searchFacetRows(db, q, today, places, null, percent), (n) =>
    scaleEstimate(n, percent),
  );
  const settled = await settleEstimate(estimate.total, () =>
    cappedSearchCount(db, q, today, places, EXACT_COUNT_UP_TO),
  );
  return settled.approximate
    ? { ...estimate, total: settled.total, approximate: true }
    : countFacets(db, q, today, places);
}

/** Total and facets, from this instance's cache when it has them (stale ones are refreshed in the background). */
async function facetsOf(db: Db, q: ProfileSearchFilter, today: string, places: SearchPlaces, known?: string) {
  const version = known ?? (await searchDataVersion(db));
  // The key holds the typed localities; their places follow from them (the catalogue does not change at run time).
  const { value, stale } = await facetCache.get(FacetCache.keyOf(q, today), version, () =>
    facetAnswer(db, q, today, places),
  );
  return { ...value, stale: stale || value.approximate === true };
}

/**
 * Under this many matches a page sorted by rate sorts them rather than let the planner walk the rate index
 * (queries.ts). Measured at a million profiles (warm, idle): "Java + Kubernetes, available now" (7,200 matches) is
 * walked in 24 ms and sorted in 44 ms, but a rarer combination walks most of the index (a planner that thinks it
 * common reads up to a million rows), while sorting 3,000 matches reads 3,000.
 */
const FEW_MATCHES_SORTED = 3_000;

/**
 * Whether the order is one whose index the planner may walk until 20 rows pass the filters: the rate (its index is
 * issue 21's; before it, a rate order always sorted the matches). Newest first keeps the planner's choice: dates are
 * not correlated with the filters the way rates are with skills, and sorting a few thousand matches costs PGlite more
 * than the walk.
 */
const indexOrdered = (q: ProfileSearchFilter) => q.order_by === "rate";

/**
 * The talent search. `since` (the saved-search alerts) narrows it to profiles published or updated after that
 * time; such counts are never cached (each alert asks about its own moment). `version`: the data version, when
 * the caller has just read it (searchDataVersion).
 */
export async function searchProfiles(
  db: Db,
  searcher: Searcher,
  q: ProfileSearchFilter,
  options: { since?: Date; version?: string; revise?: boolean } = {},
): Promise<ProfileSearchResult> {
  const today = isoToday();
  const places = searchPlaces(q);
  const since = options.since ?? null;
  const counting = since
    ? countFacets(db, q, today, places, since).then((a) => ({ ...a, stale: false }))
    : facetsOf(db, q, today, places, options.version);
  // A rate order reads the total first (cached, or a sample: milliseconds), so
  // that a search matching few profiles sorts them instead of walking the index (queries.ts searchOrder).
  const fewMatches = indexOrdered(q)
    ? counting.then((answer) => answer.total < FEW_MATCHES_SORTED)
    : Promise.resolve(false);
  const [rows, { total, facets, stale }] = await Promise.all([
    fewMatches.then((few) => searchProfilePage(db, q, today, searcher.companyId, places, since, few)),
    counting,
  ]);
  // Nothing has every word: the words no profile has anywhere are corrected or left out, and the answer says so
  // (not for alerts, which ask exactly what was saved; once: the revised search is not revised again).
  if (total === 0 && places.terms.length > 0 && !since && options.revise !== false) {
    const revision = await reviseWords(db, places.terms, today);
    if (revision) {
      const answer = await searchProfiles(
        db,
        searcher,
        { ...q, search_word: revision.word },
        { ...options, revise: false },
      );
      return {
        ...answer,
        ...(revision.ignored.length ? { ignored_words: revision.ignored } : {}),
        ...(revision.corrected.length ? { corrected_words: revision.corrected } : {}),
      };
    }
  }
  return {
    total,
    start_profile: q.start_profile,
    limit_page: q.limit_page,
    items: rows.map(toSearchItem),
    facets,
    // Counts from an answer being recounted in the background: the interface says "about".
    ...(stale ? { approximate: true } : {}),
  };
}

/** A profile a client may save: published, of a company that is not blocked (404 otherwise, as the detail does). */
async function assertSearchable(db: Db, profileId: number) {
  if (!(await isSearchableProfile(db, profileId))) throw new AppError("common.not_found");
}

export async function saveProfile(
  db: Db,
  searcher: Searcher & { companyId: number },
  profileId: number,
  note: string,
) {
  await assertSearchable(db, profileId);
  await upsertSavedProfile(db, { companyId: searcher.companyId, profileId, savedBy: searcher.userId, note });
  return savedOne(db, searcher.companyId, profileId);
}

export async function updateSavedNote(db: Db, companyId: number, profileId: number, note: string) {
  if (!(await setSavedNote(db, companyId, profileId, note))) throw new AppError("common.not_found");
  return savedOne(db, companyId, profileId);
}

export async function unsaveProfile(db: Db, companyId: number, profileId: number) {
  if (!(await deleteSavedProfile(db, companyId, profileId))) throw new AppError("common.not_found");
}

const toSaved = (row: SavedRow): SavedProfile => ({
  profile: toSearchItem(row),
  note: row.note,
  saved_at: row.savedAt.toISOString(),
});

async function savedOne(db: Db, companyId: number, profileId: number) {
  const row = await findSavedProfile(db, companyId, profileId);
  if (!row) throw new AppError("common.not_found");
  return toSaved(row);
}

/** The company's saved entry of a profile (while searchable), or null: the profile detail's save toggle. */
export async function findSaved(db: Db, companyId: number, profileId: number): Promise<SavedProfile | null> {
  const row = await findSavedProfile(db, companyId, profileId);
  return row ? toSaved(row) : null;
}

export async function listSaved(db: Db, companyId: number, page: number, limit: number) {
  const query = { page, limit };
  const { rows, total } = await savedProfilePage(db, companyId, pageWindow(query));
  return toPage(query, total, rows.map(toSaved));
}
