import { distanceLabel, type Language, type LocationDistance, type PlacePoint } from "@mkt/contracts";
import { placeById, placeName } from "../places/index.ts";
import type { LoadedMatchProfile, OpenMatchPosition } from "./queries.ts";

/** Places as the score reads them (issue 22): the stored place ids turned into points of the catalogue. */
function point(id: number | null): PlacePoint | null {
  return id === null ? null : (placeById(id) ?? null);
}

export function withProfilePlaces(p: LoadedMatchProfile): LoadedMatchProfile {
  const localities = p.localityPlaceIds.map(point).filter((l): l is PlacePoint => l !== null);
  return { ...p, place: point(p.placeId), localities };
}

export function withPositionPlace(p: OpenMatchPosition): OpenMatchPosition {
  return { ...p, match: { ...p.match, place: point(p.placeId) } };
}

/** The explanation of a commute, named in the reader's language: "Monza, 15 km from Milan". */
export function distanceView(d: LocationDistance | undefined, lang: Language) {
  const place = d ? placeById(d.placeId) : undefined;
  const from = d ? placeById(d.fromPlaceId) : undefined;
  if (!d || !place || !from) return undefined;
  const [a, b] = [placeName(place, lang), placeName(from, lang)];
  return { place: a, from: b, km: d.km, label: distanceLabel(a, b, d.km, lang) };
}
