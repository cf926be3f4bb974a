/** The CEFR levels and native, weakest first (the same order as profiles' LANGUAGE_LEVELS); score.ts re-exports it. */
export const LANGUAGE_LEVEL_ORDER = ["A1", "A2", "B1", "B2", "C1", "C2", "native"] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVEL_ORDER)[number];
const ORDER: readonly LanguageLevel[] = LANGUAGE_LEVEL_ORDER;

/** A required language the profile speaks below the position's minimum (the explanation names both levels). */
export type LanguageShort = { code: string; level: LanguageLevel; minLevel: LanguageLevel };

/**
 * The languages criterion: each required language met at its level counts 1, one level short 0.5, further short
 * or not spoken 0. `missing` lists the languages the profile does not speak; `levels` every language it speaks
 * below the minimum, with both levels, so the explanation can say "English B1, C1 required".
 */
export function languagesFit(
  wanted: { code: string; minLevel: LanguageLevel }[],
  spoken: { code: string; level: LanguageLevel }[],
): { fraction: number; missing: string[]; levels: LanguageShort[] } {
  const missing: string[] = [];
  const levels: LanguageShort[] = [];
  let sum = 0;
  for (const w of wanted) {
    const held = spoken.find((l) => l.code === w.code);
    if (!held) {
      missing.push(w.code);
      continue;
    }
    const gap = ORDER.indexOf(w.minLevel) - ORDER.indexOf(held.level);
    if (gap <= 0) sum += 1;
    else {
      if (gap === 1) sum += 0.5;
      levels.push({ code: w.code, level: held.level, minLevel: w.minLevel });
    }
  }
  return { fraction: wanted.length ? sum / wanted.length : 0, missing, levels };
}
