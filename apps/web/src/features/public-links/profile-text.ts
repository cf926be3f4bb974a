import type { TFunction } from "i18next";

/** "M. R.": the visitor sees initials only (the API gives the surname as its initial). */
export const initialsOf = (p: { firstname: string; lastname: string }) =>
  [p.firstname, p.lastname]
    .map((part) => part.trim().charAt(0).toLocaleUpperCase())
    .filter(Boolean)
    .join("");

export function rateText(
  t: TFunction<"public-links">,
  min: number | null,
  max: number | null,
): string | null {
  if (min !== null && max !== null && min !== max) return t("visit.rate", { min, max });
  const value = min ?? max;
  return value === null ? null : t("visit.rateOne", { value });
}
