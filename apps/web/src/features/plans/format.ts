import type { Language } from "@mkt/contracts";

const LOCALES: Record<Language, string> = { it: "it-IT", en: "en-GB" };

/** A euro amount in the interface language (no decimals when whole). */
export function formatEuro(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** An ISO date or timestamp as DD/MM/YYYY (§9), in local time. */
export function formatDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(date.getDate())}/${p(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** An ISO timestamp as DD/MM/YYYY HH:mm:ss (§9), in local time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, "0");
  return `${formatDate(iso)} ${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`;
}
