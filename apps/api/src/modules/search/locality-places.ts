import { placeIdsNear } from "../places/index.ts";
import type { LocalityPlaces } from "./queries.ts";

/**
 * A city filter means "within the commuting radius of the place it names" (issue 22): "Milan" finds profiles in
 * Milano, Monza or Rho. Each typed locality becomes the municipality ids within the radius of its place; text that
 * names no place stays a comparison by name, as before places.
 */
export function localityPlaces(localities: readonly string[]): LocalityPlaces {
  return localities.map(placeIdsNear);
}
