/**
 * Pure helpers of the analytics reports (issue 18 items 3–4): the period, its buckets (day, ISO week starting on
 * Monday, month), medians and rates. Days are ISO strings (YYYY-MM-DD) in UTC, as the rollups store them.
 */
export const ANALYTICS_GRANULARITIES = ["day", "week", "month"] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

/** The longest period a report reads (2 years, a leap day included). */
export const ANALYTICS_MAX_PERIOD_DAYS = 731;
/** The period when the caller gives none: the last 90 days, today included. */
export const ANALYTICS_DEFAULT_PERIOD_DAYS = 90;
/** At most this many rows in a top list (technologies, searches without results). */
export const ANALYTICS_TOP_TERMS = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDayRe = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(value: string): boolean {
  if (!isoDayRe.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included (1 for a single day). */
export const periodDays = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;

/** The caller's period with the defaults filled in: `to` today, `from` 90 days before `to`. */
export function resolvePeriod(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? toDay(toTime(to) - (ANALYTICS_DEFAULT_PERIOD_DAYS - 1) * DAY_MS);
  return { from, to };
}

/** The bucket a day falls in: the day itself, the Monday of its ISO week, or the first of its month. */
export function bucketOf(day: string, granularity: AnalyticsGranularity): string {
  if (granularity === "day") return day;
  if (granularity === "month") return `${day.slice(0, 7)}-01`;
  const time = toTime(day);
  const weekday = (new Date(time).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return toDay(time - weekday * DAY_MS);
}

/** Every bucket of the period in order (the first may start before `from`, as a week or month does). */
export function bucketsOf(from: string, to: string, granularity: AnalyticsGranularity): string[] {
  const buckets: string[] = [];
  let cursor = bucketOf(from, granularity);
  while (cursor <= to) {
    buckets.push(cursor);
    if (granularity === "month") {
      const d = new Date(toTime(cursor));
      cursor = toDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
    } else cursor = toDay(toTime(cursor) + (granularity === "week" ? 7 : 1) * DAY_MS);
  }
  return buckets;
}

/** The median of the values (the mean of the two middle ones for an even count), null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return value ?? null;
}

/** part / whole rounded to 4 decimals (0.1234 = 12.34 %), null when there is nothing to divide by. */
export function rate(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 10_000) / 10_000;
}

/** Sums `rows` of days into the period's buckets, every bucket present (0 when empty). */
export function sumByBucket(
  rows: readonly { day: string; value: number }[],
  from: string,
  to: string,
  granularity: AnalyticsGranularity,
): { bucket: string; value: number }[] {
  const sums = new Map(bucketsOf(from, to, granularity).map((b) => [b, 0]));
  for (const row of rows) {
    const bucket = bucketOf(row.day, granularity);
    const current = sums.get(bucket);
    if (current !== undefined) sums.set(bucket, current + row.value);
  }
  return [...sums].map(([bucket, value]) => ({ bucket, value }));
}
