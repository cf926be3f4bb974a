import {
  PUBLIC_LINK_VIEWER_HEADER,
  type PublicLinkContactInput,
  type PublicLinkCreateInput,
  type PublicLinkFilterInput,
  type PublicLinkStatus,
  publicLinkCreatedSchema,
  publicLinkLanguageSchema,
  publicLinkPageSchema,
  publicLinkPositionSchema,
  publicLinkProfileDetailSchema,
  publicLinkProfilesSchema,
  publicLinkSchema,
  publicLinkStateSchema,
  publicLinkTechSchema,
  publicLinkViewerSchema,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";

/** Owner side (signed in): the company's shared links. */
export const publicLinkKeys = {
  owner: ["public-links", "owner"] as const,
  list: (status: PublicLinkStatus | "", page: number) => ["public-links", "owner", status, page] as const,
  visit: (token: string) => ["public-links", "visit", token] as const,
};

export function useCreatePublicLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicLinkCreateInput) =>
      apiRequest("public-links", publicLinkCreatedSchema, { method: "POST", body, auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: publicLinkKeys.owner }),
  });
}

export function usePublicLinks(status: PublicLinkStatus | "", page: number) {
  return useQuery({
    queryKey: publicLinkKeys.list(status, page),
    queryFn: ({ signal }) =>
      apiRequest("public-links", publicLinkPageSchema, {
        auth: true,
        signal,
        query: { page, limit: 20, status: status || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRevokePublicLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`public-links/${id}/revoke`, publicLinkSchema, { method: "POST", auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: publicLinkKeys.owner }),
  });
}

/** Visitor side (no account): the link token is the credential; the profiles need the viewer token. */
export function useLinkState(token: string) {
  return useQuery({
    queryKey: publicLinkKeys.visit(token),
    queryFn: ({ signal }) =>
      apiRequest("publicLinkProfile/chekPublicProfile", publicLinkStateSchema, { signal, query: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveLinkContacts() {
  return useMutation({
    mutationFn: (body: PublicLinkContactInput) =>
      apiRequest("publicLinkProfile/saveContacts", publicLinkViewerSchema, { method: "POST", body }),
  });
}

const viewerHeaders = (viewer: string) => ({ [PUBLIC_LINK_VIEWER_HEADER]: viewer });

export function useLinkProfiles(viewer: string, filter: PublicLinkFilterInput) {
  return useQuery({
    queryKey: [...publicLinkKeys.visit(filter.token), "profiles", viewer, filter],
    queryFn: ({ signal }) =>
      apiRequest("publicLinkProfile/filterProfile", publicLinkProfilesSchema, {
        method: "POST",
        body: filter,
        headers: viewerHeaders(viewer),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLinkProfile(token: string, viewer: string, profileId: number | null) {
  return useQuery({
    queryKey: [...publicLinkKeys.visit(token), "profile", viewer, profileId],
    queryFn: ({ signal }) =>
      apiRequest("publicLinkProfile/chekPublicProfile", publicLinkProfileDetailSchema, {
        query: { token, profile_id: profileId ?? undefined },
        headers: viewerHeaders(viewer),
        signal,
      }),
    enabled: profileId !== null,
  });
}

/** The shared position of a position link (viewer token). */
export function useLinkPosition(token: string, viewer: string, language: string) {
  return useQuery({
    queryKey: [...publicLinkKeys.visit(token), "position", viewer, language],
    queryFn: ({ signal }) =>
      apiRequest("publicLinkProfile/position", publicLinkPositionSchema, {
        query: { token },
        headers: viewerHeaders(viewer),
        signal,
      }),
  });
}

export function useLinkTechnologies(token: string) {
  return useQuery({
    queryKey: [...publicLinkKeys.visit(token), "tech"],
    queryFn: ({ signal }) =>
      apiRequest("publicLinkProfile/listTech", z.array(publicLinkTechSchema), { signal, query: { token } }),
  });
}

export function useLinkLanguages(token: string, language: string) {
  return useQuery({
    queryKey: [...publicLinkKeys.visit(token), "languages", language],
    queryFn: ({ signal }) =>
      apiRequest("publicLinkProfile/listLanguages", z.array(publicLinkLanguageSchema), {
        signal,
        query: { token },
      }),
  });
}
