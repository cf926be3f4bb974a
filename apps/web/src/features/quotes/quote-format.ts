import { MATCH_BAND_KEYS, type MatchBand } from "@mkt/contracts";
import { isApiError } from "../../shared/api/api-error.ts";

/** A stored band as the quality scale knows it (null for anything else). */
export const asBand = (band: string): MatchBand | null =>
  (MATCH_BAND_KEYS as readonly string[]).includes(band) ? (band as MatchBand) : null;

/** A failure to show above the form: one that put no message under a field of it. */
export const isFormLevelError = (error: unknown, fields: readonly string[]) =>
  !isApiError(error) || !error.fieldErrors.some((f) => fields.includes(f.field));
