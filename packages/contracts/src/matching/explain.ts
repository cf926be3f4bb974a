import type { Language } from "../common/constants.ts";
import type { SkillSource } from "./experience-skills.ts";
import type { LanguageLevel, Seniority } from "./score.ts";

const WORDS: Record<
  Language,
  {
    years: (n: string, one: boolean) => string;
    months: (n: string, one: boolean) => string;
    at: string;
    until: (y: number) => string;
    current: string;
  }
> = {
  it: {
    years: (n, one) => `${n} ${one ? "anno" : "anni"}`,
    months: (n, one) => `${n} ${one ? "mese" : "mesi"}`,
    at: "in",
    until: (y) => `fino al ${y}`,
    current: "tuttora",
  },
  en: {
    years: (n, one) => `${n} ${one ? "year" : "years"}`,
    months: (n, one) => `${n} ${one ? "month" : "months"}`,
    at: "at",
    until: (y) => `until ${y}`,
    current: "to date",
  },
};

/**
 * Where a skill counted by the score came from, in the reader's language: "Kubernetes: 3 years at Acme, until
 * 2024" / "Kubernetes: 3 anni in Acme, fino al 2024" (under a year in months; a current job "to date").
 */
export function experienceSourceLabel(name: string, source: SkillSource, lang: Language): string {
  const w = WORDS[lang];
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  const duration =
    source.years >= 1
      ? w.years(format.format(source.years), source.years === 1)
      : (() => {
          const months = Math.max(1, Math.round(source.years * 12));
          return w.months(String(months), months === 1);
        })();
  const when = source.until === null ? w.current : w.until(source.until);
  return `${name}: ${duration} ${w.at} ${source.company}, ${when}`;
}

/** A language level as the reader says it: the CEFR code in both languages, native as a word. */
export function languageLevelWord(level: LanguageLevel, lang: Language): string {
  if (level !== "native") return level;
  return lang === "it" ? "madrelingua" : "native";
}

/** A language spoken below the minimum, in the reader's language: "English B1, C1 required" / "Inglese B1, richiesto C1". */
export function languageLevelLabel(
  name: string,
  level: LanguageLevel,
  minLevel: LanguageLevel,
  lang: Language,
): string {
  const [held, wanted] = [languageLevelWord(level, lang), languageLevelWord(minLevel, lang)];
  return lang === "it" ? `${name} ${held}, richiesto ${wanted}` : `${name} ${held}, ${wanted} required`;
}

const SENIORITY_WORDS: Record<Language, Record<Seniority, string>> = {
  it: { junior: "Junior", middle: "Middle", senior: "Senior", expert: "Expert" },
  en: { junior: "Junior", middle: "Middle", senior: "Senior", expert: "Expert" },
};

/** The profile's seniority against the position's, in the reader's language: "Junior, Senior required" / "Junior, richiesto Senior". */
export function seniorityLabel(held: Seniority, wanted: Seniority, lang: Language): string {
  const [a, b] = [SENIORITY_WORDS[lang][held], SENIORITY_WORDS[lang][wanted]];
  return lang === "it" ? `${a}, richiesto ${b}` : `${a}, ${b} required`;
}
