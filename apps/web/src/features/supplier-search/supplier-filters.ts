import {
  SUPPLIER_SEARCH_PAGE_SIZES,
  type SupplierSearchQuery,
  supplierSearchQuerySchema,
} from "@mkt/contracts";

/**
 * The supplier search's state lives in the address with the API's names (q, vat, city, sector, technology, order,
 * page, limit): a search can be shared, and the back button restores it.
 */
export type SupplierFilters = SupplierSearchQuery;
type Key = keyof SupplierFilters;
const KEYS = Object.keys(supplierSearchQuerySchema.shape) as Key[];

export const DEFAULT_SUPPLIER_SEARCH: SupplierFilters = supplierSearchQuerySchema.parse({});

/** Each parameter read with the contract's own field schema; a bad one is dropped instead of failing the page. */
export function supplierFiltersFromParams(params: URLSearchParams): SupplierFilters {
  const result: Record<string, unknown> = { ...DEFAULT_SUPPLIER_SEARCH };
  for (const key of KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === "") continue;
    const parsed = supplierSearchQuerySchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  const filters = result as SupplierFilters;
  if (!(SUPPLIER_SEARCH_PAGE_SIZES as readonly number[]).includes(filters.limit))
    filters.limit = DEFAULT_SUPPLIER_SEARCH.limit;
  return filters;
}

/** The address form: only what differs from the defaults, in a stable order. */
export function supplierFiltersToParams(filters: SupplierFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value === undefined || value === null || String(value).trim() === "") continue;
    if (value === DEFAULT_SUPPLIER_SEARCH[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** A change of filters starts again from the first page. */
export function withSupplierFilters(
  filters: SupplierFilters,
  next: Partial<SupplierFilters>,
): SupplierFilters {
  const pagingOnly = Object.keys(next).every((k) => k === "page" || k === "limit");
  return { ...filters, ...next, ...(pagingOnly ? {} : { page: 1 }) };
}

/** How many filters narrow the results (paging and sorting aside). */
export function activeSupplierFilters(filters: SupplierFilters): number {
  return (["q", "vat", "city", "sector", "technology"] as const).filter((k) => filters[k] !== undefined)
    .length;
}
