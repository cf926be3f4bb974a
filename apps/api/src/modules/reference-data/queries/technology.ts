import type { TechnologyFilter } from "@mkt/contracts";
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client.ts";
import { profileCertification, technology, technologyAlias } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../db/sql-like.ts";

export type TechnologyRow = typeof technology.$inferSelect;
const survivor = alias(technology, "survivor");

function technologyWhere(filter: TechnologyFilter): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  return and(
    pattern
      ? sql`(${technology.name} ilike ${pattern} or ${technology.labelIt} ilike ${pattern}
          or ${technology.labelEn} ilike ${pattern}
          or exists (select 1 from ${technologyAlias} where ${technologyAlias.technologyId} = ${technology.id}
            and ${technologyAlias.alias} ilike ${pattern}))`
      : undefined,
    filter.category ? eq(technology.category, filter.category) : undefined,
    filter.enabled === undefined ? undefined : eq(technology.enabled, filter.enabled),
  );
}

function technologyOrder(filter: TechnologyFilter): SQL[] {
  const dir = filter.dir === "desc" ? desc : asc;
  const byName = dir(sql`lower(${technology.name})`);
  if (filter.sort === "category") return [dir(technology.category), byName, asc(technology.id)];
  if (filter.sort === "id") return [dir(technology.id)];
  return [byName, asc(technology.id)];
}

/** One window of the filtered technologies with the name of the entry each merged one points at. */
export async function listTechnologies(
  db: DbOrTx,
  filter: TechnologyFilter,
  window: { limit: number; offset: number },
) {
  const where = technologyWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: technology, mergedIntoName: survivor.name })
      .from(technology)
      .leftJoin(survivor, eq(survivor.id, technology.mergedIntoId))
      .where(where)
      .orderBy(...technologyOrder(filter))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(technology).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The aliases of these technologies, by technology id. */
export async function aliasesOf(db: DbOrTx, ids: number[]): Promise<Map<number, string[]>> {
  const byId = new Map<number, string[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({ technologyId: technologyAlias.technologyId, alias: technologyAlias.alias })
    .from(technologyAlias)
    .where(inArray(technologyAlias.technologyId, ids))
    .orderBy(asc(technologyAlias.alias));
  for (const r of rows) byId.set(r.technologyId, [...(byId.get(r.technologyId) ?? []), r.alias]);
  return byId;
}

/** The distinct categories in use, alphabetically (the category filter's options). */
export async function technologyCategories(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: technology.category })
    .from(technology)
    .orderBy(asc(technology.category));
  return rows.map((r) => r.category);
}

/** A technology, locked for the rest of the transaction when `lock` is set. */
export async function findTechnology(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(technology).where(eq(technology.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/**
 * Which of these words are already a name or an alias of a technology other than `exceptId` (case-insensitive):
 * names and aliases share one namespace, so a word resolves to one entry.
 */
export async function takenWords(db: DbOrTx, words: string[], exceptId: number | null): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const lowered = words.map((w) => w.toLowerCase());
  const other = exceptId === null ? sql`true` : sql`${technology.id} <> ${exceptId}`;
  const names = await db
    .select({ word: sql<string>`lower(${technology.name})` })
    .from(technology)
    .where(and(inArray(sql`lower(${technology.name})`, lowered), other));
  const aliases = await db
    .select({ word: sql<string>`lower(${technologyAlias.alias})` })
    .from(technologyAlias)
    .where(
      and(
        inArray(sql`lower(${technologyAlias.alias})`, lowered),
        exceptId === null ? undefined : ne(technologyAlias.technologyId, exceptId),
      ),
    );
  return new Set([...names, ...aliases].map((r) => r.word));
}

export async function insertTechnology(db: DbOrTx, values: typeof technology.$inferInsert) {
  const [row] = await db.insert(technology).values(values).returning();
  return row;
}

export async function updateTechnology(
  db: DbOrTx,
  id: number,
  values: Partial<typeof technology.$inferInsert>,
) {
  const [row] = await db.update(technology).set(values).where(eq(technology.id, id)).returning();
  return row;
}

/** Replaces a technology's aliases with this list. */
export async function replaceAliases(db: DbOrTx, id: number, aliases: string[]) {
  await db.delete(technologyAlias).where(eq(technologyAlias.technologyId, id));
  if (aliases.length > 0)
    await db.insert(technologyAlias).values(aliases.map((a) => ({ technologyId: id, alias: a })));
}

/**
 * Profile certifications linked to the technology take its new name (they store the entry's name so that every
 * reader shows it); answers how many changed.
 */
export async function renameLinkedCertifications(tx: DbOrTx, id: number, name: string): Promise<number> {
  const rows = await tx
    .update(profileCertification)
    .set({ name })
    .where(and(eq(profileCertification.technologyId, id), ne(profileCertification.name, name)))
    .returning({ id: profileCertification.id });
  return rows.length;
}
