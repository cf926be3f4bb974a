import { catalogueServiceSchema, serviceSearchResultSchema } from "@mkt/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import type { ServiceSearchState } from "./search-params.ts";

export const findServicesKeys = {
  all: ["find-services"] as const,
  search: (s: ServiceSearchState, language: string) => ["find-services", "search", s, language] as const,
  detail: (id: number, language: string) => ["find-services", "detail", id, language] as const,
};

/** POST services/searchServices: one page of listed services with total and facet counts. */
export function useServiceSearch(search: ServiceSearchState) {
  const language = useLanguage();
  return useQuery({
    queryKey: findServicesKeys.search(search, language),
    queryFn: ({ signal }) =>
      apiRequest("services/searchServices", serviceSearchResultSchema, {
        auth: true,
        signal,
        method: "POST",
        body: search,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET services/catalogue/:id: the public detail of a listed service (null id: nothing to load). */
export function useCatalogueService(id: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: findServicesKeys.detail(id ?? 0, language),
    queryFn: ({ signal }) =>
      apiRequest(`services/catalogue/${id}`, catalogueServiceSchema, { auth: true, signal }),
    enabled: id !== null,
  });
}
