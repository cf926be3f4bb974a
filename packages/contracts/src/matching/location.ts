import { COMMUTE_ZERO_KM, commuteFit, type PlacePoint, placeDistanceKm } from "../places/distance.ts";

/**
 * The location criterion's fraction (issue 22 item 3). On site is a commute: the best of the profile's home and
 * the places it says it can work in, by distance to the position's place (full within COMMUTE_FULL_KM, nothing
 * from COMMUTE_ZERO_KM). Remote is explicit: a position that allows remote work never counts location as a miss
 * for a profile that works remotely (0.9 when the position also has an office, hybrid; 1 when it has none). Cities
 * that did not resolve to a place are compared by name, as before.
 */

/** Where the fit came from, for the explanation ("Monza, 15 km from Milano"); place ids, km rounded. */
export type LocationDistance = { placeId: number; fromPlaceId: number; km: number };

export type LocationFit = { fraction: number; distance?: LocationDistance };

type PositionSide = { city: string | null; place?: PlacePoint | null; remoteAllowed: boolean };
type ProfileSide = {
  city: string | null;
  place?: PlacePoint | null;
  localities?: PlacePoint[];
  remote: boolean;
};

function sameCity(a: string | null, b: string | null): boolean {
  return !!a && !!b && a.trim().toLocaleLowerCase("it") === b.trim().toLocaleLowerCase("it");
}

/** The on-site fit: the nearest of home and localities when both sides resolved, else the names. */
function onSite(position: PositionSide, profile: ProfileSide): LocationFit {
  const target = position.place;
  const options = [profile.place, ...(profile.localities ?? [])].filter((p): p is PlacePoint => !!p);
  if (!target || options.length === 0) return { fraction: sameCity(position.city, profile.city) ? 1 : 0 };
  let best: { km: number; place: PlacePoint } | undefined;
  for (const place of options) {
    const km = placeDistanceKm(target, place);
    if (!best || km < best.km) best = { km, place };
  }
  if (!best || best.km >= COMMUTE_ZERO_KM) return { fraction: 0 };
  const fraction = commuteFit(best.km);
  if (best.place.id === target.id) return { fraction };
  return { fraction, distance: { placeId: best.place.id, fromPlaceId: target.id, km: Math.round(best.km) } };
}

export function locationFit(position: PositionSide, profile: ProfileSide): LocationFit {
  const local = position.city || position.place ? onSite(position, profile) : { fraction: 0 };
  const remote = position.remoteAllowed && profile.remote ? (position.city || position.place ? 0.9 : 1) : 0;
  return remote > local.fraction ? { fraction: remote } : local;
}

/** What is kept of the score of a profile that can reach the office neither by commuting nor remotely. */
export const ONSITE_FLOOR = 0.85;

/**
 * Out of reach is a hard stop for the client, not one criterion among eight: when the position has an office and
 * the profile will not work from afar for it (the position is on site only, or the profile does not work
 * remotely), the whole score is scaled by ONSITE_FLOOR + (1 − ONSITE_FLOOR) × the on-site fraction, so a strong
 * profile 200 km away falls below a slightly weaker one who commutes.
 */
export function onSiteReach(
  position: PositionSide,
  profile: { remote: boolean },
  location: { outcome: string; points: number; maxPoints: number } | undefined,
): number {
  if (!position.city && !position.place) return 1;
  if (position.remoteAllowed && profile.remote) return 1;
  if (!location || location.outcome === "not_applicable" || !location.maxPoints) return 1;
  return ONSITE_FLOOR + (1 - ONSITE_FLOOR) * (location.points / location.maxPoints);
}

/** The explanation of a commute in the reader's language: "Monza, 15 km from Milano" / "Monza, a 15 km da Milano". */
export function distanceLabel(place: string, from: string, km: number, lang: "it" | "en"): string {
  return lang === "it" ? `${place}, a ${km} km da ${from}` : `${place}, ${km} km from ${from}`;
}
