import { PROFILE_SORTS } from "@mkt/contracts";
import { oneOfParam, positiveParam } from "../../shared/routing/param-values.ts";

export type ProfileSort = (typeof PROFILE_SORTS)[number];
/** Availability filter of the list: anyone, available today, or available by a day. */
export type AvailabilityFilter = "any" | "now" | "by";
export type PublishedFilter = "any" | "published" | "unpublished";

export type ProfileListFilters = {
  search: string;
  availability: AvailabilityFilter;
  /** YYYY-MM-DD, used when availability is "by". */
  availableBy: string;
  technologyIds: number[];
  published: PublishedFilter;
  sort: ProfileSort;
  asc: boolean;
  /** 1-based. */
  page: number;
  limit: number;
};

export const PROFILE_PAGE_SIZES = [10, 20, 50] as const;

export const DEFAULT_FILTERS: ProfileListFilters = {
  search: "",
  availability: "any",
  availableBy: "",
  technologyIds: [],
  published: "any",
  sort: "updated",
  asc: false,
  page: 1,
  limit: 20,
};

/** updated sorts newest first by default; the others A→Z / low→high (as the API does). */
export function defaultAsc(sort: ProfileSort): boolean {
  return sort !== "updated";
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters read from the address (?q=…&tech=1,2&avail=now&sort=name&asc=1&page=2); junk is ignored. */
export function filtersFromParams(params: URLSearchParams): ProfileListFilters {
  const sort = oneOfParam(PROFILE_SORTS, params.get("sort")) ?? DEFAULT_FILTERS.sort;
  const availRaw = params.get("avail");
  const availableBy = params.get("by") ?? "";
  const availability: AvailabilityFilter =
    availRaw === "now" ? "now" : availRaw === "by" && DAY.test(availableBy) ? "by" : "any";
  const pubRaw = params.get("pub");
  const published: PublishedFilter = pubRaw === "1" ? "published" : pubRaw === "0" ? "unpublished" : "any";
  const technologyIds = [
    ...new Set(
      (params.get("tech") ?? "")
        .split(",")
        .map((v) => Number(v))
        .filter((v) => Number.isInteger(v) && v > 0),
    ),
  ].slice(0, 20);
  const ascRaw = params.get("asc");
  const limitRaw = positiveParam(params.get("limit")) ?? DEFAULT_FILTERS.limit;
  return {
    search: (params.get("q") ?? "").slice(0, 120),
    availability,
    availableBy: availability === "by" ? availableBy : "",
    technologyIds,
    published,
    sort,
    asc: ascRaw === "1" ? true : ascRaw === "0" ? false : defaultAsc(sort),
    page: positiveParam(params.get("page")) ?? 1,
    limit: (PROFILE_PAGE_SIZES as readonly number[]).includes(limitRaw) ? limitRaw : DEFAULT_FILTERS.limit,
  };
}

/** The address form of the filters: only what differs from the defaults, so a plain list has a plain URL. */
export function filtersToParams(filters: ProfileListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set("q", search);
  if (filters.technologyIds.length > 0) params.set("tech", filters.technologyIds.join(","));
  if (filters.availability === "now") params.set("avail", "now");
  if (filters.availability === "by" && DAY.test(filters.availableBy)) {
    params.set("avail", "by");
    params.set("by", filters.availableBy);
  }
  if (filters.published !== "any") params.set("pub", filters.published === "published" ? "1" : "0");
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set("sort", filters.sort);
  if (filters.asc !== defaultAsc(filters.sort)) params.set("asc", filters.asc ? "1" : "0");
  if (filters.page > 1) params.set("page", String(filters.page));
  if (filters.limit !== DEFAULT_FILTERS.limit) params.set("limit", String(filters.limit));
  return params;
}

/** The API query of the list (§3 profile filter names, read by profileListQuerySchema). */
export function filtersToQuery(filters: ProfileListFilters): Record<string, string | number | undefined> {
  const search = filters.search.trim();
  return {
    page: filters.page,
    limit: filters.limit,
    search_word: search || undefined,
    technology: filters.technologyIds.length > 0 ? filters.technologyIds.join(",") : undefined,
    now_available: filters.availability === "now" ? "1" : undefined,
    available_by:
      filters.availability === "by" && DAY.test(filters.availableBy) ? filters.availableBy : undefined,
    published: filters.published === "any" ? undefined : filters.published === "published" ? "1" : "0",
    order_by: filters.sort,
    asc: filters.asc ? "1" : "0",
  };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function hasActiveFilters(filters: ProfileListFilters): boolean {
  return (
    filters.search.trim() !== "" ||
    filters.technologyIds.length > 0 ||
    filters.availability !== "any" ||
    filters.published !== "any"
  );
}
