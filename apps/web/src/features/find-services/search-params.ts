import {
  SERVICE_DELIVERY_MODELS,
  SERVICE_LIMITS,
  SERVICE_SEARCH_SORTS,
  type ServiceDeliveryModel,
  type ServiceSearchBody,
} from "@mkt/contracts";
import { oneOfParam } from "../../shared/routing/param-values.ts";

/** The catalogue search as the page keeps it in the address (so a search can be shared and survives reloads). */
export type ServiceSearchState = Omit<ServiceSearchBody, "supplier_country">;

export const DEFAULT_SERVICE_SEARCH: ServiceSearchState = {
  page: 1,
  limit: 20,
  category_ids: [],
  technology_ids: [],
  sector_ids: [],
  delivery_models: [],
  include_on_quote: false,
  sort: "relevance",
};

const ids = (raw: string | null) =>
  [
    ...new Set(
      (raw ?? "")
        .split(",")
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ].slice(0, 30);
const positive = (raw: string | null, max: number) => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
};

/** Reads the search from the address; unknown or malformed values fall back to the defaults. */
export function searchFromParams(params: URLSearchParams): ServiceSearchState {
  const sort = params.get("sort");
  const word = params.get("q")?.trim();
  const city = params.get("city")?.trim();
  const priceMax = positive(params.get("price_max"), SERVICE_LIMITS.priceMax);
  return {
    ...DEFAULT_SERVICE_SEARCH,
    page: positive(params.get("page"), 10_000) ?? 1,
    ...(word ? { search_word: word.slice(0, 100) } : {}),
    category_ids: ids(params.get("category")),
    technology_ids: ids(params.get("technology")),
    sector_ids: ids(params.get("sector")),
    delivery_models: (params.get("model") ?? "")
      .split(",")
      .filter((m): m is ServiceDeliveryModel => (SERVICE_DELIVERY_MODELS as readonly string[]).includes(m)),
    ...(priceMax ? { price_max: priceMax } : {}),
    include_on_quote: params.get("on_quote") === "1",
    ...(city ? { supplier_city: city.slice(0, 80) } : {}),
    sort: oneOfParam(SERVICE_SEARCH_SORTS, sort) ?? "relevance",
  };
}

/** Writes the search into the address, leaving defaults out. */
export function searchToParams(s: ServiceSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (s.search_word) params.set("q", s.search_word);
  if (s.category_ids.length) params.set("category", s.category_ids.join(","));
  if (s.technology_ids.length) params.set("technology", s.technology_ids.join(","));
  if (s.sector_ids.length) params.set("sector", s.sector_ids.join(","));
  if (s.delivery_models.length) params.set("model", s.delivery_models.join(","));
  if (s.price_max) params.set("price_max", String(s.price_max));
  if (s.include_on_quote) params.set("on_quote", "1");
  if (s.supplier_city) params.set("city", s.supplier_city);
  if (s.sort !== "relevance") params.set("sort", s.sort);
  if (s.page > 1) params.set("page", String(s.page));
  return params;
}

/** A change of any filter goes back to the first page; a page change keeps the filters. */
export function withSearch(
  current: ServiceSearchState,
  next: Partial<ServiceSearchState>,
): ServiceSearchState {
  return { ...current, ...next, page: next.page ?? 1 };
}

/** The list with the value added, or removed when it was there. */
export function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** How many filters narrow the search (the word included). */
export function activeFilters(s: ServiceSearchState): number {
  return (
    (s.search_word ? 1 : 0) +
    s.category_ids.length +
    s.technology_ids.length +
    s.sector_ids.length +
    s.delivery_models.length +
    (s.price_max ? 1 : 0) +
    (s.supplier_city ? 1 : 0)
  );
}
