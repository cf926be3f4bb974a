import type { SpokenLanguageFilter } from "@mkt/contracts";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { spokenLanguage } from "../../../db/schema/index.ts";
import { containsPattern } from "../../../db/sql-like.ts";

export type SpokenLanguageRow = typeof spokenLanguage.$inferSelect;

function languageWhere(filter: SpokenLanguageFilter): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  return and(
    pattern
      ? sql`(${spokenLanguage.code} ilike ${pattern} or ${spokenLanguage.nameIt} ilike ${pattern} or ${spokenLanguage.nameEn} ilike ${pattern})`
      : undefined,
    filter.enabled === undefined ? undefined : eq(spokenLanguage.enabled, filter.enabled),
  );
}

const LANGUAGE_COLUMNS = {
  sort: spokenLanguage.sort,
  code: spokenLanguage.code,
  name_it: spokenLanguage.nameIt,
  name_en: spokenLanguage.nameEn,
} as const;

export async function listSpokenLanguages(
  db: DbOrTx,
  filter: SpokenLanguageFilter,
  window: { limit: number; offset: number },
) {
  const where = languageWhere(filter);
  const dir = filter.dir === "desc" ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(spokenLanguage)
      .where(where)
      .orderBy(dir(LANGUAGE_COLUMNS[filter.sort]), asc(spokenLanguage.code))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(spokenLanguage).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every language in the staff's order (the forms' lookup), enabled ones only when asked. */
export async function allSpokenLanguages(db: DbOrTx, enabledOnly = false) {
  return db
    .select()
    .from(spokenLanguage)
    .where(enabledOnly ? eq(spokenLanguage.enabled, true) : undefined)
    .orderBy(asc(spokenLanguage.sort), asc(spokenLanguage.code));
}

export async function findSpokenLanguage(db: DbOrTx, code: string, lock = false) {
  const query = db.select().from(spokenLanguage).where(eq(spokenLanguage.code, code));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The rows of these codes (to tell known from unknown, enabled from disabled, and to name them). */
export async function spokenLanguagesOf(db: DbOrTx, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({
      code: spokenLanguage.code,
      enabled: spokenLanguage.enabled,
      nameIt: spokenLanguage.nameIt,
      nameEn: spokenLanguage.nameEn,
    })
    .from(spokenLanguage)
    .where(inArray(spokenLanguage.code, codes));
}

/** Inserts a language; undefined when the code exists already. */
export async function insertSpokenLanguage(db: DbOrTx, values: typeof spokenLanguage.$inferInsert) {
  const [row] = await db.insert(spokenLanguage).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateSpokenLanguage(
  db: DbOrTx,
  code: string,
  values: Partial<Omit<typeof spokenLanguage.$inferInsert, "code">>,
) {
  const [row] = await db.update(spokenLanguage).set(values).where(eq(spokenLanguage.code, code)).returning();
  return row;
}

/** The start-up seed: missing languages are added, existing ones (and the staff's edits) are left alone. */
export async function seedSpokenLanguageRows(db: DbOrTx, rows: (typeof spokenLanguage.$inferInsert)[]) {
  if (rows.length) await db.insert(spokenLanguage).values(rows).onConflictDoNothing();
}
