import type { ProfileSearchFilter } from "@mkt/contracts";
import { placeIdsNear } from "../places/index.ts";
import type { LocalityPlaces, SearchPlaces } from "./queries.ts";
import { searchTerms } from "./search-word-queries.ts";

/**
 * A city filter means "within the commuting radius of the place it names" (issue 22): "Milan" finds profiles in
 * Milano, Monza or Rho. Each typed locality becomes the municipality ids within the radius of its place; text that
 * names no place stays a comparison by name, as before places.
 */
export function localityPlaces(localities: readonly string[]): LocalityPlaces {
  return localities.map(placeIdsNear);
}

/** The places of a search's localities and the terms of its word, read from the place catalogue (in memory). */
export function searchPlaces(q: Pick<ProfileSearchFilter, "localities" | "search_word">): SearchPlaces {
  return {
    localities: localityPlaces(q.localities ?? []),
    terms: q.search_word ? searchTerms(q.search_word, placeIdsNear) : [],
  };
}
