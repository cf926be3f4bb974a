/** Spoken languages of a CV with their level (CEFR or native). */

const NAMES: [code: string, words: string[]][] = [
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
const CODE = new Map(NAMES.flatMap(([code, words]) => words.map((w) => [w, code] as const)));

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

const words = (line: string) =>
  line
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

/**
 * The languages: in a languages section every language named, with the level on its line (or the next line,
 * or "native" after a mother-tongue label; B1 when none is written); elsewhere only a language with a level
 * on the same line ("Madrelingua: italiano", "English (fluent)").
 */
export function findLanguages(sectionLines: readonly string[], otherLines: readonly string[]) {
  const found = new Map<string, { level: string; stated: boolean }>();
  const scan = (lines: readonly string[], inSection: boolean) => {
    lines.forEach((line, n) => {
      const codes = words(line).flatMap((w) => CODE.get(w) ?? []);
      for (const code of new Set(codes)) {
        if (found.has(code)) continue;
        // Several languages on one line ("English (native), French (B1)"): each reads its own segment.
        const own =
          codes.length > 1
            ? levelIn(
                line.split(/[,;|•·]/).find((part) => words(part).some((w) => CODE.get(w) === code)) ?? "",
              )
            : levelIn(line);
        const next = lines[n + 1] ?? "";
        const level =
          own ??
          (inSection && codes.length === 1 && !words(next).some((w) => CODE.has(w)) ? levelIn(next) : null);
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
