// The translation namespaces a source names, read the way the app writes them (issue 20, Speed): one reader for the
// build's plugin that gives each lazily imported module its texts (apps/web/vite-module-texts.ts) and for the check
// that the public pages use only the tiers their routes load (scripts/route-texts.mjs). Plain JavaScript: the
// check runs on Node without a TypeScript loader.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** A plural form's suffix (i18next: `key_one`, `key_other`…), which a key names without. */
const PLURAL = /_(?:zero|one|two|few|many|other)$/;

/**
 * The namespaces of the app's translations (one JSON per namespace in `<src>/locales/it/`), each with its top-level
 * keys (plural forms under their key's name).
 * @param {string} src the web app's src folder
 * @returns {ReadonlyMap<string, ReadonlySet<string>>}
 */
export function knownNamespaces(src) {
  const dir = join(src, "locales", "it");
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => {
        const texts = JSON.parse(readFileSync(join(dir, file), "utf8"));
        const keys = new Set(Object.keys(texts).map((key) => key.replace(PLURAL, "")));
        return [file.slice(0, -".json".length), keys];
      }),
  );
}

/**
 * The namespaces a source names, among `known`: `useTranslation("a")`, `useTranslation(["a", "b"])` (and
 * `useTranslation()`, the default `common`), a key with its namespace (`"a:key"`, also in `<Trans i18nKey>`), and a
 * namespace handed to a component (`ns="a"`, `namespace: "a"`). With each namespace's keys known, a `"a:key"` counts
 * only when `a` has `key` (or the key is computed, `a:${…}`): a string such as a chat widget's `"chat:hide"` command
 * is not a text.
 * @param {string} code
 * @param {ReadonlySet<string> | ReadonlyMap<string, ReadonlySet<string>>} known
 * @returns {Set<string>}
 */
export function namespacesIn(code, known) {
  /** @type {Set<string>} */
  const found = new Set();
  /** @param {string | undefined} name */
  const add = (name) => {
    if (name && known.has(name)) found.add(name);
  };
  for (const match of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|"[^"]*")/g))
    for (const name of (match[1] ?? "").matchAll(/"([\w-]+)"/g)) add(name[1]);
  if (code.includes("useTranslation()")) add("common");
  for (const match of code.matchAll(/["'`]([a-z][a-z-]*):([A-Za-z_$][\w$]*)/g)) {
    const keys = known instanceof Map ? known.get(match[1]) : undefined;
    const key = match[2] ?? "";
    if (!keys || key.startsWith("$") || keys.has(key)) add(match[1]);
  }
  for (const match of code.matchAll(/\b(?:ns|namespace)\s*[:=]\s*\{?\s*["']([a-z][a-z-]*)["']/g))
    add(match[1]);
  return found;
}
