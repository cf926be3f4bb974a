import { type Language, type SpokenLanguageLookup, spokenLanguageLookupSchema } from "@mkt/contracts";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { useLookupSource } from "../lookups/lookup-source.tsx";
import { apiRequest } from "./http-client.ts";

/** The query key of GET languages; the staff's language screen invalidates it after a change. */
export const spokenLanguagesKey = ["spoken-languages"] as const;

/**
 * GET languages: the spoken languages of the staff's table (issue 17), disabled ones flagged. Read on every mount
 * (no long cache), so a language staff add or switch off shows in the next form opened.
 */
export function useSpokenLanguages() {
  // A visitor's form (the open area) provides the list read with the visit's token (lookup-source.tsx).
  const provided = useLookupSource()?.languages;
  const own = useQuery({
    queryKey: spokenLanguagesKey,
    queryFn: ({ signal }) =>
      apiRequest("languages", z.array(spokenLanguageLookupSchema), { auth: true, signal }),
    staleTime: 30_000,
    enabled: provided === undefined,
  });
  return provided ?? own;
}

/** A language's name in the reader's language; the code in capitals while the list loads or if it is unknown. */
export function spokenLanguageName(
  list: readonly SpokenLanguageLookup[] | undefined,
  code: string,
  language: Language,
): string {
  const row = list?.find((l) => l.code === code);
  if (!row) return code.toUpperCase();
  return language === "it" ? row.name_it : row.name_en;
}

/**
 * What a picker offers: the enabled languages, plus the ones already chosen (a disabled language a profile still
 * holds keeps its name in the select), each named in the reader's language, in the staff's order.
 */
export function pickableLanguages(
  list: readonly SpokenLanguageLookup[] | undefined,
  chosen: readonly string[],
  language: Language,
): { code: string; name: string }[] {
  return (list ?? [])
    .filter((l) => l.enabled || chosen.includes(l.code))
    .map((l) => ({ code: l.code, name: language === "it" ? l.name_it : l.name_en }));
}
