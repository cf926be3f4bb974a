import type { Language } from "../common/constants.ts";

type Named = { name: string; name_en?: string | null | undefined };
type Titled = { title: string; title_en?: string | null | undefined };

/**
 * A plan's name in the interface language (issue 20): the API sends the Italian `name` and the English `name_en`;
 * an English screen shows the English one (the Italian one when a row has none).
 */
export function planName(plan: Named, language: Language): string {
  return language === "en" && plan.name_en ? plan.name_en : plan.name;
}

/** A plan's title (its tagline) in the interface language, as planName does for the name. */
export function planTitle(plan: Titled, language: Language): string {
  return language === "en" && plan.title_en ? plan.title_en : plan.title;
}
