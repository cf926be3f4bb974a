import { and, eq, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../db/client.ts";
import { profile } from "../../db/schema/index.ts";
import { intArray } from "../../db/sql-arrays.ts";
import { type OpenMatchPosition, visibleProfile } from "./queries.ts";

/** Candidates scored per position: the profiles covering most mandatory technologies first. */
export const CANDIDATE_CAP = 3000;

/** Subsets of `size` of the indexes 0..n-1, in lexicographic order. */
export function subsets(n: number, size: number): number[][] {
  const out: number[][] = [];
  const walk = (from: number, picked: number[]) => {
    if (picked.length === size) {
      out.push(picked);
      return;
    }
    for (let i = from; i <= n - (size - picked.length); i++) walk(i + 1, [...picked, i]);
  };
  if (size >= 1 && size <= n) walk(0, []);
  return out;
}

/** At most this many index scans for the partial covers of a position with many mandatory technologies. */
const MAX_PARTIAL_SCANS = 16;

/**
 * The covers looked up after the full one, most groups first: every subset of size m−1, m−2… while the subsets
 * scanned stay within MAX_PARTIAL_SCANS, then each group alone (a profile holding any mandatory technology).
 */
export function partialCovers(m: number): number[][] {
  const out: number[][] = [];
  for (let size = m - 1; size >= 1; size--) {
    const level = subsets(m, size);
    if (size > 1 && out.length + level.length > MAX_PARTIAL_SCANS) continue;
    out.push(...level);
  }
  return out;
}

const coversAll = (groups: number[][]): SQL =>
  sql.join(
    groups.map((g) => sql`${profile.technologyIds} && ${intArray(g)}`),
    sql` AND `,
  );

/**
 * Candidate profiles of a position, at most CANDIDATE_CAP, with bounded work at a million profiles (issue 21
 * item 4): before, every profile sharing a technology was read and its technologies intersected with the
 * position's (450,000 rows for a common stack at 1,000,000 profiles) only to keep 3,000.
 *
 * 1. Profiles whose skills cover every group (one GIN index scan, one condition per group), those of the
 *    position's seniority first; then those covering fewer groups, most first (a scan per subset of the groups);
 *    each scan takes rows as the index returns them and stops once the cap is reached.
 * 2. Profiles with a work experience naming one of the position's technologies (GIN on
 *    profile_experience.technology_ids), at most CANDIDATE_CAP; careers count in the score too.
 * 3. While there is room: profiles sharing only a nice-to-have technology.
 *
 * When the profiles found exceed the cap, they are ranked by how many groups they cover through skills or careers,
 * then the same seniority, then the id (one statement on at most two caps of ids). A pool smaller than the cap is
 * therefore scored whole, exactly as before.
 *
 * Without technologies: the profiles of the same seniority, the most recently updated first.
 */
export async function candidateProfileIds(
  db: DbOrTx,
  p: OpenMatchPosition,
  groups: number[][],
): Promise<number[]> {
  const seniority = p.match.seniority;
  if (p.technologyIds.length === 0) {
    if (!seniority) return [];
    const rows = await db
      .select({ id: profile.id })
      .from(profile)
      .where(and(sql`${visibleProfile}`, eq(profile.seniority, seniority)))
      .orderBy(sql`${profile.updatedAt} DESC`, profile.id)
      .limit(CANDIDATE_CAP);
    return rows.map((r) => r.id);
  }
  if (groups.length === 0) return [];
  const found = new Set<number>();
  const take = async (where: SQL) => {
    const room = CANDIDATE_CAP - found.size;
    if (room <= 0) return;
    const taken = found.size ? sql` AND NOT (${profile.id} = ANY(${intArray([...found])}))` : sql``;
    const rows = resultRows<{ id: number }>(
      await db.execute(
        sql`SELECT ${profile.id} AS id FROM ${profile} WHERE ${visibleProfile} AND ${where}${taken} LIMIT ${room}`,
      ),
    );
    for (const r of rows) found.add(Number(r.id));
  };
  const all = coversAll(groups);
  if (seniority) {
    await take(sql`${all} AND ${profile.seniority} = ${seniority}`);
    await take(sql`${all} AND ${profile.seniority} <> ${seniority}`);
  } else await take(all);
  for (const subset of partialCovers(groups.length)) {
    if (found.size >= CANDIDATE_CAP) break;
    await take(coversAll(subset.map((i) => groups[i] ?? [])));
  }
  const careers = resultRows<{ id: number }>(
    await db.execute(sql`
      SELECT DISTINCT e.profile_id AS id FROM profile_experience e JOIN ${profile} ON ${profile.id} = e.profile_id
      WHERE e.technology_ids && ${intArray(p.technologyIds)} AND ${visibleProfile}
      LIMIT ${CANDIDATE_CAP}`),
  );
  for (const r of careers) found.add(Number(r.id));
  const mandatory = groups.flat();
  const nice = p.technologyIds.filter((id) => !mandatory.includes(id));
  if (nice.length)
    await take(
      sql`${profile.technologyIds} && ${intArray(nice)} AND NOT (${profile.technologyIds} && ${intArray(mandatory)})`,
    );
  if (found.size <= CANDIDATE_CAP) return [...found];
  return rankedByCoverage(db, groups, [...found], seniority);
}

/** The found profiles ranked by groups covered (skills or careers), the same seniority, the id; the first cap. */
async function rankedByCoverage(
  db: DbOrTx,
  groups: number[][],
  ids: number[],
  seniority: string | null,
): Promise<number[]> {
  const covered = sql.join(
    groups.map((g) => {
      const group = intArray(g);
      return sql`((p.technology_ids && ${group}) OR coalesce(c.tech && ${group}, false))::int`;
    }),
    sql` + `,
  );
  const sameSeniority = seniority ? sql`(p.seniority = ${seniority})` : sql`true`;
  const list = intArray(ids);
  const rows = resultRows<{ id: number }>(
    await db.execute(sql`
      WITH career AS (
        SELECT e.profile_id, array_agg(DISTINCT u.t) AS tech
        FROM profile_experience e CROSS JOIN LATERAL unnest(e.technology_ids) AS u(t)
        WHERE e.profile_id = ANY(${list})
        GROUP BY e.profile_id
      )
      SELECT p.id FROM profile p LEFT JOIN career c ON c.profile_id = p.id
      WHERE p.id = ANY(${list})
      ORDER BY ${covered} DESC, ${sameSeniority} DESC, p.id
      LIMIT ${CANDIDATE_CAP}`),
  );
  return rows.map((r) => Number(r.id));
}
