/**
 * Distances between real places (issue 22 item 3): on-site fit is a commute, not a string comparison. Pure; the
 * API resolves cities to places (apps/api/src/modules/places/) and hands their coordinates to the score.
 * The radius and its reasoning: docs/matching.md, "Location".
 */

export const PLACE_KINDS = ["municipality", "province", "region"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A place as distances read it: a municipality, or a province or region (placed at its capital). */
export type PlacePoint = {
  id: number;
  kind: PlaceKind;
  lat: number;
  lon: number;
  /** The province's plate code ("MI"); a province's own. */
  provinceCode: string | null;
  /** The ISTAT region code ("03"); a region's own. */
  regionCode: string | null;
};

/** Up to this distance a daily commute is as good as living there (Monza–Milano 15 km, Pavia–Milano 32 km). */
export const COMMUTE_FULL_KM = 50;
/** From this distance on, on site means moving (Milano–Bologna 200 km, Milano–Torino 125 km is at the edge). */
export const COMMUTE_ZERO_KM = 150;

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * How far apart two places are for a commuter: 0 when one is a province or region that contains the other (a
 * position "in Lombardia" is on site for anyone living in Lombardia), else the distance between their points.
 */
export function placeDistanceKm(a: PlacePoint, b: PlacePoint): number {
  if (a.id === b.id) return 0;
  if ((a.kind === "region" || b.kind === "region") && a.regionCode && a.regionCode === b.regionCode) return 0;
  if ((a.kind === "province" || b.kind === "province") && a.provinceCode && a.provinceCode === b.provinceCode)
    return 0;
  return haversineKm(a, b);
}

/** The on-site fit of a commute: 1 within COMMUTE_FULL_KM, falling linearly to 0 at COMMUTE_ZERO_KM. */
export function commuteFit(km: number): number {
  if (km <= COMMUTE_FULL_KM) return 1;
  if (km >= COMMUTE_ZERO_KM) return 0;
  return (COMMUTE_ZERO_KM - km) / (COMMUTE_ZERO_KM - COMMUTE_FULL_KM);
}
