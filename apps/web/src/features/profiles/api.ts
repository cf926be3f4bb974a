import {
  cvDraftSchema,
  type ProfileBody,
  pageOf,
  profileBulkPublicationResultSchema,
  profileDetailSchema,
  profileListItemSchema,
  technologySchema,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiDownload, apiRequest } from "../../shared/api/http-client.ts";
import { downloadFile, uploadFile } from "../../shared/api/transfer.ts";
import { useLookupSource } from "../../shared/lookups/lookup-source.tsx";
import { filtersToQuery, type ProfileListFilters } from "./list-filters.ts";

export type Technology = z.infer<typeof technologySchema>;

const profilePageSchema = pageOf(profileListItemSchema);
export type ProfilePage = z.infer<typeof profilePageSchema>;

export const profileKeys = {
  all: ["profiles"] as const,
  lists: ["profiles", "list"] as const,
  list: (filters: ProfileListFilters) => ["profiles", "list", filters] as const,
  detail: (id: number) => ["profiles", "detail", id] as const,
  mine: (userId: number) => ["profiles", "mine", userId] as const,
  photo: (url: string) => ["profiles", "photo", url] as const,
  technologies: ["technologies"] as const,
};

/** GET profiles: the company's own profiles, filtered, sorted and paginated. */
export function useProfiles(filters: ProfileListFilters, enabled = true) {
  return useQuery({
    queryKey: profileKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest("profiles", profilePageSchema, { auth: true, signal, query: filtersToQuery(filters) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET profiles/:id as the viewer may see it. */
export function useProfile(id: number | null) {
  return useQuery({
    queryKey: profileKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`profiles/${id}`, profileDetailSchema, { auth: true, signal }),
    enabled: id !== null,
  });
}

/** GET profiles/me: the freelancer's single profile (the API creates it as a draft on first access). */
export function useOwnProfile(userId: number, enabled = true) {
  return useQuery({
    queryKey: profileKeys.mine(userId),
    queryFn: ({ signal }) => apiRequest("profiles/me", profileDetailSchema, { auth: true, signal }),
    enabled,
  });
}

/** A profile photo (served to signed-in viewers only, so fetched with the token) as a Blob. */
export function useProfilePhoto(url: string | null) {
  return useQuery({
    queryKey: profileKeys.photo(url ?? ""),
    queryFn: () => apiDownload((url ?? "").replace(/^\/api\//, "")),
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** GET technologies: the lookup behind every technology autocomplete (or the list a visitor's page provides). */
export function useTechnologies() {
  const provided = useLookupSource()?.technologies;
  const own = useQuery({
    queryKey: profileKeys.technologies,
    queryFn: ({ signal }) => apiRequest("technologies", z.array(technologySchema), { auth: true, signal }),
    staleTime: 30 * 60_000,
    enabled: provided === undefined,
  });
  return provided ?? own;
}

function useInvalidateProfiles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: profileKeys.all });
}

/** POST profiles (create) or PUT profiles/:id (replace, nested lists included). */
export function useSaveProfile() {
  const invalidate = useInvalidateProfiles();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ProfileBody }) =>
      id === null
        ? apiRequest("profiles", profileDetailSchema, { method: "POST", body, auth: true })
        : apiRequest(`profiles/${id}`, profileDetailSchema, { method: "PUT", body, auth: true }),
    onSuccess: () => invalidate(),
  });
}

/** POST profiles/:id/publication. */
export function useSetPublished() {
  const invalidate = useInvalidateProfiles();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      apiRequest(`profiles/${id}/publication`, profileDetailSchema, {
        method: "POST",
        body: { published },
        auth: true,
      }),
    onSuccess: () => invalidate(),
  });
}

/** POST profiles/publication: several at once (all or none). */
export function useBulkPublish() {
  const invalidate = useInvalidateProfiles();
  return useMutation({
    mutationFn: (body: { ids: number[]; published: boolean }) =>
      apiRequest("profiles/publication", profileBulkPublicationResultSchema, {
        method: "POST",
        body,
        auth: true,
      }),
    onSuccess: () => invalidate(),
  });
}

/** DELETE profiles/:id (409 profiles.in_collaboration while a collaboration is active). */
export function useDeleteProfile() {
  const invalidate = useInvalidateProfiles();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`profiles/${id}`, z.unknown(), { method: "DELETE", auth: true }),
    onSuccess: () => invalidate(),
  });
}

/** POST profiles/:id/photo (multipart). */
export function uploadProfilePhoto(id: number, file: File) {
  return uploadFile(`profiles/${id}/photo`, file, profileDetailSchema);
}

/** POST profiles/cv: stores the CV and returns what digitizing it found. */
export function uploadCv(file: File, onProgress: (percent: number) => void) {
  return uploadFile("profiles/cv", file, cvDraftSchema, onProgress);
}

export type CvLanguage = "it" | "en";

/**
 * GET profiles/:id/cv.pdf?lang=…: the CV as PDF. For a client viewer it is the paid download_cv function; a plan
 * that blocks it answers 403 plans.function_blocked, which opens the blocked-feature modal.
 */
export function downloadProfileCv(
  profile: { id: number; firstname: string; lastname: string },
  lang: CvLanguage,
) {
  const name = `${profile.firstname}-${profile.lastname}`.replace(/[^\p{L}\p{N}-]+/gu, "_");
  return downloadFile(`profiles/${profile.id}/cv.pdf?lang=${lang}`, `CV-${name}-${lang}.pdf`);
}
