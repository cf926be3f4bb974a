import { sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../db/client.ts";

/**
 * A cheap digest of what the skill identity depends on (names, merges, aliases): one aggregate over the ~2,400
 * technologies, so a merge, a rename or a new entry rebuilds the identity at the next recompute.
 */
export async function technologyIdentityDigest(db: DbOrTx): Promise<string> {
  const rows = await db.execute(sql`SELECT concat_ws(':',
      (SELECT count(*) FROM technology),
      (SELECT sum(hashtext(concat_ws('|', id, lower(name), merged_into_id))) FROM technology),
      (SELECT count(*) FROM technology_alias), (SELECT max(id) FROM technology_alias)) AS digest`);
  return String(resultRows<{ digest: string }>(rows)[0]?.digest ?? "");
}

/** Every technology by its lower-case name, with the entry it was merged into. */
export async function technologyKeys(db: DbOrTx) {
  return resultRows<{ id: number; key: string; merged_into_id: number | null }>(
    await db.execute(sql`SELECT id, lower(name) AS key, merged_into_id FROM technology`),
  ).map((r) => ({
    id: Number(r.id),
    key: r.key,
    mergedIntoId: r.merged_into_id === null ? null : Number(r.merged_into_id),
  }));
}

/** Technologies whose name is an alias of another entry in technology_alias (never made by the back office). */
export async function technologiesNamedLikeAliases(db: DbOrTx) {
  return resultRows<{ id: number; technology_id: number }>(
    await db.execute(sql`SELECT t.id, a.technology_id FROM technology t
      JOIN technology_alias a ON lower(a.alias) = lower(t.name) AND a.technology_id <> t.id`),
  ).map((r) => ({ id: Number(r.id), technologyId: Number(r.technology_id) }));
}
