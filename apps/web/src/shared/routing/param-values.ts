/**
 * Values read from the address's query (a list's page, an open record's id, a filter from a fixed list). The
 * address is typed by people and pasted from elsewhere: anything unexpected reads as absent.
 */

import { INT4_MAX } from "@mkt/contracts";

const DIGITS = /^[1-9]\d{0,9}$/;

/**
 * A whole number above zero written in digits only ("3") and within the API's ids and pages (INT4_MAX), else
 * null ("0", "-1", "1.5", "1e3", " 3", "2147483648", none).
 */
export function positiveParam(raw: string | null): number | null {
  if (raw === null || !DIGITS.test(raw)) return null;
  const value = Number(raw);
  return value <= INT4_MAX ? value : null;
}

/** The value when it is one of `values`, else null. */
export function oneOfParam<T extends string>(values: readonly T[], raw: string | null): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}
