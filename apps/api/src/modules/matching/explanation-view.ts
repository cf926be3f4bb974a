import {
  type CriterionResult,
  experienceSourceLabel,
  type Language,
  languageLevelLabel,
  type MatchCriterionView,
  seniorityLabel,
} from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { namedLanguages } from "../reference-data/index.ts";
import { distanceView } from "./match-places.ts";
import { technologyNames } from "./ranked-queries.ts";

/**
 * Stored explanations (match_score.criteria) keep ids and codes only: technology ids, language codes and levels,
 * seniority keys, place ids. They are put into words here, when read, in the reader's language, so a score
 * refreshed by an Italian supplier's save reads in English for an English client.
 */

const displayNames = new Map<Language, Intl.DisplayNames>();
/** A language the spoken-language table does not know (disabled entries are in it): the runtime's name for it. */
function intlLanguageName(code: string, lang: Language): string {
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: "language" });
    displayNames.set(lang, names);
  }
  const name = names.of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

function idsToName(lists: CriterionResult[][]) {
  const techIds = new Set<number>();
  const codes = new Set<string>();
  for (const list of lists)
    for (const c of list) {
      if (c.criterion === "mandatory_skills" || c.criterion === "nice_skills") {
        for (const m of c.missing ?? []) techIds.add(Number(m));
        for (const s of c.short ?? []) techIds.add(s.technologyId);
        for (const s of c.fromExperience ?? []) techIds.add(s.technologyId);
      }
      if (c.criterion === "languages") {
        for (const m of c.missing ?? []) codes.add(String(m));
        for (const l of c.levels ?? []) codes.add(l.code);
      }
    }
  return { techIds: [...techIds], codes: [...codes] };
}

/** The stored explanations of a page with every id and code named, and every sentence, in the reader's language. */
export async function explanationViews(
  db: DbOrTx,
  lists: unknown[][],
  lang: Language,
): Promise<MatchCriterionView[][]> {
  const stored = lists as CriterionResult[][];
  const { techIds, codes } = idsToName(stored);
  const [techs, languages] = await Promise.all([
    techIds.length ? technologyNames(db, techIds) : [],
    namedLanguages(db, codes, lang),
  ]);
  const tech = new Map(techs.map((t) => [t.id, (lang === "it" ? t.labelIt : t.labelEn) ?? t.name]));
  const spoken = new Map(languages.map((l) => [l.code, l.name]));
  const techName = (id: number) => tech.get(id) ?? String(id);
  const languageName = (code: string) => spoken.get(code) ?? intlLanguageName(code, lang);
  return stored.map((list) =>
    list.map((c) => ({
      criterion: c.criterion,
      outcome: c.outcome,
      points: c.points,
      max_points: c.maxPoints,
      missing: (c.missing ?? []).map((m) =>
        c.criterion === "languages" ? languageName(String(m)) : techName(Number(m)),
      ),
      // Scores cached before minimum years were explained have no list.
      short: (c.short ?? []).map((s) => ({
        name: techName(s.technologyId),
        years: s.years,
        min_years: s.minYears,
      })),
      // Scores cached before careers counted have no list.
      from_experience: (c.fromExperience ?? []).map((s) => {
        const name = techName(s.technologyId);
        return {
          name,
          years: s.years,
          company: s.company,
          until: s.until,
          label: experienceSourceLabel(name, s, lang),
        };
      }),
      ...(c.distance ? { distance: distanceView(c.distance, lang) } : {}),
      ...(c.levels?.length
        ? {
            levels: c.levels.map((l) => {
              const name = languageName(l.code);
              return {
                name,
                level: l.level,
                min_level: l.minLevel,
                label: languageLevelLabel(name, l.level, l.minLevel, lang),
              };
            }),
          }
        : {}),
      ...(c.seniority
        ? { seniority: { ...c.seniority, label: seniorityLabel(c.seniority.held, c.seniority.wanted, lang) } }
        : {}),
    })),
  );
}
