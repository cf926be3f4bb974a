import { formatDayMonthYear } from "@mkt/contracts";

/** YYYY-MM-DD as DD/MM/YYYY (§9 date display); null stays empty. */
export function formatDay(iso: string | null): string {
  return iso ? formatDayMonthYear(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : "";
}

/** Budgets, rates and quote prices take the app's one euro format ("1.490 €" / "€1,490"). */
export { formatEuro } from "../../shared/i18n/format-euro.ts";

/** "from – to", "from …", "… to" or "" for a date range. */
export function dateRange(start: string | null, end: string | null): string {
  if (start && end) return `${formatDay(start)} – ${formatDay(end)}`;
  if (start) return `${formatDay(start)} →`;
  if (end) return `→ ${formatDay(end)}`;
  return "";
}
