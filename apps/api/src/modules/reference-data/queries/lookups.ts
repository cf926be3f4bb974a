import type { LookupFilter } from "@mkt/contracts";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { encodedValue } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../db/sql-like.ts";

export type LookupRow = typeof encodedValue.$inferSelect;

function lookupWhere(filter: LookupFilter): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  return and(
    filter.list_name ? eq(encodedValue.listName, filter.list_name) : undefined,
    pattern
      ? sql`(${encodedValue.code} ilike ${pattern} or ${encodedValue.labelIt} ilike ${pattern} or ${encodedValue.labelEn} ilike ${pattern})`
      : undefined,
    filter.enabled === undefined ? undefined : eq(encodedValue.enabled, filter.enabled),
  );
}

const LOOKUP_COLUMNS = {
  sort: encodedValue.sort,
  code: encodedValue.code,
  label_it: encodedValue.labelIt,
  label_en: encodedValue.labelEn,
} as const;

/** Values by list, then the chosen order within each list. */
export async function listLookups(
  db: DbOrTx,
  filter: LookupFilter,
  window: { limit: number; offset: number },
) {
  const where = lookupWhere(filter);
  const dir = filter.dir === "desc" ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(encodedValue)
      .where(where)
      .orderBy(asc(encodedValue.listName), dir(LOOKUP_COLUMNS[filter.sort]), asc(encodedValue.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(encodedValue).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findLookup(db: DbOrTx, id: number) {
  const [row] = await db.select().from(encodedValue).where(eq(encodedValue.id, id));
  return row;
}

export async function updateLookup(
  db: DbOrTx,
  id: number,
  values: Partial<typeof encodedValue.$inferInsert>,
) {
  const [row] = await db.update(encodedValue).set(values).where(eq(encodedValue.id, id)).returning();
  return row;
}
