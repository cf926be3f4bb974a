import type { Language } from "@mkt/contracts";
import type { TFunction } from "i18next";
import { formatEuroRange } from "../../shared/i18n/format-euro.ts";

/** "M. R.": the visitor sees initials only (the API gives the surname as its initial). */
export const initialsOf = (p: { firstname: string; lastname: string }) =>
  [p.firstname, p.lastname]
    .map((part) => part.trim().charAt(0).toLocaleUpperCase())
    .filter(Boolean)
    .join("");

/** "400–500 €/giorno" / "€400 – €500/day", one amount when only one end is known, or null: the app's euro format. */
export function rateText(
  t: TFunction<"public-links">,
  min: number | null,
  max: number | null,
  language: Language,
): string | null {
  const low = min ?? max;
  const high = max ?? min;
  if (low === null || high === null) return null;
  return t("visit.rate", { amount: formatEuroRange(low, high, language) });
}
