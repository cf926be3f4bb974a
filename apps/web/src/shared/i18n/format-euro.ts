import type { Language } from "@mkt/contracts";

const LOCALES: Record<Language, string> = { it: "it-IT", en: "en-GB" };

/** A euro amount in the interface language (no decimals when whole, else two): plan prices, invoices. */
export function formatEuro(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
