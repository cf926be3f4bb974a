import { FOREIGN_NAMES } from "./demo-names.ts";
import type { Rng } from "./demo-prng.ts";
import type { Seniority } from "./demo-titles.ts";

export type GeneratedLanguage = { code: string; level: string };

const ENGLISH_LEVELS: Record<Seniority, readonly (readonly [string, number])[]> = {
  junior: [
    ["A2", 5],
    ["B1", 30],
    ["B2", 45],
    ["C1", 20],
  ],
  middle: [
    ["A2", 3],
    ["B1", 20],
    ["B2", 47],
    ["C1", 25],
    ["C2", 5],
  ],
  senior: [
    ["B1", 10],
    ["B2", 38],
    ["C1", 40],
    ["C2", 12],
  ],
  expert: [
    ["B1", 5],
    ["B2", 35],
    ["C1", 42],
    ["C2", 18],
  ],
};

/** A native language plus English (and sometimes a third language), with CEFR levels. */
export function buildLanguages(rng: Rng, seniority: Seniority, country: string): GeneratedLanguage[] {
  const native = FOREIGN_NAMES[country]?.native ?? "it";
  const languages: GeneratedLanguage[] = [{ code: native, level: "native" }];
  if (native !== "en") {
    const english =
      native === "it" ? rng.weighted(ENGLISH_LEVELS[seniority]) : rng.pick(["B2", "C1", "C1", "C2"]);
    languages.push({ code: "en", level: english });
  }
  if (native !== "it") {
    if (rng.chance(0.6)) languages.push({ code: "it", level: rng.pick(["A2", "B1", "B1", "B2"]) });
  } else if (rng.chance(0.18)) {
    const other = rng.weighted([
      ["de", 3],
      ["fr", 4],
      ["es", 4],
    ] as const);
    languages.push({
      code: other,
      level: rng.weighted([
        ["A2", 3],
        ["B1", 4],
        ["B2", 3],
        ["C1", 1],
      ]),
    });
  }
  return languages;
}
