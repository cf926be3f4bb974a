/**
 * Technologies of the catalogue named in a text, by their names and aliases, case-insensitively on token
 * boundaries: "C" is not found in "C++" or "C#", "Java" not in "JavaScript", ".NET" not in "ASP.NET" unless that
 * is its own entry, "JS" not in "Node.js". The spellings sit in a character trie and the text is walked once
 * (each start position walks at most the longest spelling): linear in the text, no regular expression.
 */

import { EVERYDAY } from "./everyday-words.ts";

/**
 * A technology of the catalogue as the parser reads it: canonical name and other spellings; `context` lists those of
 * its spellings (name or aliases) that are short or ordinary words ("Go", "Spring", "Rails", "Oracle": the
 * taxonomy's technologyNeedsContext), read only in a skills context.
 */
export type CatalogueEntry = { id: number; name: string; aliases: string[]; context?: string[] };

/**
 * `exact`: an alias of three capitals (ADS, RDS, HPO) is an acronym, found only in capitals ("ads", "Ads" are words).
 * `context`: the spelling counts only in a skills context (see SkillMatcher.find).
 */
type Spelling = { id: number; spelling: string; exact: boolean; context: boolean };

/**
 * Where a text is read: `"skills"` (a skills section, a list of technologies: every spelling counts) or prose (a
 * job's description, a CV read whole), where a spelling that needs context counts only for a technology in
 * `known` (the skills the CV lists: "Oracle" in a job names Oracle Database only when the skills list it).
 */
export type SkillScope = "skills" | { known: ReadonlySet<number> };
type Node = { next: Map<string, Node>; ends: Spelling[] };

const newNode = (): Node => ({ next: new Map(), ends: [] });

/** Characters that make a word: a spelling must not be preceded or followed by one. */
const isWordChar = (ch: string) =>
  (ch >= "0" && ch <= "9") || ch.toLowerCase() !== ch.toUpperCase() || ch === "+" || ch === "#" || ch === "_";

/** A reusable matcher over a catalogue. */
export class SkillMatcher {
  private readonly root = newNode();
  private readonly names = new Map<number, string>();

  constructor(catalogue: readonly CatalogueEntry[]) {
    for (const entry of catalogue) {
      this.names.set(entry.id, entry.name);
      const context = new Set((entry.context ?? []).map((c) => c.trim().toLowerCase()));
      for (const [n, spelling] of [entry.name, ...entry.aliases].entries()) {
        const clean = spelling.trim().replace(/\s+/g, " ");
        if (!clean) continue;
        let node = this.root;
        for (const ch of clean.toLowerCase()) {
          let child = node.next.get(ch);
          if (!child) {
            child = newNode();
            node.next.set(ch, child);
          }
          node = child;
        }
        const exact = n > 0 && clean.length === 3 && clean === clean.toUpperCase() && /^\p{L}+$/u.test(clean);
        node.ends.push({ id: entry.id, spelling: clean, exact, context: context.has(clean.toLowerCase()) });
      }
    }
  }

  name(id: number): string | undefined {
    return this.names.get(id);
  }

  /** The technology that the whole text names (one spelling, nothing before or after it), else null. */
  whole(raw: string): number | null {
    const text = raw.trim().replace(/\s+/g, " ");
    const lower = text.toLowerCase();
    if (!text || lower.length !== text.length) return null;
    const match = this.longestAt(lower, text, 0, "skills");
    return match && match.length === text.length ? match.id : null;
  }

  /** The ids named in the text, in order of first mention (each once); a skills context unless `scope` says prose. */
  find(raw: string, scope: SkillScope = "skills"): number[] {
    const text = raw.replace(/[ \t\r\f\v]+/g, " ");
    const lower = text.toLowerCase();
    // toLowerCase can change lengths (İ): then positions would drift, so such texts are matched as lower case.
    const original = lower.length === text.length ? text : lower;
    const found: number[] = [];
    let i = 0;
    while (i < lower.length) {
      if (!this.startsToken(lower, i)) {
        i++;
        continue;
      }
      const match = this.longestAt(lower, original, i, scope);
      if (match) {
        if (!found.includes(match.id)) found.push(match.id);
        i += match.length;
      } else i++;
    }
    return found;
  }

  private startsToken(lower: string, i: number): boolean {
    const before = lower.charAt(i - 1);
    if (i === 0) return true;
    // "*nix" is a wildcard for Unix-like systems, not Nix.
    if (isWordChar(before) || before === "&" || before === "*") return false;
    // "asp.net", "objective-c": a dot or hyphen joined to a word before it is inside that word.
    if ((before === "." || before === "-") && isWordChar(lower.charAt(i - 2))) return false;
    return true;
  }

  private longestAt(
    lower: string,
    original: string,
    i: number,
    scope: SkillScope,
  ): { id: number; length: number } | null {
    let node: Node | undefined = this.root;
    let best: { id: number; length: number } | null = null;
    for (let j = i; j < lower.length && node; j++) {
      node = node.next.get(lower.charAt(j));
      if (!node?.ends.length) continue;
      const end = j + 1;
      const after = lower.charAt(end);
      // Not followed by a word character, nor by ".x"/"-x" ("node.js" is not "node", "c-level" not "c").
      if (isWordChar(after) || after === "&") continue;
      if ((after === "." || after === "-") && isWordChar(lower.charAt(end + 1))) continue;
      // A URL's scheme ("http://", "ftp://") is not the protocol as a skill.
      if (after === ":" && lower.charAt(end + 1) === "/") continue;
      const written = original.slice(i, end);
      // A whole item of a skills list counts in any case ("leadership, teamwork", "python, rust"), but for the
      // acronyms and one- or two-character names.
      const listItem = scope === "skills" && listItemAt(original, i, end);
      const hit = node.ends.find(
        (e) =>
          (e.exact
            ? written === e.spelling
            : caseFits(e.spelling, written) || (listItem && e.spelling.length > 2)) &&
          (e.spelling.length > 1 || listItemAt(original, i, end)) &&
          (!e.context || scope === "skills" || scope.known.has(e.id)),
      );
      if (hit) best = { id: hit.id, length: end - i };
    }
    return best;
  }
}

/**
 * Short spellings count only as the catalogue writes them; everyday words only capitalised or in capitals, even
 * when the catalogue writes them in lower case ("sed" is not found in "sed do eiusmod").
 */
function caseFits(spelling: string, written: string): boolean {
  if (spelling.length <= 2) return written === spelling;
  const key = spelling.toLowerCase();
  if (!EVERYDAY.has(key)) return true;
  if (written === key) return false;
  return (
    written === spelling ||
    written === spelling.toUpperCase() ||
    written === key.charAt(0).toUpperCase() + key.slice(1)
  );
}

const LIST_MARKS = new Set(["", ",", ";", "•", "·", "/", "(", ")", ":", "|", "\n", "-", "–", "&"]);

/** A one-letter name ("C", "R") counts only as an item of a list: list marks or line ends on both sides. */
function listItemAt(text: string, start: number, end: number): boolean {
  let before = start - 1;
  while (before >= 0 && text.charAt(before) === " ") before--;
  let after = end;
  while (after < text.length && text.charAt(after) === " ") after++;
  return LIST_MARKS.has(before < 0 ? "" : text.charAt(before)) && LIST_MARKS.has(text.charAt(after));
}
