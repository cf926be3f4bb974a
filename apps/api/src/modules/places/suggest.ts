import { type Language, PLACE_SUGGESTIONS_MAX, type PlaceSuggestion } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { hit } from "../../lib/rate-limit.ts";
import { suggestPlaces } from "./resolve.ts";

/** Anonymous callers (registration, the open area) may ask this often per IP; signed-in users are not counted. */
export const ANONYMOUS_PLACE_LOOKUPS = { max: 120, windowSeconds: 60 } as const;

/**
 * GET places?q=: the ten best places for what was typed in a city field, labelled in the caller's language. A
 * public lookup like the other reference lists; anonymous callers are rate-limited by IP (429 beyond).
 */
export async function placeSuggestions(
  db: Db,
  q: string,
  lang: Language,
  anonymousIp: string | null,
): Promise<PlaceSuggestion[]> {
  if (anonymousIp !== null) await hit(db, "places_lookup_ip", anonymousIp, ANONYMOUS_PLACE_LOOKUPS);
  return suggestPlaces(q, lang, PLACE_SUGGESTIONS_MAX);
}
