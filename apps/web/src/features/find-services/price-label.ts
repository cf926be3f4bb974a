import type { Language, ServicePriceKind } from "@mkt/contracts";
import type { TFunction } from "i18next";

type Priced = { price_kind: ServicePriceKind; price_min: number | null; price_max: number | null };

/** Whole euros in the reader's language ("4,000" / "4.000"). */
export const euros = (amount: number, language: Language) =>
  new Intl.NumberFormat(language === "en" ? "en-GB" : "it-IT", {
    maximumFractionDigits: 0,
    useGrouping: "always",
  }).format(amount);

/** "from € 4,000", "€ 800 – 1,500" or "on quote" (VAT excluded, said once on the page). */
export function priceLabel(t: TFunction<"find-services">, service: Priced, language: Language): string {
  if (service.price_kind === "range" && service.price_min !== null && service.price_max !== null)
    return t("price.range", {
      min: euros(service.price_min, language),
      max: euros(service.price_max, language),
    });
  if (service.price_kind === "from" && service.price_min !== null)
    return t("price.from", { amount: euros(service.price_min, language) });
  return t("price.on_quote");
}

/** "10–20 days", "10 days" or null when the supplier gave no duration. */
export function durationLabel(
  t: TFunction<"find-services">,
  service: { duration_min_days: number | null; duration_max_days: number | null },
): string | null {
  const { duration_min_days: min, duration_max_days: max } = service;
  if (min === null) return null;
  return max === null || max === min ? t("duration.days", { count: min }) : t("duration.range", { min, max });
}
