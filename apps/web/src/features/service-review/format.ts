import type { Language } from "@mkt/contracts";

const locale = (language: Language) => (language === "it" ? "it-IT" : "en-GB");

/** Whole euros, VAT excluded: "€ 1.500" / "€1,500". */
export function euroLabel(amount: number, language: Language): string {
  return new Intl.NumberFormat(locale(language), {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A date and time of the review (submitted, approved). */
export function dateTimeLabel(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: "medium", timeStyle: "short" }).format(date);
}
