import type { Language, ServicePriceKind } from "@mkt/contracts";
import type { TFunction } from "i18next";
import { formatEuro, formatEuroRange } from "../../shared/i18n/format-euro.ts";

type Priced = { price_kind: ServicePriceKind; price_min: number | null; price_max: number | null };

/**
 * "da 4.000 €" / "from €4,000", "800–1.500 €" / "€800 – €1,500" or "on quote" (VAT excluded, said once on the
 * page): the amounts in the app's one euro format (shared/i18n/format-euro.ts), as on plans and requests.
 */
export function priceLabel(t: TFunction<"find-services">, service: Priced, language: Language): string {
  if (service.price_kind === "range" && service.price_min !== null && service.price_max !== null)
    return formatEuroRange(service.price_min, service.price_max, language);
  if (service.price_kind === "from" && service.price_min !== null)
    return t("money.from", { ns: "common", amount: formatEuro(service.price_min, language) });
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
