import type { Language } from "@mkt/contracts";

const LOCALES: Record<Language, string> = { it: "it-IT", en: "en-GB" };
/** Built once each (language × whole amounts or not): a list formats a price per card on every render. */
const FORMATS = new Map<string, Intl.NumberFormat>();

/**
 * The app's one euro format, in the interface language: "1.490 €" / "€1,490", no decimals when whole, else two.
 * Grouping is "always": Italian Intl leaves four-digit amounts ungrouped by default ("1490 €").
 */
function euroFormat(language: Language, whole: boolean): Intl.NumberFormat {
  const key = `${language}:${whole}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: "currency",
      currency: "EUR",
      useGrouping: "always",
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    FORMATS.set(key, format);
  }
  return format;
}

/** A euro amount in the interface language: plan prices, invoices, budgets, rates, service prices. */
export function formatEuro(amount: number, language: Language): string {
  return euroFormat(language, Number.isInteger(amount)).format(amount);
}

/** A euro range with the same format: "1.490–2.000 €" / "€1,490 – €2,000"; one amount when both ends match. */
export function formatEuroRange(min: number, max: number, language: Language): string {
  if (min === max) return formatEuro(min, language);
  const format = euroFormat(language, Number.isInteger(min) && Number.isInteger(max));
  // Italian ICU joins the ends with a hyphen ("1.490-2.000 €"): a range takes an en dash.
  return format.formatRange(min, max).replace(/(\d)-(\d)/, "$1–$2");
}
