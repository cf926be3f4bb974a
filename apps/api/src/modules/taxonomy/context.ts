import { readFileSync } from "node:fs";

/**
 * The rule the CV parser applies before reading a technology in free text (docs/skills-taxonomy.md, "Names that
 * need context"): a spelling needs context when it is one or two letters or digits (C, R, Go, D, k6) or an ordinary
 * English or Italian word listed in catalogue/context-words.json (Spring, React, Excel, Swift, Agile, REST, Lean…); an
 * entry may also carry `"context": true` in its data file (GDPR, named in every Italian CV's privacy footer).
 * Such a spelling counts as the technology only in a skills context: a skills section, a list of technologies, or
 * beside another technology. Such words are never aliases (the taxonomy tests refuse them).
 */
const WORDS: ReadonlySet<string> = new Set(
  (
    JSON.parse(readFileSync(new URL("./catalogue/context-words.json", import.meta.url), "utf8")) as {
      words: string[];
    }
  ).words.map((w) => w.toLowerCase()),
);

/** Whether this spelling is a short or ordinary word that the CV parser must see in a skills context. */
export function isAmbiguousSpelling(spelling: string): boolean {
  const s = spelling.trim().toLowerCase();
  return WORDS.has(s) || /^[\p{L}\p{N}]{1,2}$/u.test(s);
}
