import { sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../db/client.ts";
import { place } from "../../db/schema/index.ts";

export type PlaceRow = typeof place.$inferInsert;

/** How many places the table holds. */
export async function countPlaces(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(place);
  return Number(row?.n ?? 0);
}

const INSERT_CHUNK = 2000;

/** Inserts the places the table lacks (by id); existing rows are left as they are. */
export async function insertPlaces(db: DbOrTx, rows: PlaceRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await db
      .insert(place)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing();
}

type Table = "profile" | "need" | "position";

/** The distinct cities of rows whose place is not set yet. */
export async function unresolvedCities(db: DbOrTx, table: Table): Promise<string[]> {
  const rows = resultRows<{ city: string }>(
    await db.execute(
      sql`SELECT DISTINCT city FROM ${sql.identifier(table)} WHERE place_id IS NULL AND city IS NOT NULL AND city <> ''`,
    ),
  );
  return rows.map((r) => r.city);
}

/** Sets place_id where it is null from a city → place map, in one statement. */
export async function setPlaceIds(db: DbOrTx, table: Table, cities: string[], ids: number[]) {
  if (cities.length === 0) return;
  await db.execute(sql`
    UPDATE ${sql.identifier(table)} t SET place_id = m.id
    FROM (SELECT unnest(${`{${cities.map(quote).join(",")}}`}::text[]) AS city,
                 unnest(${`{${ids.join(",")}}`}::int[]) AS id) m
    WHERE t.place_id IS NULL AND t.city = m.city`);
}

/** An element of a text array literal: quoted, with quotes and backslashes escaped. */
function quote(value: string): string {
  let out = '"';
  for (const ch of value) out += ch === '"' || ch === "\\" ? `\\${ch}` : ch;
  return `${out}"`;
}

/** Profiles with localities none of which is resolved yet. */
export async function profilesWithUnresolvedLocalities(db: DbOrTx) {
  return resultRows<{ id: number; localities: string[] }>(
    await db.execute(
      sql`SELECT id, localities FROM profile WHERE cardinality(localities) > 0 AND cardinality(locality_place_ids) = 0`,
    ),
  ).map((r) => ({ id: Number(r.id), localities: r.localities }));
}

/** Writes resolved locality place ids for several profiles in one statement. */
export async function setLocalityPlaceIds(db: DbOrTx, rows: { id: number; placeIds: number[] }[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE profile p SET locality_place_ids = ARRAY(SELECT jsonb_array_elements_text(m.ids)::int)
    FROM jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ id: r.id, ids: r.placeIds })))}::jsonb)
      AS m(id int, ids jsonb)
    WHERE p.id = m.id AND cardinality(p.locality_place_ids) = 0`);
}
