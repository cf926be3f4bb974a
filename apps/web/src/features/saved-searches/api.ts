import {
  pageOf,
  type SavedSearch,
  type SavedSearchCreateBody,
  type SavedSearchKind,
  type SavedSearchUpdateBody,
  savedSearchSchema,
} from "@mkt/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";

export type { SavedSearch, SavedSearchKind };

export const savedSearchKeys = {
  all: ["saved-searches"] as const,
  list: (kind: SavedSearchKind) => ["saved-searches", kind] as const,
};

const listSchema = pageOf(savedSearchSchema);

/** GET saved-searches?kind=…: the user's saved searches of one kind (at most 20: one page). */
export function useSavedSearches(kind: SavedSearchKind, enabled = true) {
  return useQuery({
    queryKey: savedSearchKeys.list(kind),
    queryFn: ({ signal }) =>
      apiRequest("saved-searches", listSchema, { auth: true, signal, query: { kind, limit: 20 } }),
    enabled,
  });
}

function useRefreshing<T, V>(call: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/** POST saved-searches. */
export function useCreateSavedSearch() {
  return useRefreshing((body: SavedSearchCreateBody) =>
    apiRequest("saved-searches", savedSearchSchema, { method: "POST", auth: true, body }),
  );
}

/** PATCH saved-searches/:id: rename and/or switch the alert. */
export function useUpdateSavedSearch() {
  return useRefreshing(({ id, body }: { id: number; body: SavedSearchUpdateBody }) =>
    apiRequest(`saved-searches/${id}`, savedSearchSchema, { method: "PATCH", auth: true, body }),
  );
}

/** DELETE saved-searches/:id. */
export function useDeleteSavedSearch() {
  return useRefreshing((id: number) =>
    apiRequest(`saved-searches/${id}`, z.object({ id: z.number() }), { method: "DELETE", auth: true }),
  );
}
