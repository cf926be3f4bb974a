import type { DbOrTx } from "../../db/client.ts";
import { offeredLanguages } from "../reference-data/index.ts";
import { technologyNeedsContext } from "../taxonomy/index.ts";
import type { SpokenLanguageName } from "./cv/languages.ts";
import type { CatalogueEntry } from "./cv/skills.ts";
import { technologyCatalogue } from "./queries/technologies.ts";

/**
 * The offered technologies as the CV parser reads them: each with the spellings (name, aliases) that are short or
 * ordinary words ("Go", "Spring", "Rails", "Oracle"), which the parser reads only in a skills context.
 */
export async function cvTechnologies(db: DbOrTx): Promise<CatalogueEntry[]> {
  return (await technologyCatalogue(db)).map((entry) => {
    const context = [entry.name, ...entry.aliases].filter(technologyNeedsContext);
    return context.length ? { ...entry, context } : entry;
  });
}

/** How long the enabled spoken languages are reused before being read again (a staff change shows within it). */
export const CV_LANGUAGES_TTL_MS = 60_000;

const languageCache = new WeakMap<DbOrTx, { at: number; value: Promise<SpokenLanguageName[]> }>();

/**
 * The enabled spoken languages with their Italian and English names, for the parser (read once a minute per
 * database: every CV parse needs them, staff rarely change them).
 */
export function cvSpokenLanguages(db: DbOrTx, now = Date.now()): Promise<SpokenLanguageName[]> {
  const held = languageCache.get(db);
  if (held && now >= held.at && now - held.at < CV_LANGUAGES_TTL_MS) return held.value;
  const value = Promise.all([offeredLanguages(db, "it"), offeredLanguages(db, "en")]).then(([it, en]) => {
    const english = new Map(en.map((l) => [l.code, l.name]));
    return it.map((l) => ({ code: l.code, name_it: l.name, name_en: english.get(l.code) ?? l.name }));
  });
  // A failed read is not kept: the next parse reads again.
  value.catch(() => {
    if (languageCache.get(db)?.value === value) languageCache.delete(db);
  });
  languageCache.set(db, { at: now, value });
  return value;
}
