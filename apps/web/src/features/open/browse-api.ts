import {
  type OpenLanguage,
  openLanguageSchema,
  openProfileDetailSchema,
  openProfileSearchResultSchema,
  openSectorSchema,
  openServiceDetailSchema,
  openServiceSearchResultSchema,
  openTechnologySchema,
  type SpokenLanguageLookup,
} from "@mkt/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import type { ServiceSearchState } from "../find-services/index.ts";
import { type ProfileSearchFilters, profileSearchToParams } from "../search/index.ts";
import { useOpenSession } from "./open-session.tsx";

/**
 * The open area's browsing calls (issue 16 slice 1b). No bearer: the visit's token is the credential, in the query
 * of GETs and in the body of POSTs. Keys carry the token and the visit's language (names come translated).
 */
export const browseKeys = {
  all: ["open", "browse"] as const,
  technologies: (token: string, language: string) => ["open", "browse", "tech", token, language] as const,
  sectors: (token: string, language: string) => ["open", "browse", "sectors", token, language] as const,
  languages: (token: string, language: string) => ["open", "browse", "languages", token, language] as const,
  profiles: (token: string, filters: ProfileSearchFilters) =>
    ["open", "browse", "profiles", token, filters] as const,
  profile: (token: string, id: number, language: string) =>
    ["open", "browse", "profile", token, id, language] as const,
  services: (token: string, search: ServiceSearchState, language: string) =>
    ["open", "browse", "services", token, search, language] as const,
  bar: (token: string, word: string, language: string) =>
    ["open", "browse", "bar", token, word, language] as const,
  service: (token: string, id: number, language: string) =>
    ["open", "browse", "service", token, id, language] as const,
};

const LOOKUP_STALE_MS = 30 * 60_000;

/** GET open/getTechOpen: the technologies the filter offers. */
export function useOpenTechnologies() {
  const { token, language } = useOpenSession();
  return useQuery({
    queryKey: browseKeys.technologies(token, language),
    queryFn: ({ signal }) =>
      apiRequest("open/getTechOpen", z.array(openTechnologySchema), { signal, query: { token } }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** GET open/getSectorsOpen: the job sectors, named in the visit's language. */
export function useOpenSectors() {
  const { token, language } = useOpenSession();
  return useQuery({
    queryKey: browseKeys.sectors(token, language),
    queryFn: ({ signal }) =>
      apiRequest("open/getSectorsOpen", z.array(openSectorSchema), { signal, query: { token } }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** GET open/getLanguagesOpen: the spoken languages, named in the visit's language. */
function useOpenLanguagesQuery<T>(select: (rows: OpenLanguage[]) => T) {
  const { token, language } = useOpenSession();
  return useQuery({
    queryKey: browseKeys.languages(token, language),
    queryFn: ({ signal }) =>
      apiRequest("open/getLanguagesOpen", z.array(openLanguageSchema), { signal, query: { token } }),
    select,
    staleTime: LOOKUP_STALE_MS,
  });
}

const asOffered = (rows: OpenLanguage[]) => rows;
/** The enabled languages as the signed-in lookup's rows, each named in the visit's language (both names). */
const asLookup = (rows: OpenLanguage[]): SpokenLanguageLookup[] =>
  rows.map((row) => ({ code: row.code, name_it: row.name, name_en: row.name, enabled: true }));

/** The spoken languages of the profile search's filter. */
export function useOpenLanguages() {
  return useOpenLanguagesQuery(asOffered);
}

/** The same list for the need form's language pickers (lookup-source.tsx), which read the signed-in rows. */
export function useOpenSpokenLanguages() {
  return useOpenLanguagesQuery(asLookup);
}

/** POST open/filterProfileOpen: the signed-in search's filter (its address form) plus the token. */
export function useOpenProfileSearch(filters: ProfileSearchFilters) {
  const { token } = useOpenSession();
  return useQuery({
    queryKey: browseKeys.profiles(token, filters),
    queryFn: ({ signal }) =>
      apiRequest("open/filterProfileOpen", openProfileSearchResultSchema, {
        method: "POST",
        signal,
        body: { ...Object.fromEntries(profileSearchToParams(filters)), token },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET open/profileDetailOpen: one anonymised profile. */
export function useOpenProfileDetail(profileId: number) {
  const { token, language } = useOpenSession();
  return useQuery({
    queryKey: browseKeys.profile(token, profileId, language),
    queryFn: ({ signal }) =>
      apiRequest("open/profileDetailOpen", openProfileDetailSchema, {
        signal,
        query: { token, profile_id: profileId },
      }),
  });
}

/** POST open/searchServicesOpen: the catalogue search with facets. */
export function useOpenServiceSearch(search: ServiceSearchState) {
  const { token, language } = useOpenSession();
  return useQuery({
    queryKey: browseKeys.services(token, search, language),
    queryFn: ({ signal }) =>
      apiRequest("open/searchServicesOpen", openServiceSearchResultSchema, {
        method: "POST",
        signal,
        body: { ...search, token },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The bar answers a page of catalogue cards: the suggestions are its items. */
const barAnswerSchema = openServiceSearchResultSchema.transform((page) => page.items);

/** POST open/searchServiceFromBar: services whose name matches the words (nothing asked for an empty word). */
export function useOpenServiceBar(word: string) {
  const { token, language } = useOpenSession();
  const trimmed = word.trim();
  return useQuery({
    queryKey: browseKeys.bar(token, trimmed, language),
    queryFn: ({ signal }) =>
      apiRequest("open/searchServiceFromBar", barAnswerSchema, {
        method: "POST",
        signal,
        body: { token, name_service: trimmed },
      }),
    enabled: trimmed.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** GET open/serviceDetailOpen: the catalogue detail of a listed service (null id: nothing to load). */
export function useOpenServiceDetail(id: number | null) {
  const { token, language } = useOpenSession();
  return useQuery({
    queryKey: browseKeys.service(token, id ?? 0, language),
    queryFn: ({ signal }) =>
      apiRequest("open/serviceDetailOpen", openServiceDetailSchema, {
        signal,
        query: { token, service_id: id ?? 0 },
      }),
    enabled: id !== null,
  });
}
