import { pageOf, profileSearchResultSchema, savedProfileSchema } from "@mkt/contracts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { type SearchFilters, searchToQuery } from "./search-filters.ts";

const savedPageSchema = pageOf(savedProfileSchema);
export type SavedPage = z.infer<typeof savedPageSchema>;

export const searchKeys = {
  search: (filters: SearchFilters) => ["search", "profiles", filters] as const,
  searches: ["search", "profiles"] as const,
  saved: (page: number, limit: number) => ["search", "saved", page, limit] as const,
  savedAll: ["search", "saved"] as const,
};

/** GET profiles/search: one page of results with the total and the facet counts. */
export function profileSearchQuery(filters: SearchFilters) {
  return queryOptions({
    queryKey: searchKeys.search(filters),
    queryFn: ({ signal }) =>
      apiRequest("profiles/search", profileSearchResultSchema, {
        auth: true,
        signal,
        query: searchToQuery(filters),
      }),
    // The search page asks for the first page with its heading; the results, whose code comes after, take that
    // answer rather than asking again. A saved profile invalidates the searches anyway.
    staleTime: 15_000,
  });
}

export function useProfileSearch(filters: SearchFilters) {
  return useQuery({ ...profileSearchQuery(filters), placeholderData: keepPreviousData });
}

/** GET saved-profiles: the company's saved profiles, newest first. */
export function useSavedProfiles(page: number, limit: number) {
  return useQuery({
    queryKey: searchKeys.saved(page, limit),
    queryFn: ({ signal }) =>
      apiRequest("saved-profiles", savedPageSchema, { auth: true, signal, query: { page, limit } }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateSaved() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: searchKeys.searches }),
      queryClient.invalidateQueries({ queryKey: searchKeys.savedAll }),
    ]);
}

/** POST saved-profiles: save a profile (again: replaces the note). */
export function useSaveProfile() {
  const invalidate = useInvalidateSaved();
  return useMutation({
    mutationFn: (input: { profile_id: number; note: string }) =>
      apiRequest("saved-profiles", savedProfileSchema, { method: "POST", auth: true, body: input }),
    onSuccess: invalidate,
  });
}

/** PUT saved-profiles/:id: change the note. */
export function useUpdateSavedNote() {
  const invalidate = useInvalidateSaved();
  return useMutation({
    mutationFn: (input: { profile_id: number; note: string }) =>
      apiRequest(`saved-profiles/${input.profile_id}`, savedProfileSchema, {
        method: "PUT",
        auth: true,
        body: { note: input.note },
      }),
    onSuccess: invalidate,
  });
}

/** DELETE saved-profiles/:id. */
export function useUnsaveProfile() {
  const invalidate = useInvalidateSaved();
  return useMutation({
    mutationFn: (profileId: number) =>
      apiRequest(`saved-profiles/${profileId}`, z.object({ profile_id: z.number() }), {
        method: "DELETE",
        auth: true,
      }),
    onSuccess: invalidate,
  });
}
