import {
  type CatalogueService,
  canFavouriteServices,
  isRoleId,
  type ServiceFavouritesPage,
  type ServiceSearchResult,
  serviceFavouriteStateSchema,
  serviceFavouritesPageSchema,
} from "@mkt/contracts";
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { useSession } from "../../shared/session/use-session.ts";
import { findServicesKeys } from "./api.ts";

export const favouriteKeys = {
  list: (page: number, language: string) => [...findServicesKeys.all, "favourites", page, language] as const,
};

/** Whether the signed-in user's company keeps favourite services (the buying roles; not staff). */
export function useCanFavourite(): boolean {
  const roleId = useSession()?.user.role_id;
  return roleId !== undefined && isRoleId(roleId) && canFavouriteServices(roleId);
}

/** GET services/favourites: a page of the company's favourite services still listed, newest saved first. */
export function useServiceFavourites(page: number, enabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: favouriteKeys.list(page, language),
    queryFn: ({ signal }) =>
      apiRequest("services/favourites", serviceFavouritesPageSchema, {
        auth: true,
        signal,
        query: { page, limit: 20 },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

type Cached = ServiceSearchResult | CatalogueService | ServiceFavouritesPage;

/** The cached answers with this service's flag set: search pages, favourites pages and its detail. */
function withFlag(data: Cached | undefined, id: number, favourite: boolean): Cached | undefined {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return data;
  if ("items" in data)
    return { ...data, items: data.items.map((i) => (i.id === id ? { ...i, favourite } : i)) } as Cached;
  return data.id === id ? { ...data, favourite } : data;
}

/**
 * POST|DELETE services/:id/favourite, optimistic: every cached card and detail of the service flips at once and
 * goes back if the call fails; the catalogue queries are then refreshed (the favourites list follows).
 */
export function useFavouriteToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: { id: number; favourite: boolean }) =>
      apiRequest(`services/${id}/favourite`, serviceFavouriteStateSchema, {
        auth: true,
        method: favourite ? "POST" : "DELETE",
      }),
    onMutate: async ({ id, favourite }) => {
      await client.cancelQueries({ queryKey: findServicesKeys.all });
      const before: [QueryKey, unknown][] = client.getQueriesData({ queryKey: findServicesKeys.all });
      client.setQueriesData<Cached>({ queryKey: findServicesKeys.all }, (data) =>
        withFlag(data, id, favourite),
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    // Not awaited: the caller's notice must not wait for the lists to reload.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: findServicesKeys.all });
    },
  });
}
