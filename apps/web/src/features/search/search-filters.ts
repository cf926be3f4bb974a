import {
  PROFILE_SEARCH_PAGE_SIZES,
  type ProfileSearchFilter,
  type ProfileSearchSort,
  profileSearchQuerySchema,
} from "@mkt/contracts";

/**
 * The talent search's state lives in the address with the §3 names of the API (search_word, technology=1,2,
 * seniority=senior, start_profile=20 …), so a search can be shared and the back button restores it. The API query
 * is the same set of names.
 */
export type SearchFilters = ProfileSearchFilter;
type Key = keyof SearchFilters;
const KEYS = Object.keys(profileSearchQuerySchema.shape) as Key[];

export const DEFAULT_SEARCH: SearchFilters = profileSearchQuerySchema.parse({});

/** Ascending by default for rate and seniority, descending for relevance and updated (as the API does). */
export function defaultAsc(sort: ProfileSearchSort): boolean {
  return sort === "rate" || sort === "seniority";
}

/** Each parameter read with the contract's own field schema; a bad one is dropped instead of failing the page. */
export function searchFromParams(params: URLSearchParams): SearchFilters {
  const result: Record<string, unknown> = { ...DEFAULT_SEARCH };
  for (const key of KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === "") continue;
    const parsed = profileSearchQuerySchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  const filters = result as SearchFilters;
  if (!(PROFILE_SEARCH_PAGE_SIZES as readonly number[]).includes(filters.limit_page))
    filters.limit_page = DEFAULT_SEARCH.limit_page;
  return filters;
}

const listValue = (value: unknown) => (Array.isArray(value) ? value.join(",") : String(value));

/** The address form: only what differs from the defaults, in a stable order (a plain search has a plain URL). */
export function searchToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (key === "asc") {
      // Only a direction other than the sort's default is written (asc=0 or asc=1).
      if (value !== undefined && value !== defaultAsc(filters.order_by)) params.set(key, value ? "1" : "0");
      continue;
    }
    if (key === "full_time" && value === false) params.set(key, "0"); // part time
    if (value === undefined || value === null || value === "" || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (key === "order_by" && value === DEFAULT_SEARCH.order_by) continue;
    if (key === "start_profile" && value === 0) continue;
    if (key === "limit_page" && value === DEFAULT_SEARCH.limit_page) continue;
    if (key === "search_word" && String(value).trim() === "") continue;
    params.set(key, value === true ? "1" : listValue(value));
  }
  return params;
}

/** The API query: the address parameters themselves. */
export function searchToQuery(filters: SearchFilters): Record<string, string> {
  return Object.fromEntries(searchToParams(filters));
}

/** How many filters narrow the results (paging and sorting aside): the badge of the filter button. */
export function activeFilterCount(filters: SearchFilters): number {
  const params = searchToParams(filters);
  for (const key of ["order_by", "asc", "start_profile", "limit_page", "search_word"]) params.delete(key);
  return [...params.keys()].length;
}

/** A change of filters starts again from the first result. */
export function withFilters(filters: SearchFilters, next: Partial<SearchFilters>): SearchFilters {
  const pagingOnly = Object.keys(next).every((k) => k === "start_profile" || k === "limit_page");
  return { ...filters, ...next, ...(pagingOnly ? {} : { start_profile: 0 }) };
}

/** Toggles one value of a list filter (a facet click adds it, a second click removes it). */
export function toggled<T>(list: readonly T[] | undefined, value: T): T[] {
  const current = list ?? [];
  return current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
}

/** The academy's search (§2.2 accademy_profiles): students' profiles only, whatever the address says. */
export function studentsOnlyFilters(filters: SearchFilters): SearchFilters {
  return { ...filters, type_profiles: ["student"] };
}
