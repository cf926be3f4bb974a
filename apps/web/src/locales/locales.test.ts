import { LANGUAGES } from "@mkt/contracts";
import { describe, expect, it } from "vitest";

const files = import.meta.glob<Record<string, unknown>>("./*/*.json", { eager: true, import: "default" });

type Catalog = Record<string, Record<string, unknown>>;

function catalogs(): Record<string, Catalog> {
  const byLanguage: Record<string, Catalog> = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) throw new Error(`Unexpected locale file ${path}`);
    byLanguage[match[1]] = { ...byLanguage[match[1]], [match[2]]: content };
  }
  return byLanguage;
}

/** Dotted paths of every leaf string. */
function leafKeys(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [prefix];
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error(`"${prefix}" must be a string or an object of strings`);
  }
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? "").sort();
}

function leafValue(root: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
}

const all = catalogs();
const reference = all.it ?? {};

describe("locales", () => {
  it("exist for exactly the supported languages", () => {
    expect(Object.keys(all).sort()).toEqual([...LANGUAGES].sort());
  });

  it("have the same namespaces in every language", () => {
    const namespaces = Object.keys(reference).sort();
    expect(namespaces.length).toBeGreaterThan(0);
    for (const language of LANGUAGES)
      expect(Object.keys(all[language] ?? {}).sort(), language).toEqual(namespaces);
  });

  for (const namespace of Object.keys(reference)) {
    it(`has the same keys in every language for "${namespace}"`, () => {
      const expected = leafKeys(reference[namespace]).sort();
      for (const language of LANGUAGES) {
        const actual = leafKeys(all[language]?.[namespace] ?? {}).sort();
        const missing = expected.filter((key) => !actual.includes(key));
        const extra = actual.filter((key) => !expected.includes(key));
        expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
      }
    });

    it(`uses the same placeholders and no empty text in "${namespace}"`, () => {
      for (const key of leafKeys(reference[namespace])) {
        const italian = String(leafValue(reference[namespace], key));
        for (const language of LANGUAGES) {
          const text = leafValue(all[language]?.[namespace], key);
          if (typeof text !== "string") continue;
          expect(text.trim(), `${language}:${namespace}.${key}`).not.toBe("");
          expect(placeholders(text), `${language}:${namespace}.${key}`).toEqual(placeholders(italian));
        }
      }
    });
  }
});
