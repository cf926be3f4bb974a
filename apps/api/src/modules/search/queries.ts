import { must, PROFILE_SEARCH_LIMITS, type ProfileSearchFilter } from "@mkt/contracts";
import { and, arrayContains, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../db/client.ts";
import { profile } from "../../db/schema/index.ts";
import { cappedCount, sampledTable } from "../../lib/estimated-count.ts";
import type { SearchTerm } from "./search-word-queries.ts";
import { onSiteAt, relevance, wordCondition } from "./word-match-queries.ts";

const seniorityRank = sql`CASE ${profile.seniority} WHEN 'junior' THEN 0 WHEN 'middle' THEN 1 WHEN 'senior' THEN 2 ELSE 3 END`;

/**
 * The localities of a filter resolved to places (issue 22): for each typed locality, in order, the ids of the
 * municipalities within the commuting radius of its place (precomputed from the place catalogue, so no per-row
 * trigonometry), or null when it named no place.
 */
export type LocalityPlaces = readonly (readonly number[] | null)[];

/**
 * What the service reads from the place catalogue before a search (locality-places.ts searchPlaces): the places of
 * the typed localities, and the search word's terms (a term may name a place: search-word-queries.ts).
 */
export type SearchPlaces = { localities: LocalityPlaces; terms: readonly SearchTerm[] };
export const NO_PLACES: SearchPlaces = { localities: [], terms: [] };

/**
 * Filters of the talent search: published profiles of companies not blocked (doc status 3), narrowed by the §3
 * filter (each on an index or a small lookup); `since` (saved-search alerts): published or updated after it.
 */
export function searchConditions(
  q: ProfileSearchFilter,
  today: string,
  places: SearchPlaces = NO_PLACES,
  since: Date | null = null,
): SQL[] {
  const where: SQL[] = [
    eq(profile.published, true),
    sql`${profile.companyId} NOT IN (SELECT id FROM company WHERE doc_status = 3)`,
  ];
  if (since) where.push(gt(profile.updatedAt, since));
  if (q.search_word) where.push(wordCondition(q.search_word, places.terms));
  if (q.technology?.length) where.push(arrayContains(profile.technologyIds, [...new Set(q.technology)]));
  if (q.type_competence)
    where.push(
      sql`${profile.technologyIds} && (SELECT coalesce(array_agg(id), '{}'::int[]) FROM technology WHERE category = ${q.type_competence})`,
    );
  if (q.seniority?.length) where.push(inArray(profile.seniority, q.seniority));
  if (q.type_profiles?.length) where.push(inArray(profile.kind, q.type_profiles));
  // Every language at type_languages or better: containment on the GIN-indexed language_keys ("en", "en:B2"…).
  if (q.languages?.length)
    where.push(
      arrayContains(
        profile.languageKeys,
        [...new Set(q.languages)].map((code) => (q.type_languages ? `${code}:${q.type_languages}` : code)),
      ),
    );
  if (q.localities?.length) {
    const onSite = onSiteAt(
      q.localities.map((l) => l.toLowerCase()),
      places.localities.flatMap((p) => p ?? []),
    );
    where.push(q.only_loco ? onSite : sql`(${onSite} OR ${profile.remote})`);
  } else if (q.only_loco) where.push(eq(profile.remote, false));
  if (q.rate_min !== undefined)
    where.push(sql`coalesce(${profile.dailyRateMax}, ${profile.dailyRateMin}) >= ${q.rate_min}`);
  if (q.rate_max !== undefined)
    where.push(sql`coalesce(${profile.dailyRateMin}, ${profile.dailyRateMax}) <= ${q.rate_max}`);
  if (q.full_time !== undefined) where.push(eq(profile.fullTime, q.full_time));
  if (q.premium_profile !== undefined) where.push(eq(profile.premium, q.premium_profile));
  if (q.now_available)
    where.push(
      must(or(isNull(profile.availableFrom), lte(profile.availableFrom, today)), "now-available filter"),
    );
  if (q.only_cv_upload) where.push(sql`${profile.cvUploadId} IS NOT NULL`);
  // A profile "with feedback": reviewed in a collaboration (by the client or an outside contact), or of a
  // company reviewed by an outside contact (company_feedback).
  if (q.only_profile_feedback)
    where.push(
      sql`(EXISTS (SELECT 1 FROM collaboration_feedback f WHERE f.profile_id = ${profile.id})
        OR EXISTS (SELECT 1 FROM company_feedback cf WHERE cf.company_id = ${profile.companyId}))`,
    );
  return where;
}

/** No narrowing: only the rule every search applies (published, company not blocked). */
export const NO_FILTER = { order_by: "relevance", start_profile: 0, limit_page: 1 } as ProfileSearchFilter;

/** The profiles any search may find (published, company not blocked), as one condition. */
export const searchableCondition = (today: string) =>
  must(and(...searchConditions(NO_FILTER, today)), "the searchable profiles' condition");

/**
 * The order of the page. `fewMatches`: the caller knows (from the total) that few profiles match a rate order; the
 * rate is then written so that its index cannot serve it ("+ 0"), and PostgreSQL sorts the few matches found through
 * the filters' indexes instead of walking the rate index until 20 of them pass the filters — which, when the filters
 * are rare among the cheapest profiles, read tens of thousands of rows (issue 21: "Java + Kubernetes, available
 * now, by rate" walked 19,500 rows of the rate index for 20).
 */
function searchOrder(q: ProfileSearchFilter, terms: readonly SearchTerm[], fewMatches = false): SQL[] {
  const ascending = q.asc ?? (q.order_by === "rate" || q.order_by === "seniority");
  const rate = fewMatches ? sql`(${profile.dailyRateMin} + 0)` : sql`${profile.dailyRateMin}`;
  const dir = (expr: SQL | typeof profile.updatedAt) => (ascending ? asc(expr) : desc(expr));
  switch (q.order_by) {
    case "rate":
      return [ascending ? sql`${rate} ASC NULLS LAST` : sql`${rate} DESC NULLS LAST`, asc(profile.id)];
    case "seniority":
      return [dir(seniorityRank), desc(profile.updatedAt), asc(profile.id)];
    case "updated":
      return [dir(profile.updatedAt), ascending ? asc(profile.id) : desc(profile.id)];
    default:
      // Without a search word every profile is as relevant: newest first (a LIMIT scan of profile_updated_idx).
      if (!q.search_word) return [dir(profile.updatedAt), ascending ? asc(profile.id) : desc(profile.id)];
      return [dir(relevance(q.search_word, terms)), desc(profile.updatedAt), desc(profile.id)];
  }
}

/** The page's skills inside the page statement, strongest first (as the supplier's list does). */
const pageSkills = sql<{ technology_id: number; name: string; level: number }[]>`(
  SELECT coalesce(json_agg(json_build_object('technology_id', ps.technology_id, 'name', tech.name, 'level', ps.level)
    ORDER BY ps.level DESC, ps.years DESC, tech.name), '[]'::json)
  FROM profile_skill ps JOIN technology tech ON tech.id = ps.technology_id
  WHERE ps.profile_id = "profile"."id")`;

/**
 * Who looks at the results: a client company (what it unlocked and saved shows), null for staff (everything
 * unlocked) or "visitor", an anonymous open-area visitor (nothing unlocked, nothing saved: no lookups).
 */
export type Viewer = number | null | "visitor";

/** What the viewer's company did with each profile: unlocked contacts, saved it. */
const viewerColumns = (companyId: Viewer) =>
  companyId === null
    ? { unlocked: sql<boolean>`true`, saved: sql<boolean>`false` }
    : companyId === "visitor"
      ? { unlocked: sql<boolean>`false`, saved: sql<boolean>`false` }
      : {
          unlocked: sql<boolean>`EXISTS (SELECT 1 FROM profile_access pa WHERE pa.company_id = ${companyId} AND pa.profile_id = "profile"."id" AND pa.function_state = 'information_blocked')`,
          saved: sql<boolean>`EXISTS (SELECT 1 FROM saved_profile sp WHERE sp.company_id = ${companyId} AND sp.profile_id = "profile"."id")`,
        };

export const itemColumns = (companyId: Viewer) => ({
  id: profile.id,
  companyId: profile.companyId,
  kind: profile.kind,
  firstname: profile.firstname,
  lastname: profile.lastname,
  title: profile.title,
  seniority: profile.seniority,
  city: profile.city,
  localities: profile.localities,
  remote: profile.remote,
  fullTime: profile.fullTime,
  availableFrom: profile.availableFrom,
  dailyRateMin: profile.dailyRateMin,
  dailyRateMax: profile.dailyRateMax,
  premium: profile.premium,
  published: profile.published,
  photoKey: profile.photoKey,
  updatedAt: profile.updatedAt,
  skills: pageSkills,
  ...viewerColumns(companyId),
});
export type SearchRow = Awaited<ReturnType<typeof searchPage>>[number];

/**
 * Relevance is scored over a window of the newest 200 matches (RELEVANCE_WINDOW, or further when paging beyond it):
 * a common word matches tens of thousands of profiles, and scoring every one of them (trigram similarity of names,
 * titles and summaries) takes seconds. Narrower searches fit in the window and are ranked exactly.
 */
export const RELEVANCE_WINDOW = 200;

function searchPage(
  db: DbOrTx,
  where: SQL | undefined,
  q: ProfileSearchFilter,
  companyId: Viewer,
  terms: readonly SearchTerm[],
  fewMatches = false,
) {
  const scored = q.order_by === "relevance" && Boolean(q.search_word);
  const window = Math.max(RELEVANCE_WINDOW, q.start_profile + q.limit_page);
  const candidates = sql`${profile.id} IN (SELECT id FROM ${profile} WHERE ${where} ORDER BY ${profile.updatedAt} DESC, ${profile.id} DESC LIMIT ${window})`;
  return db
    .select(itemColumns(companyId))
    .from(profile)
    .where(scored ? candidates : where)
    .orderBy(...searchOrder(q, terms, fewMatches))
    .limit(q.limit_page)
    .offset(q.start_profile);
}

type CountRow = { total: number; junior: number; middle: number; senior: number; expert: number } & Record<
  "employee" | "freelancer" | "student" | "premium" | "now_available",
  number
>;

/** One page of results. */
export function searchProfilePage(
  db: DbOrTx,
  q: ProfileSearchFilter,
  today: string,
  companyId: Viewer,
  places: SearchPlaces = NO_PLACES,
  since: Date | null = null,
  fewMatches = false,
) {
  return searchPage(
    db,
    and(...searchConditions(q, today, places, since)),
    q,
    companyId,
    places.terms,
    fewMatches,
  );
}

/**
 * Total with the small facets (FILTER aggregates of one scan), and the top technologies: two statements, each one
 * pass over the matching rows. With `samplePercent` they read only that share of the table's pages
 * (lib/estimated-count.ts): the caller scales the counts and says they are approximate.
 */
export async function searchFacetRows(
  db: DbOrTx,
  q: ProfileSearchFilter,
  today: string,
  places: SearchPlaces = NO_PLACES,
  since: Date | null = null,
  samplePercent: number | null = null,
) {
  const where = and(...searchConditions(q, today, places, since));
  const source = samplePercent === null ? sql`${profile}` : sampledTable("profile", samplePercent);
  const n = (cond: SQL) => sql`count(*) FILTER (WHERE ${cond})::int`;
  const [counts, technologies] = await Promise.all([
    db.execute(sql`
      SELECT count(*)::int AS total,
        ${n(sql`${profile.seniority} = 'junior'`)} AS junior,
        ${n(sql`${profile.seniority} = 'middle'`)} AS middle,
        ${n(sql`${profile.seniority} = 'senior'`)} AS senior,
        ${n(sql`${profile.seniority} = 'expert'`)} AS expert,
        ${n(sql`${profile.kind} = 'employee'`)} AS employee,
        ${n(sql`${profile.kind} = 'freelancer'`)} AS freelancer,
        ${n(sql`${profile.kind} = 'student'`)} AS student,
        ${n(sql`${profile.premium}`)} AS premium,
        ${n(sql`${profile.availableFrom} IS NULL OR ${profile.availableFrom} <= ${today}`)} AS now_available
      FROM ${source} WHERE ${where}`),
    db.execute(sql`
      SELECT t.id, t.name, f.n::int AS count
      FROM (SELECT tid, count(*) AS n FROM ${source}, unnest(${profile.technologyIds}) AS tid
            WHERE ${where} GROUP BY tid ORDER BY n DESC, tid LIMIT ${PROFILE_SEARCH_LIMITS.topTechnologies}) f
      JOIN technology t ON t.id = f.tid
      ORDER BY f.n DESC, t.name`),
  ]);
  return {
    counts: must(resultRows<CountRow>(counts)[0], "search facet counts"),
    technologies: resultRows<{ id: number; name: string; count: number }>(technologies),
  };
}

/** How many profiles match the search, counted up to `cap + 1` (lib/estimated-count.ts). */
export function cappedSearchCount(
  db: DbOrTx,
  q: ProfileSearchFilter,
  today: string,
  places: SearchPlaces,
  cap: number,
) {
  return cappedCount(db, sql`${profile}`, and(...searchConditions(q, today, places)), cap);
}

/**
 * A cheap fingerprint of what the facets depend on (an index-only max and a count on a partial index): a cached facet answer
 * whose fingerprint differs is stale. A deletion alone does not move it; the cache's time limit covers that.
 */
export async function searchDataVersion(db: DbOrTx): Promise<string> {
  // Two plain columns joined here: concatenating them in SQL made PGlite's statement several times slower.
  const [row] = resultRows<{ t: string | null; n: number }>(
    await db.execute(
      sql`SELECT (SELECT max(updated_at) FROM profile)::text AS t, (SELECT count(*) FROM company WHERE doc_status = 3)::int AS n`,
    ),
  );
  return `${row?.t ?? ""}/${row?.n ?? 0}`;
}
