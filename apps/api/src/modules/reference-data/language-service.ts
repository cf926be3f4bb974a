import {
  type Language,
  type OpenLanguage,
  type Page,
  PROFILE_LANGUAGE_CODES,
  profileLanguageName,
  REFERENCE_LIMITS,
  type SpokenLanguageAdmin,
  type SpokenLanguageFilter,
  type SpokenLanguageListQuery,
  type SpokenLanguageLookup,
  type spokenLanguageCreateSchema,
  type spokenLanguageEditSchema,
} from "@mkt/contracts";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import { writeAuditLog } from "../auth/index.ts";
import {
  allSpokenLanguages,
  findSpokenLanguage,
  insertSpokenLanguage,
  listSpokenLanguages,
  type SpokenLanguageRow,
  seedSpokenLanguageRows,
  spokenLanguagesOf,
  updateSpokenLanguage,
} from "./queries/languages.ts";
import type { ReferenceActor } from "./queries/shared.ts";

type CreateBody = z.output<typeof spokenLanguageCreateSchema>;
type EditBody = z.output<typeof spokenLanguageEditSchema>;

const toAdmin = (row: SpokenLanguageRow): SpokenLanguageAdmin => ({
  code: row.code,
  name_it: row.nameIt,
  name_en: row.nameEn,
  sort: row.sort,
  enabled: row.enabled,
});

/** Seeds the table from the former contracts constant, named by the runtime's language data (idempotent). */
export async function seedSpokenLanguages(db: DbOrTx) {
  forgetLanguageNames(db);
  await seedSpokenLanguageRows(
    db,
    PROFILE_LANGUAGE_CODES.map((code, sort) => ({
      code,
      nameIt: profileLanguageName(code, "it"),
      nameEn: profileLanguageName(code, "en"),
      sort,
    })),
  );
}

export async function listLanguagePage(
  ctx: AppContext,
  query: SpokenLanguageListQuery,
): Promise<Page<SpokenLanguageAdmin>> {
  const { rows, total } = await listSpokenLanguages(ctx.database.db, query, pageWindow(query));
  return toPage(query, total, rows.map(toAdmin));
}

export async function exportLanguages(ctx: AppContext, filter: SpokenLanguageFilter) {
  const { rows } = await listSpokenLanguages(ctx.database.db, filter, {
    limit: REFERENCE_LIMITS.exportMax,
    offset: 0,
  });
  return { items: rows.map(toAdmin) };
}

const codeTaken = () =>
  new AppError("reference.code_taken", {
    fieldErrors: [{ field: "code", code: "reference.code_taken", message: "" }],
  });

export async function createLanguage(ctx: AppContext, actor: ReferenceActor, body: CreateBody) {
  const row = await ctx.database.db.transaction(async (tx) => {
    const created = await insertSpokenLanguage(tx, {
      code: body.code,
      nameIt: body.name_it,
      nameEn: body.name_en,
      sort: body.sort,
    });
    if (!created) throw codeTaken();
    await writeAuditLog(tx, { action: "reference.language.create", actor: actor, details: { ...body } });
    return created;
  });
  forgetLanguageNames(ctx.database.db);
  return toAdmin(row);
}

export async function editLanguage(ctx: AppContext, actor: ReferenceActor, code: string, body: EditBody) {
  const row = await ctx.database.db.transaction(async (tx) => {
    const before = await findSpokenLanguage(tx, code, true);
    if (!before) throw new AppError("reference.not_found");
    const updated = await updateSpokenLanguage(tx, code, {
      nameIt: body.name_it,
      nameEn: body.name_en,
      sort: body.sort,
    });
    if (!updated) throw new AppError("reference.not_found");
    await writeAuditLog(tx, {
      action: "reference.language.update",
      actor: actor,
      details: {
        code,
        before: { name_it: before.nameIt, name_en: before.nameEn, sort: before.sort },
        after: body,
      },
    });
    return updated;
  });
  forgetLanguageNames(ctx.database.db);
  return toAdmin(row);
}

export async function setLanguageEnabled(
  ctx: AppContext,
  actor: ReferenceActor,
  code: string,
  enabled: boolean,
) {
  const row = await ctx.database.db.transaction(async (tx) => {
    const updated = await updateSpokenLanguage(tx, code, { enabled });
    if (!updated) throw new AppError("reference.not_found");
    await writeAuditLog(tx, {
      action: "reference.language.enabled",
      actor: actor,
      details: { code, enabled },
    });
    return updated;
  });
  forgetLanguageNames(ctx.database.db);
  return toAdmin(row);
}

/** GET languages: every language, disabled ones flagged (profiles holding them still show their name). */
export async function listLanguageLookup(db: DbOrTx): Promise<SpokenLanguageLookup[]> {
  return (await allSpokenLanguages(db)).map((row) => ({
    code: row.code,
    name_it: row.nameIt,
    name_en: row.nameEn,
    enabled: row.enabled,
  }));
}

/** The open area's filter (GET open/getLanguagesOpen): enabled languages named and sorted in the visit's language. */
export async function offeredLanguages(db: DbOrTx, language: Language): Promise<OpenLanguage[]> {
  return (await allSpokenLanguages(db, true))
    .map((row) => ({ code: row.code, name: language === "it" ? row.nameIt : row.nameEn }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** How long the enabled languages' names are reused before being read again (spokenLanguageNames). */
export const SPOKEN_LANGUAGE_NAMES_TTL_MS = 60_000;

type LanguageNames = { code: string; name_it: string; name_en: string };
const namesCache = new WeakMap<DbOrTx, { at: number; value: Promise<LanguageNames[]> }>();

/** A change through this module (or the seed) is seen at once on this instance; the others read again within the TTL. */
function forgetLanguageNames(db: DbOrTx) {
  namesCache.delete(db);
}

/**
 * The enabled spoken languages with their Italian and English names (the CV parser reads them for every CV): kept
 * per database for SPOKEN_LANGUAGE_NAMES_TTL_MS, dropped at once by the writes of this module. A failed read is
 * not kept.
 */
export function spokenLanguageNames(db: DbOrTx, now = Date.now()): Promise<LanguageNames[]> {
  const held = namesCache.get(db);
  if (held && now >= held.at && now - held.at < SPOKEN_LANGUAGE_NAMES_TTL_MS) return held.value;
  const value = Promise.all([offeredLanguages(db, "it"), offeredLanguages(db, "en")]).then(([it, en]) => {
    const english = new Map(en.map((l) => [l.code, l.name]));
    return it.map((l) => ({ code: l.code, name_it: l.name, name_en: english.get(l.code) ?? l.name }));
  });
  value.catch(() => {
    if (namesCache.get(db)?.value === value) namesCache.delete(db);
  });
  namesCache.set(db, { at: now, value });
  return value;
}

/**
 * These languages named (from the table, enabled or not: a profile may still hold a disabled one) and sorted in
 * the reader's language; codes the table does not know are left out.
 */
export async function namedLanguages(
  db: DbOrTx,
  codes: string[],
  language: Language,
): Promise<OpenLanguage[]> {
  if (codes.length === 0) return [];
  return (await spokenLanguagesOf(db, [...new Set(codes)]))
    .map((row) => ({ code: row.code, name: language === "it" ? row.nameIt : row.nameEn }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/**
 * The codes of this list that the table does not know. Disabled languages are known: a profile that holds one
 * keeps it when saved again; forms no longer offer it.
 */
export async function unknownLanguageCodes(db: DbOrTx, codes: string[]): Promise<Set<string>> {
  const wanted = [...new Set(codes)];
  const known = new Set((await spokenLanguagesOf(db, wanted)).map((r) => r.code));
  return new Set(wanted.filter((code) => !known.has(code)));
}
