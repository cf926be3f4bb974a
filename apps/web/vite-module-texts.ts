import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import MagicString from "magic-string";
import type { Plugin } from "vite";
import { namespacesIn, knownNamespaces as readKnownNamespaces } from "../../scripts/namespaces.mjs";
import { START_NAMESPACES } from "./src/shared/i18n/locale-tiers.ts";

/**
 * Each lazily imported module brings its translations (issue 20, Speed): the build rewrites every
 * `import("./relative.tsx")` of the app's sources into `withModuleTexts(() => import("./relative.tsx"), [namespaces])`
 * (src/shared/i18n/module-texts.ts), the namespaces being those the imported module and its static imports name,
 * beyond the `start` tier every page has. The texts download beside the module's chunks and the import resolves
 * once both are in: a screen renders with its texts, and the signed-in shell no longer waits for every screen's
 * texts (the `rest` tier it loaded until session 19, 39 KB gzip).
 *
 * The namespaces come from the sources, read the way the app writes them (scripts/namespaces.mjs, shared with the
 * public pages' check): `useTranslation("a")`, `useTranslation(["a", "b"])`, a key with its namespace (`"a:key"`,
 * also in `<Trans i18nKey>`), and a namespace handed to a component (`ns="a"`, `namespace: "a"`). The static imports are followed through the app's relative
 * paths (not type-only ones), and through a feature's index.ts only to the modules whose names are imported.
 * Reading more than a module uses costs a few kilobytes; a namespace missed would suspend the component until its
 * texts come (react-i18next), under the shell's Suspense boundary: the unit tests keep the reading honest.
 */

const SRC = fileURLToPath(new URL("./src/", import.meta.url));
const START: ReadonlySet<string> = new Set(START_NAMESPACES);
/** The runtime helper the rewritten imports call. */
const HELPER = "/src/shared/i18n/module-texts.ts";

type Wanted = "*" | ReadonlySet<string>;
/** The app's namespaces, with their top-level keys when read from the translations (scripts/namespaces.mjs). */
type Known = ReadonlySet<string> | ReadonlyMap<string, ReadonlySet<string>>;
type Parsed = {
  namespaces: ReadonlySet<string>;
  imports: { specifier: string; names: Wanted }[];
  reexports: { specifier: string; names: "*" | ReadonlyMap<string, string> }[];
  /** Only re-exports (a feature's index.ts): follow the names asked for, not every line. */
  barrel: boolean;
};

/** The namespaces of the app's translations: one JSON per namespace in src/locales/it/. */
export function knownNamespaces(src = SRC): Known {
  return readKnownNamespaces(src);
}

/** `a, type B, c as d` → [local name, imported name] pairs, type-only names left out. */
function bindings(list: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const part of list.split(",")) {
    const binding = part.trim();
    if (!binding || binding.startsWith("type ")) continue;
    const [imported = "", local] = binding.split(/\s+as\s+/);
    pairs.push([(local ?? imported).trim(), imported.trim()]);
  }
  return pairs;
}

/** What one source imports and names. */
export function parseModule(code: string, known: Known): Parsed {
  const imports: Parsed["imports"] = [];
  for (const match of code.matchAll(/^import\s+(type\s+)?([^;]*?)\s*from\s*"([^"]+)";/gm)) {
    if (match[1]) continue;
    const clause = match[2] ?? "";
    const braces = /\{([^}]*)\}/.exec(clause);
    const whole = /^\s*[\w$]+\s*(,|$)/.test(clause) || /\*\s+as\s/.test(clause);
    const names = braces ? bindings(braces[1] ?? "").map(([, imported]) => imported) : [];
    // `import { type A } from` imports nothing at run time.
    if (!whole && names.length === 0) continue;
    imports.push({ specifier: match[3] ?? "", names: whole ? "*" : new Set(names) });
  }
  for (const match of code.matchAll(/^import\s*"([^"]+)";/gm))
    imports.push({ specifier: match[1] ?? "", names: "*" });
  const reexports: Parsed["reexports"] = [];
  for (const match of code.matchAll(/^export\s+(type\s+)?(\*|\{[^}]*\})\s*from\s*"([^"]+)";/gm)) {
    if (match[1]) continue;
    const specifier = match[3] ?? "";
    if (match[2] === "*") {
      reexports.push({ specifier, names: "*" });
      continue;
    }
    const pairs = bindings((match[2] ?? "").slice(1, -1));
    if (pairs.length > 0) reexports.push({ specifier, names: new Map(pairs) });
  }
  const rest = code
    .replace(/^(import|export)\s[^;]*?from\s*"[^"]+";/gm, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .trim();
  return { namespaces: namespacesIn(code, known), imports, reexports, barrel: rest === "" };
}

/** Reads the app's sources and answers which namespaces a module needs, its static imports included. */
export class ModuleTexts {
  private readonly parsed = new Map<string, Parsed>();
  private readonly closures = new Map<string, ReadonlySet<string>>();

  private readonly known: Known;
  private readonly read: (file: string) => string;
  private readonly exists: (file: string) => boolean;

  /** `files`: how to read the sources (the disk unless a test gives its own). */
  constructor(
    known: Known = knownNamespaces(),
    files: { read: (file: string) => string; exists: (file: string) => boolean } = {
      read: (file) => readFileSync(file, "utf8"),
      exists: existsSync,
    },
  ) {
    this.known = known;
    this.read = files.read;
    this.exists = files.exists;
  }

  /** Forgets what was read (the dev server's file changes). */
  forget(): void {
    this.parsed.clear();
    this.closures.clear();
  }

  private parse(file: string): Parsed {
    let parsed = this.parsed.get(file);
    if (!parsed) {
      parsed = parseModule(this.read(file), this.known);
      this.parsed.set(file, parsed);
    }
    return parsed;
  }

  /** The app's source a relative specifier names, if any. */
  private target(from: string, specifier: string): string | undefined {
    if (!specifier.startsWith(".")) return undefined;
    const file = resolve(dirname(from), specifier);
    return /\.tsx?$/.test(file) && this.exists(file) ? file : undefined;
  }

  /** Every namespace `file` (an absolute path) and what it statically imports name. */
  namespacesOf(file: string): ReadonlySet<string> {
    const known = this.closures.get(file);
    if (known) return known;
    const found = new Set<string>();
    const seen = new Map<string, Wanted>();
    const visit = (current: string, wanted: Wanted) => {
      const before = seen.get(current);
      if (before === "*") return;
      if (before && wanted !== "*" && [...wanted].every((name) => before.has(name))) return;
      seen.set(current, wanted === "*" ? "*" : new Set([...(before ?? []), ...wanted]));
      const parsed = this.parse(current);
      if (parsed.barrel && wanted !== "*") {
        for (const reexport of parsed.reexports) {
          const target = this.target(current, reexport.specifier);
          if (!target) continue;
          if (reexport.names === "*") {
            visit(target, wanted);
            continue;
          }
          const names = new Set<string>();
          for (const [exported, imported] of reexport.names) if (wanted.has(exported)) names.add(imported);
          if (names.size > 0) visit(target, names);
        }
        return;
      }
      for (const name of parsed.namespaces) found.add(name);
      for (const entry of parsed.imports) {
        const target = this.target(current, entry.specifier);
        if (target) visit(target, entry.names);
      }
      for (const reexport of parsed.reexports) {
        const target = this.target(current, reexport.specifier);
        if (target) visit(target, "*");
      }
    };
    visit(file, "*");
    this.closures.set(file, found);
    return found;
  }

  /** What a lazy import of `file` must wait for: its namespaces beyond the `start` tier, sorted. */
  lazyNamespacesOf(file: string): string[] {
    return [...this.namespacesOf(file)].filter((name) => !START.has(name)).sort();
  }

  /**
   * `code` (the source of `file`) with each relative dynamic import wrapped to bring its texts, or undefined when
   * none needs any.
   */
  rewrite(code: string, file: string): MagicString | undefined {
    const output = new MagicString(code);
    let changed = false;
    for (const match of code.matchAll(/\bimport\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g)) {
      const target = this.target(file, match[1] ?? "");
      // `typeof import("…")` is a type: nothing runs there.
      if (!target || /\btypeof\s+$/.test(code.slice(Math.max(0, match.index - 10), match.index))) continue;
      const namespaces = this.lazyNamespacesOf(target);
      if (namespaces.length === 0) continue;
      const start = match.index;
      output.appendLeft(start, "__withModuleTexts(() => ");
      output.appendRight(start + match[0].length, `, ${JSON.stringify(namespaces)})`);
      changed = true;
    }
    if (!changed) return undefined;
    output.prepend(`import { withModuleTexts as __withModuleTexts } from ${JSON.stringify(HELPER)};\n`);
    return output;
  }
}

/**
 * Sources left as they are: the translation machinery itself (the helper imports it) and the tests (which load every
 * text up front).
 */
function rewritable(id: string): boolean {
  if (!id.startsWith(SRC) || !/\.tsx?$/.test(id)) return false;
  if (id.startsWith(join(SRC, "shared", "i18n"))) return false;
  return !/\.test\.tsx?$/.test(id);
}

/** The Vite plugin (see the file's comment). */
export function moduleTexts(): Plugin {
  const texts = new ModuleTexts();
  return {
    name: "mkt-module-texts",
    enforce: "pre",
    watchChange() {
      texts.forget();
    },
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!rewritable(file) || !code.includes("import(")) return undefined;
      const output = texts.rewrite(code, file);
      if (!output) return undefined;
      return { code: output.toString(), map: output.generateMap({ hires: true, source: file }) };
    },
  };
}
