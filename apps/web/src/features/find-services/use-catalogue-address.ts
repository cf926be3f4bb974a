import { useCallback } from "react";
import { useAddressParams } from "../../shared/routing/use-address-params.ts";
import {
  activeFilters,
  DEFAULT_SERVICE_SEARCH,
  type ServiceSearchState,
  searchFromParams,
  searchToParams,
  withSearch,
} from "./search-params.ts";
import { serviceIdParam, withServiceParam } from "./service-param.ts";

/**
 * The catalogue's state in the address: the search (filters, sort, page), the open detail (`?service=<id>`),
 * how many filters narrow it, and the moves on them (a change goes back to page 1 unless it sets the page; clear
 * keeps the sort).
 */
export function useCatalogueAddress() {
  const [params, setParams] = useAddressParams();
  const search = searchFromParams(params);
  const openId = serviceIdParam(params);
  const setOpenId = useCallback(
    (id: number | null) => setParams((current) => withServiceParam(current, id)),
    [setParams],
  );
  const change = useCallback(
    (next: Partial<ServiceSearchState>) =>
      setParams((current) => searchToParams(withSearch(searchFromParams(current), next))),
    [setParams],
  );
  const clear = () =>
    setParams((current) =>
      searchToParams({ ...DEFAULT_SERVICE_SEARCH, sort: searchFromParams(current).sort }),
    );
  return { params, setParams, search, openId, setOpenId, change, clear, narrowing: activeFilters(search) };
}
