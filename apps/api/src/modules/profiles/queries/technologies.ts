import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { technology, technologyAlias } from "../../../db/schema/index.ts";

/**
 * The CV parser's vocabulary: every technology that is offered (enabled, not merged into another) with its
 * aliases from technology_alias.
 */
export async function technologyCatalogue(
  db: DbOrTx,
): Promise<{ id: number; name: string; aliases: string[] }[]> {
  const rows = await db
    .select({ id: technology.id, name: technology.name, alias: technologyAlias.alias })
    .from(technology)
    .leftJoin(technologyAlias, eq(technologyAlias.technologyId, technology.id))
    .where(and(eq(technology.enabled, true), isNull(technology.mergedIntoId)))
    .orderBy(asc(technology.id));
  const byId = new Map<number, { id: number; name: string; aliases: string[] }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { id: row.id, name: row.name, aliases: [] };
    if (row.alias) entry.aliases.push(row.alias);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}

/** Which of these ids are in the technology lookup list. */
export async function knownTechnologyIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: technology.id }).from(technology).where(inArray(technology.id, ids));
  return rows.map((r) => r.id);
}
