import type { ProfileSeniority } from "@mkt/contracts";

/** The seniority band of a number of years of work: up to 2 junior, up to 5 middle, up to 10 senior, then expert. */
export function seniorityForYears(years: number): ProfileSeniority {
  if (years <= 2) return "junior";
  if (years <= 5) return "middle";
  if (years <= 10) return "senior";
  return "expert";
}

type Period = { start: string; end: string };

/** Months as a number (year × 12 + month − 1) of a YYYY-MM[-DD] date. */
const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7) || "1") - 1;

/**
 * Whole years of work in these periods (YYYY-MM-DD, both ends inclusive by month), overlapping periods counted
 * once: two jobs held at the same time are not two years of experience.
 */
export function yearsOfWork(periods: readonly Period[]): number {
  const spans = periods
    .map((p) => [monthIndex(p.start), monthIndex(p.end) + 1] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let months = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [a, b] of spans) {
    if (b <= reach) continue;
    months += b - Math.max(a, reach);
    reach = b;
  }
  return Math.floor(months / 12);
}
