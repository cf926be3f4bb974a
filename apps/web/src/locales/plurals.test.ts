import { LANGUAGES } from "@mkt/contracts";
import { describe, expect, it } from "vitest";

/**
 * Issue 20 (Language): counts are said with i18next plurals (`key_one`, `key_other`… chosen by `count` through
 * Intl.PluralRules), never "1 stelle". locales.test.ts checks that both languages hold the same keys; this checks
 * that each plural is complete for its language and that no count stands before a noun outside a plural.
 */
const files = import.meta.glob<Record<string, unknown>>("./*/*.json", { eager: true, import: "default" });

const SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Keys holding `{{count}}` before a word that does not change with the number: the maximum of attachments is a
 * constant above one; "da leggere"/"unread" stay the same; one shared profile has its own key (sharedByOne).
 */
const COUNT_WITHOUT_PLURAL = new Set([
  "chat:composer.refused.too_many",
  "shell:topBar.chatUnread",
  "public-links:visit.sharedBy",
]);

/** Dotted path → text of every leaf string. */
function leaves(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

function byLanguage(language: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [path, content] of Object.entries(files)) {
    const match = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] !== language) continue;
    for (const [key, text] of leaves(content)) texts.set(`${match[2]}:${key}`, text);
  }
  return texts;
}

/** The plural categories whole numbers take in `language` (Italian's "many" is only for compact millions). */
export function integerCategories(language: string): string[] {
  const rules = new Intl.PluralRules(language);
  const categories = new Set<string>();
  for (let n = 0; n <= 1000; n += 1) categories.add(rules.select(n));
  return [...categories].sort();
}

/** Keys that are plurals (those with an `_other` form), each with the categories it has. */
export function pluralGroups(keys: Iterable<string>): Map<string, string[]> {
  const all = [...keys];
  const bases = new Set(all.filter((key) => key.endsWith("_other")).map((key) => key.replace(SUFFIX, "")));
  for (const key of all) if (key.endsWith("_one")) bases.add(key.replace(SUFFIX, ""));
  const groups = new Map<string, string[]>();
  for (const key of all) {
    const base = key.replace(SUFFIX, "");
    if (base === key || !bases.has(base)) continue;
    groups.set(base, [...(groups.get(base) ?? []), key.slice(base.length + 1)].sort());
  }
  return groups;
}

/** Keys whose text puts a count right before a word outside a plural form. */
export function countsBeforeWords(texts: Map<string, string>): string[] {
  return [...texts]
    .filter(
      ([key, text]) =>
        !SUFFIX.test(key) && /\{\{count\}\}\+?\s+\p{L}/u.test(text) && !COUNT_WITHOUT_PLURAL.has(key),
    )
    .map(([key]) => key)
    .sort();
}

describe("plurals", () => {
  it("finds the categories and groups it checks", () => {
    expect(integerCategories("it")).toEqual(["one", "other"]);
    expect(integerCategories("en")).toEqual(["one", "other"]);
    expect([...pluralGroups(["a_one", "a_other", "b.too_many", "c_other"])]).toEqual([
      ["a", ["one", "other"]],
      ["c", ["other"]],
    ]);
    const texts = new Map([
      ["x:stars", "{{count}} stelle"],
      ["x:stars_one", "{{count}} stella"],
      ["x:page", "1–10 di {{count}}"],
    ]);
    expect(countsBeforeWords(texts)).toEqual(["x:stars"]);
  });

  for (const language of LANGUAGES) {
    const texts = byLanguage(language);

    it(`are complete in "${language}": every plural has each form the language uses for whole numbers`, () => {
      const expected = integerCategories(language);
      const incomplete = [...pluralGroups(texts.keys())]
        .filter(([, categories]) => expected.some((category) => !categories.includes(category)))
        .map(([base, categories]) => `${base} has ${categories.join(", ")}`);
      expect(incomplete).toEqual([]);
    });

    it(`say every count before a noun with a plural in "${language}"`, () => {
      expect(countsBeforeWords(texts)).toEqual([]);
    });
  }
});
