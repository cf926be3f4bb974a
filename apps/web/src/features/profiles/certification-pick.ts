import type { Technology } from "@mkt/contracts";
import { suggestionOf, type TechnologySuggestion } from "./technology-filter.ts";

/** The taxonomy category a certification's name is picked from (docs/skills-taxonomy.md). */
export const CERTIFICATION_CATEGORY = "certification";

/** What a certification row stores of its name: the text shown and the taxonomy entry it is, if any. */
export type CertificationName = { name: string; technology_id: number | null };

/** A suggestion of the certification name field: an entry of the taxonomy's certification category. */
export type CertificationOption = TechnologySuggestion;

/** The lookup's certification entries (switched-off ones stay, flagged, so a held one keeps its name). */
export function certificationOptions(technologies: readonly Technology[]): CertificationOption[] {
  return technologies.filter((t) => t.category === CERTIFICATION_CATEGORY).map(suggestionOf);
}

/**
 * The row's name after the user picks a suggestion (its entry and name), confirms typed text, clears the field
 * (null) or types: typing unlinks, since the text may no longer be the entry (the API links it again when it is
 * a name or alias of one).
 */
export function certificationNameOf(next: CertificationOption | string | null): CertificationName {
  if (next === null) return { name: "", technology_id: null };
  if (typeof next === "string") return { name: next, technology_id: null };
  return { name: next.name, technology_id: next.id };
}
