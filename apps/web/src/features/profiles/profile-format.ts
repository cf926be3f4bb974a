import { formatDayMonthYear, type Language } from "@mkt/contracts";
import { formatEuro, formatEuroRange } from "../../shared/i18n/format-euro.ts";

export type Availability = { kind: "now" } | { kind: "from"; date: string };

/** Available today when no date is set or the date is not after today (YYYY-MM-DD compare). */
export function availabilityOf(availableFrom: string | null, today: string): Availability {
  if (!availableFrom || availableFrom.slice(0, 10) <= today) return { kind: "now" };
  return { kind: "from", date: formatDayMonthYear(new Date(`${availableFrom.slice(0, 10)}T00:00:00Z`)) };
}

/**
 * "300–450 €" / "€300 – €450", "da 1.200 €" / "from €1,200", "fino a 450 €" / "up to €450" or null: the app's one
 * euro format in the interface language, with the caller's words for the open ends.
 */
export function rateRange(
  min: number | null,
  max: number | null,
  words: { from: string; upTo: string },
  language: Language,
): string | null {
  if (min !== null && max !== null) return formatEuroRange(min, max, language);
  if (min !== null) return `${words.from} ${formatEuro(min, language)}`;
  if (max !== null) return `${words.upTo} ${formatEuro(max, language)}`;
  return null;
}

/** The detail address of a profile: §2.2 freelance_profile_det/{id}/{company}/{token usage}/{function}/{status}. */
export function profileDetailPath(profile: { id: number; company_id: number }): string {
  return `/freelance_profile_det/${profile.id}/${profile.company_id}/0/profile/0`;
}

/** What a complete_detail address may carry besides the profile: the candidacy or the position it was opened from. */
export type CompleteDetailContext = { nominationId?: number | null; positionId?: number | null };

/**
 * The address of a profile's full detail in the shell (§2.2 complete_detail, with the segments of its open-area
 * twin): /complete_detail/{company_id}/{id_token_usage}/{employee_id}/{nomination_id}/{id_client_need}/{operations}/{mode_operation}.
 * Unknown segments are "null" (a match card does not know the company, which stays anonymous); the position the
 * client came from is kept in ?position= so "Invite to a position" starts from it.
 */
export function completeDetailPath(
  profile: { id: number; company_id?: number | null },
  context: CompleteDetailContext = {},
): string {
  const seg = (value: number | null | undefined) =>
    value === null || value === undefined ? "null" : String(value);
  const path = `/complete_detail/${seg(profile.company_id)}/null/${profile.id}/${seg(context.nominationId)}/null/null/view`;
  return context.positionId ? `${path}?position=${context.positionId}` : path;
}

/** The profile id of a complete_detail address's employee_id segment, or null when it is not an id. */
export function completeDetailProfileId(segment: string | undefined): number | null {
  return segment && /^\d{1,9}$/.test(segment) ? Number(segment) : null;
}

/** The edit address of a profile (the add-employee form with the profile's id). */
export function profileEditPath(id: number): string {
  return `/employees/add-employee/${id}`;
}

export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
