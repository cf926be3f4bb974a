import type { Db } from "../../db/client.ts";
import { PeriodicRead } from "../../lib/periodic-read.ts";
import { type CatalogueNames, catalogueNames } from "./queries/search.ts";

/**
 * The categories and technologies a search word's terms name (the services catalogue's search box):
 * a term is found in a service's text, or as its category (or that category's area), or among its technologies.
 * The names are read once a minute per instance (a few thousand rows; a rename shows within the minute).
 */
const namesRead = new PeriodicRead<Db, CatalogueNames>(60_000);

/** Forgets the names read (tests that rename a technology or a category). */
export function forgetWordPlaces(): void {
  namesRead.forget();
}

export type WordPlace = { categoryIds: number[]; technologyIds: number[] };

/** Whether a name has a word starting with `word` (both lower case): "migrazione al cloud" has "cloud", "clo". */
const names = (name: string, word: string) => {
  const lower = name.toLowerCase();
  return lower.startsWith(word) || lower.includes(` ${word}`);
};

/**
 * For each term (its words: the term and its translations), the categories whose Italian or English name has a
 * word starting with one of them, with their children when it is an area ("cloud" → Cloud and its three
 * categories), and the technologies whose name does, or with one of them as an alias ("k8s" → Kubernetes). Words
 * under two letters name nothing.
 */
export function placesOf(catalogue: CatalogueNames, terms: readonly (readonly string[])[]): WordPlace[] {
  return terms.map((termWords) => {
    const words = termWords.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= 2);
    const named = (name: string) => words.some((word) => names(name, word));
    const categories = new Set(
      catalogue.categories.filter((c) => named(c.nameIt) || named(c.nameEn)).map((c) => c.id),
    );
    for (const c of catalogue.categories)
      if (c.parentId !== null && categories.has(c.parentId)) categories.add(c.id);
    const technologies = new Set(catalogue.technologies.filter((t) => named(t.name)).map((t) => t.id));
    for (const a of catalogue.aliases)
      if (words.includes(a.alias.toLowerCase())) technologies.add(a.technologyId);
    return { categoryIds: [...categories], technologyIds: [...technologies] };
  });
}

/** The places of each term's words in the catalogue's names (read at most once a minute). */
export async function wordPlaces(db: Db, terms: readonly (readonly string[])[]): Promise<WordPlace[]> {
  if (terms.every((words) => words.length === 0))
    return terms.map(() => ({ categoryIds: [], technologyIds: [] }));
  return placesOf(await namesRead.get(db, catalogueNames), terms);
}
