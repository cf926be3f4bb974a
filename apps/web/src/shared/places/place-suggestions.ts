import { PLACE_SUGGESTIONS_MAX, type PlaceSuggestion, placeSuggestionSchema } from "@mkt/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { z } from "zod";
import { apiRequest } from "../api/http-client.ts";
import { useLanguage } from "../i18n/use-language.ts";

/** Wait this long after the last keystroke before asking (one request per pause, not per key). */
export const PLACE_LOOKUP_DELAY_MS = 250;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * GET places?q=: the Italian municipalities, provinces and regions matching what was typed in a city field (issue
 * 22), labelled in the reader's language, at most PLACE_SUGGESTIONS_MAX. Public, so it also works on the visitors'
 * pages; a signed-in user's token is sent when there is one. Nothing is asked under two characters.
 */
export function usePlaceSuggestions(text: string): PlaceSuggestion[] {
  const language = useLanguage();
  const q = useDebounced(text.trim(), PLACE_LOOKUP_DELAY_MS);
  const query = useQuery({
    queryKey: ["places", language, q.toLowerCase()],
    queryFn: ({ signal }) =>
      apiRequest("places", z.array(placeSuggestionSchema).max(PLACE_SUGGESTIONS_MAX), {
        query: { q },
        bearerIfSignedIn: true,
        signal,
      }),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  return q.length >= 2 ? (query.data ?? []) : [];
}
