import type { DbOrTx } from "../../db/client.ts";
import { SPOKEN_LANGUAGE_NAMES_TTL_MS, spokenLanguageNames } from "../reference-data/index.ts";
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

/** How long the enabled spoken languages are reused before being read again (a change through the back office shows
 * at once on the instance that made it, on the others within it). */
export const CV_LANGUAGES_TTL_MS = SPOKEN_LANGUAGE_NAMES_TTL_MS;

/** The enabled spoken languages with their Italian and English names, for the parser (kept by reference-data). */
export function cvSpokenLanguages(db: DbOrTx, now = Date.now()): Promise<SpokenLanguageName[]> {
  return spokenLanguageNames(db, now);
}
