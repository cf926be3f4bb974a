/** Spoken languages of a CV with their level (CEFR or native). */

/** A spoken language the profile form offers (the enabled rows of spoken_language), as the parser reads it. */
export type SpokenLanguageName = { code: string; name_it: string; name_en: string };

/**
 * The built-in spellings: the seeded 15 languages with the other forms CVs write ("italiana", "mandarino",
 * "français"). Used whole when no table is given (or it is empty); otherwise only for the codes the table offers.
 */
const BUILT_IN: [code: string, words: string[]][] = [
  ["it", ["italiano", "italiana", "italian"]],
  ["en", ["inglese", "english"]],
  ["fr", ["francese", "french", "français", "francais"]],
  ["de", ["tedesco", "german", "deutsch"]],
  ["es", ["spagnolo", "spanish", "español", "espanol"]],
  ["pt", ["portoghese", "portuguese"]],
  ["nl", ["olandese", "dutch"]],
  ["ro", ["rumeno", "romanian"]],
  ["pl", ["polacco", "polish"]],
  ["ru", ["russo", "russian"]],
  ["ar", ["arabo", "arabic"]],
  ["zh", ["cinese", "chinese", "mandarin", "mandarino"]],
  ["ja", ["giapponese", "japanese"]],
  ["uk", ["ucraino", "ukrainian"]],
  ["sq", ["albanese", "albanian"]],
];

const words = (line: string) =>
  line
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

/** Language names by their first word; a name is a sequence of words ("Lingua dei segni italiana"). */
export type LanguageVocabulary = ReadonlyMap<string, { code: string; words: string[] }[]>;

/**
 * The names the parser recognises: those of the table given (Italian and English names, plus the built-in forms of
 * its codes), so that a language staff add is read and a draft never holds a code the form would refuse; the
 * built-in list when the table is empty.
 */
export function languageVocabulary(table: readonly SpokenLanguageName[]): LanguageVocabulary {
  const builtIn = new Map(BUILT_IN);
  const spellings: [code: string, name: string][] = table.length
    ? table.flatMap((l) =>
        [
          l.name_it,
          l.name_en,
          // A qualified name ("Cinese (mandarino)", "Portuguese, Brazilian") is also written without its qualifier.
          ...[l.name_it, l.name_en].map((n) => n.split(/[(,/]/)[0] ?? ""),
          ...(builtIn.get(l.code) ?? []),
        ].map((name) => [l.code, name] as [string, string]),
      )
    : BUILT_IN.flatMap(([code, ws]) => ws.map((w) => [code, w] as [string, string]));
  const byFirst = new Map<string, { code: string; words: string[] }[]>();
  for (const [code, name] of spellings) {
    const ws = words(name);
    const first = ws[0];
    if (!first) continue;
    const list = byFirst.get(first) ?? [];
    if (!list.some((e) => e.code === code && e.words.join(" ") === ws.join(" ")))
      list.push({ code, words: ws });
    // Longest names first, so "lingua dei segni italiana" wins over a shorter name of the same first word.
    list.sort((a, b) => b.words.length - a.words.length);
    byFirst.set(first, list);
  }
  return byFirst;
}

const FALLBACK = languageVocabulary([]);

/** The codes of the languages named in a text, in order (a name of several words matches as a whole). */
function codesIn(text: string, vocabulary: LanguageVocabulary): string[] {
  const ws = words(text);
  const codes: string[] = [];
  let i = 0;
  while (i < ws.length) {
    const hit = vocabulary.get(ws[i] ?? "")?.find((name) => name.words.every((w, k) => ws[i + k] === w));
    if (hit) {
      codes.push(hit.code);
      i += hit.words.length;
    } else i++;
  }
  return codes;
}

const NATIVE = /madrelingua|native|mother tongue|lingua madre|first language/i;
const C2 = /\b(bilingual|bilingue|proficient)\b/i;
const C1 = /\b(fluent|fluente|ottim[oa]|excellent|advanced|avanzat[oa]|eccellente)\b/i;
const B2 = /\b(good|buon[oa]|upper[- ]intermediate|professional working)\b/i;
const B1 = /\b(intermediate|intermedi[oa]|discret[oa]|working)\b/i;
const A2 = /\b(basic|base|elementary|elementare|scolastic[oa]|beginner|limited)\b/i;

/** The level written in a text: the most frequent CEFR grade (the lowest on a tie), or a word for one. */
function levelIn(line: string): string | null {
  const text = line.slice(0, 400);
  const counts = new Map<string, number>();
  for (const m of text.toUpperCase().matchAll(/(?<![A-Z0-9])[ABC][12](?![A-Z0-9])/g))
    counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  if (counts.size) return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  if (NATIVE.test(text)) return "native";
  if (C2.test(text)) return "C2";
  if (C1.test(text)) return "C1";
  if (B2.test(text)) return "B2";
  if (B1.test(text)) return "B1";
  if (A2.test(text)) return "A2";
  return null;
}

/**
 * The languages: in a languages section every language named, with the level on its line (or the next line,
 * or "native" after a mother-tongue label; B1 when none is written); elsewhere only a language with a level
 * on the same line ("Madrelingua: italiano", "English (fluent)").
 */
export function findLanguages(
  sectionLines: readonly string[],
  otherLines: readonly string[],
  vocabulary: LanguageVocabulary = FALLBACK,
) {
  const found = new Map<string, { level: string; stated: boolean }>();
  const scan = (lines: readonly string[], inSection: boolean) => {
    lines.forEach((line, n) => {
      const codes = codesIn(line, vocabulary);
      for (const code of new Set(codes)) {
        if (found.has(code)) continue;
        // Several languages on one line ("English (native), French (B1)"): each reads its own segment.
        const own =
          codes.length > 1
            ? levelIn(line.split(/[,;|•·]/).find((part) => codesIn(part, vocabulary).includes(code)) ?? "")
            : levelIn(line);
        const next = lines[n + 1] ?? "";
        const level =
          own ??
          (inSection && codes.length === 1 && codesIn(next, vocabulary).length === 0 ? levelIn(next) : null);
        if (level) found.set(code, { level, stated: true });
        else if (inSection) found.set(code, { level: "B1", stated: false });
      }
    });
  };
  scan(sectionLines, true);
  scan(
    otherLines.filter((l) => l.length <= 120),
    false,
  );
  return [...found].map(([code, v]) => ({ code, level: v.level, stated: v.stated }));
}
