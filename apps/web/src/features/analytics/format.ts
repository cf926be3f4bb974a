import type { AnalyticsGranularity, Language } from "@mkt/contracts";
import { analyticsLabelRoles } from "@mkt/contracts";
import { ROLE_LABEL_KEYS, type RoleLabelKey } from "../../shared/session/role-label.ts";

const LOCALES: Record<Language, string> = { it: "it-IT", en: "en-GB" };

/**
 * The series colours of one chart: the IBM Carbon categorical palette (light theme), 14 hues in an order that
 * keeps neighbours apart, each at least 3:1 against the white card. A chart has at most 12 series (11 role labels
 * and anonymous visitors), so its series never share a colour.
 */
export const CHART_COLORS = [
  "#6929c4",
  "#1192e8",
  "#005d5d",
  "#9f1853",
  "#fa4d56",
  "#570408",
  "#198038",
  "#002d9c",
  "#ee538b",
  "#b28600",
  "#009d9a",
  "#012749",
  "#8a3800",
  "#a56eff",
] as const;

/** The colour of the index-th series (the palette again past its end). */
export const seriesColor = (index: number) => CHART_COLORS[index % CHART_COLORS.length] as string;

/** A share (0–1) as a percentage in the interface language: 0.5 → "50,0%" / "50.0%" (— for none). */
export function formatPercent(share: number | null, language: Language): string {
  if (share === null) return "—";
  return new Intl.NumberFormat(LOCALES[language], {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(share);
}

/** A count or measure in the interface language, at most one decimal: 0.3 → "0,3" / "0.3", 1234 → "1.234". */
export function formatNumber(value: number | null, language: Language): string {
  if (value === null) return "—";
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1, useGrouping: "always" }).format(
    value,
  );
}

/**
 * Labels for the buckets of a period (YYYY-MM-DD, the first day of a day, week or month), in the interface
 * language. `short` for the axis: "27 nov" / "27 Nov" (the year only when the period spans two years) or, by
 * month, "nov 2026" / "Nov 2026"; `long` for the table: always with the year.
 */
export function bucketLabels(
  buckets: readonly string[],
  granularity: AnalyticsGranularity,
  language: Language,
): { short: (bucket: string) => string; long: (bucket: string) => string } {
  const locale = LOCALES[language];
  const years = new Set(buckets.map((b) => b.slice(0, 4)));
  const byMonth = granularity === "month";
  const short = new Intl.DateTimeFormat(locale, {
    timeZone: "UTC",
    ...(byMonth
      ? { month: "short", year: "numeric" }
      : { day: "numeric", month: "short", ...(years.size > 1 ? { year: "2-digit" } : {}) }),
  });
  const long = new Intl.DateTimeFormat(locale, {
    timeZone: "UTC",
    ...(byMonth ? { month: "long", year: "numeric" } : { day: "numeric", month: "short", year: "numeric" }),
  });
  const at = (format: Intl.DateTimeFormat) => (bucket: string) => {
    const date = new Date(`${bucket}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? bucket : format.format(date);
  };
  return { short: at(short), long: at(long) };
}

/** A day (YYYY-MM-DD) in the interface language: "24/08/2026" / "24/08/2026" ("" stays ""). */
export function formatDay(day: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!day || Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: "UTC",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(date);
}

/**
 * The common:roles keys of the roles behind an analytics role label (§6 labels are stored in Italian): the
 * first names the group, the others are the roles it also counts (the default "Freelance" also covers the
 * Company Administrators). [] for anonymous visitors ("") and labels no role gives.
 */
export function roleLabelKeys(label: string): RoleLabelKey[] {
  return analyticsLabelRoles(label).map((role) => ROLE_LABEL_KEYS[role]);
}
