import {
  LANGUAGE_HEADING,
  LANGUAGE_NAMES,
  PRESENT,
  RANGE,
  ROLE_WORDS,
  SECTION_HEADING,
  STUDIES_HEADING,
} from "./cv-vocabulary.ts";

/*
 * Every regular expression CV digitizing runs on a CV's text. Each one runs in linear time on any input: no
 * quantified group holds an unbounded quantifier, a quantifier is never followed by one that can match the
 * same characters unless the run's start is pinned (a look-behind or `^`), and alternations are of literal
 * words. cv-patterns.unit.test.ts runs each one on adversarial 100 KB strings.
 */

/** `.` `*` `+` … escaped, so a vocabulary word is a literal inside a pattern. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** A technology's spelling as a word: not inside another name (C in C++, Java in JavaScript, .js in Node.js). */
export function technologyPattern(spelling: string, caseSensitive: boolean): RegExp {
  return new RegExp(
    `(?<![\\w#+&.\\-/])${escapeRegExp(spelling)}(?![\\w#+&]|\\.\\w)`,
    caseSensitive ? "g" : "gi",
  );
}

/** A city's name as a word. */
export const cityPattern = (city: string) => new RegExp(`\\b${escapeRegExp(city)}\\b`);

export const ASCII = /^[\x20-\x7e]*$/;
export const TRAILING_DOT = /\.$/;
export const MONTH_YEAR_NUMERIC = /^(\d{1,2})[/.-](\d{4})$/;
export const YEAR_MONTH_NUMERIC = /^(\d{4})[/.-](\d{1,2})$/;
export const MONTH_NAME_YEAR = /^([a-zà-ù]+)\.?\s+(\d{4})$/;
export const YEAR = /^(\d{4})$/;

export const CEFR_LEVEL = /\b([ABC][12])\b/;
export const NATIVE_LEVEL = /madrelingua|native|mother tongue|lingua madre/i;
export const C1_LEVEL =
  /bilingual|bilingue|fluent|fluente|ottim[oa]|excellent|advanced|avanzat[oa]|proficient/i;
export const B2_LEVEL = /\b(good|buon[oa]|upper[- ]intermediate)\b/i;
export const B1_LEVEL = /intermediate|intermedi[oa]|discret[oa]/i;
export const A2_LEVEL = /basic|base|elementary|scolastic[oa]|beginner/i;

// The look-behind starts an address only where its run of address characters starts: without it every position
// of a long run would rescan the run to its end (quadratic).
export const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
// Only bounded repetitions: a match is at most 37 characters, so each start position costs a bounded number of
// steps and a scan is linear in the text.
export const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(?\d{2,4}\)?[\s.-]?){2,4}\d{2,4}/g;
export const NON_DIGITS = /\D/g;
export const YEAR_RANGE = /^\d{4}\s*[-–]\s*\d{4}$/;

export const SPACES = /\s+/;
export const SPACE_RUNS = /\s{2,}/g;
export const BLANKS = /[ \t]+/g;
export const CARRIAGE_RETURNS = /\r/g;
export const NO_BREAK_SPACES = /\u00a0/g;
export const NAME_WORD = /^[A-ZÀ-Ý][A-Za-zÀ-ÿ'’-]+$/;
export const INITIALS_WORD = /^[A-ZÀ-Ý]{2,}$/;
export const TITLE_LABEL = /^(title|ruolo|posizione)\s*:\s*/i;

export const JUNIOR_TITLE = /\b(junior|jr\.?|stagista|intern|trainee)\b/i;
export const EXPERT_TITLE = /\b(principal|head|chief|expert|esperto)\b/i;
export const SENIOR_TITLE = /\b(senior|sr\.?|lead)\b/i;

/** One separator character at an end of a role/company text (ends are trimmed by a scan, not a pattern). */
export const SEPARATOR = /[\s,:;|–—-]/;
// "Role at Company": the look-behind starts the match only at the start of a run of spaces (no rescanning).
export const AT_COMPANY = /(?<!\s)\s+(?:at|presso|@)\s+/i;
// "Company | Role", "Role, Company", "Role - Company": the same look-behind keeps the leading spaces linear.
export const ROLE_COMPANY_SPLIT = /(?:(?<!\s)\s+)?(?:\||–|—|,|\s-\s)\s*/;

/** Every fixed pattern, by name: the adversarial tests run each one. */
export const CV_PATTERNS: Record<string, RegExp> = {
  ASCII,
  TRAILING_DOT,
  MONTH_YEAR_NUMERIC,
  YEAR_MONTH_NUMERIC,
  MONTH_NAME_YEAR,
  YEAR,
  CEFR_LEVEL,
  NATIVE_LEVEL,
  C1_LEVEL,
  B2_LEVEL,
  B1_LEVEL,
  A2_LEVEL,
  EMAIL,
  PHONE,
  NON_DIGITS,
  YEAR_RANGE,
  SPACES,
  SPACE_RUNS,
  BLANKS,
  CARRIAGE_RETURNS,
  NO_BREAK_SPACES,
  NAME_WORD,
  INITIALS_WORD,
  TITLE_LABEL,
  JUNIOR_TITLE,
  EXPERT_TITLE,
  SENIOR_TITLE,
  SEPARATOR,
  AT_COMPANY,
  ROLE_COMPANY_SPLIT,
  LANGUAGE_HEADING,
  SECTION_HEADING,
  STUDIES_HEADING,
  ROLE_WORDS,
  PRESENT,
  RANGE,
  ...Object.fromEntries(LANGUAGE_NAMES.map(([code, pattern]) => [`LANGUAGE_NAME_${code}`, pattern])),
};
