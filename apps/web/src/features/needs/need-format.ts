import { formatDayMonthYear, type Language } from "@mkt/contracts";

/** YYYY-MM-DD as DD/MM/YYYY (§9 date display); null stays empty. */
export function formatDay(iso: string | null): string {
  return iso ? formatDayMonthYear(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : "";
}

/** An amount in euros in the interface language, without decimals. */
export function formatEuro(value: number, language: Language): string {
  return new Intl.NumberFormat(language === "it" ? "it-IT" : "en-GB", {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  }).format(value);
}

/** "from – to", "from …", "… to" or "" for a date range. */
export function dateRange(start: string | null, end: string | null): string {
  if (start && end) return `${formatDay(start)} – ${formatDay(end)}`;
  if (start) return `${formatDay(start)} →`;
  if (end) return `→ ${formatDay(end)}`;
  return "";
}
