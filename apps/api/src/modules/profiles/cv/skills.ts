/**
 * Technologies of the catalogue named in a text, by their names and aliases, case-insensitively on token
 * boundaries: "C" is not found in "C++" or "C#", "Java" not in "JavaScript", ".NET" not in "ASP.NET" unless that
 * is its own entry, "JS" not in "Node.js". The spellings sit in a character trie and the text is walked once
 * (each start position walks at most the longest spelling): linear in the text, no regular expression.
 */

/** A technology of the catalogue as the parser reads it: canonical name and other spellings. */
export type CatalogueEntry = { id: number; name: string; aliases: string[] };

/**
 * Spellings that are also everyday English or Italian words: found only capitalised as a name is ("Go", "Swift",
 * "Spring", "REST"), never in lower case ("we go", "in spring"). Spellings of one or two characters ("C", "R",
 * "AI", "ML") are found only in the catalogue's own case.
 */
const EVERYDAY = new Set([
  "go",
  "express",
  "swift",
  "rust",
  "spring",
  "make",
  "ant",
  "chef",
  "puppet",
  "salt",
  "less",
  "dart",
  "flask",
  "access",
  "word",
  "shell",
  "rest",
  "play",
  "meteor",
  "ember",
  "mercury",
  "pig",
  "hive",
  "storm",
  "spark",
  "beam",
  "jest",
  "mocha",
  "karma",
  "next",
  "nest",
  "solid",
  "alpine",
  "foundation",
  "material",
  "relay",
  "vision",
  "torch",
  "maple",
  "mode",
  "ray",
  "arrow",
  "pulsar",
  "vault",
  "nomad",
  "packer",
  "helm",
  "envoy",
  "kong",
  "basic",
  "logo",
  "scheme",
  "elm",
  "crystal",
  "red",
  "ring",
  "hack",
  "unity",
  "nuke",
  "animate",
  "commerce",
  "office",
  "windows",
  "teams",
  "slack",
  "zoom",
  "notion",
  "sketch",
  "oracle",
  "elastic",
  "node",
  "agile",
  "lean",
  "compass",
  "gulp",
  "grunt",
  "bower",
  "yarn",
  "buck",
  "bazel",
  "pants",
  "camel",
  "spock",
  "celery",
  "dagger",
  "guice",
  "koin",
  "realm",
  "bash",
  "fish",
  "awk",
  "sed",
  "vim",
  "emacs",
  "atom",
  "brackets",
  "postman",
  "insomnia",
  "swagger",
  "polymer",
  "aurelia",
  "marionette",
  "knockout",
  "mithril",
  "preact",
  "inferno",
  "stencil",
  "lit",
  "tailwind",
  "bulma",
  "semantic",
  "chakra",
  "ant design",
  "mantine",
  "cordova",
  "capacitor",
  "flutter",
  "xamarin",
  "electron",
  "tauri",
  "nw",
  "qt",
  "gtk",
  "wx",
  "tk",
  "flex",
  "bison",
  "yacc",
  "lex",
  "antlr",
  "llvm",
  "gcc",
  "clang",
  "mono",
  "core",
  "data",
  "cloud",
  "design",
  "testing",
  "security",
  "network",
  "networking",
  "support",
  "analysis",
  "management",
  "marketing",
  "sales",
  "finance",
  "excel",
  "outlook",
  "project",
  "visio",
  "publisher",
  "sharepoint",
  "come",
  "dove",
  "vela",
  "volta",
  "aurora",
  "luna",
  "sole",
  "mare",
]);

type Spelling = { id: number; spelling: string };
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
      for (const spelling of [entry.name, ...entry.aliases]) {
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
        node.ends.push({ id: entry.id, spelling: clean });
      }
    }
  }

  name(id: number): string | undefined {
    return this.names.get(id);
  }

  /** The ids named in the text, in order of first mention (each once). */
  find(raw: string): number[] {
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
      const match = this.longestAt(lower, original, i);
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
    if (isWordChar(before) || before === "&") return false;
    // "asp.net", "objective-c": a dot or hyphen joined to a word before it is inside that word.
    if ((before === "." || before === "-") && isWordChar(lower.charAt(i - 2))) return false;
    return true;
  }

  private longestAt(lower: string, original: string, i: number): { id: number; length: number } | null {
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
      const written = original.slice(i, end);
      const hit = node.ends.find(
        (e) => caseFits(e.spelling, written) && (e.spelling.length > 1 || listItemAt(original, i, end)),
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
