import { formatDayMonthYear } from "@mkt/contracts";

export type DocumentationState =
  | { kind: "revision" }
  | { kind: "approved" }
  | { kind: "rejected" }
  | { kind: "missing"; deadline: string | null }
  | { kind: "missingExpired"; deadline: string }
  | { kind: "unknown" };

/** Reads dd/mm/yyyy, yyyy-mm-dd or a full ISO timestamp as a UTC day. */
export function parseDeadline(raw: string | null): Date | null {
  if (!raw) return null;
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(raw);
  if (dayFirst) {
    const [, dd, mm, yyyy] = dayFirst;
    return new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  }
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * §4 documentation status: 1 under revision, 2 approved, 3 rejected, 4 missing — with one wording
 * before limit_date_documentation and another once the deadline (the whole day) has passed.
 */
export function documentationState(
  idDocStatus: number,
  limitDate: string | null,
  now: Date,
): DocumentationState {
  switch (idDocStatus) {
    case 1:
      return { kind: "revision" };
    case 2:
      return { kind: "approved" };
    case 3:
      return { kind: "rejected" };
    case 4: {
      const deadline = parseDeadline(limitDate);
      if (!deadline) return { kind: "missing", deadline: null };
      const endOfDay = Date.UTC(deadline.getUTCFullYear(), deadline.getUTCMonth(), deadline.getUTCDate() + 1);
      const label = formatDayMonthYear(deadline);
      return now.getTime() >= endOfDay
        ? { kind: "missingExpired", deadline: label }
        : { kind: "missing", deadline: label };
    }
    default:
      return { kind: "unknown" };
  }
}
