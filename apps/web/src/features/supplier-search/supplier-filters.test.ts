import { describe, expect, it } from "vitest";
import {
  activeSupplierFilters,
  DEFAULT_SUPPLIER_SEARCH,
  supplierFiltersFromParams,
  supplierFiltersToParams,
  withSupplierFilters,
} from "./supplier-filters.ts";

describe("supplier search filters in the address", () => {
  it("reads the API names and drops bad values", () => {
    const filters = supplierFiltersFromParams(
      new URLSearchParams("q=alpha&city=Milano&sector=3&technology=x&order=price&page=2&limit=13"),
    );
    expect(filters).toEqual({
      ...DEFAULT_SUPPLIER_SEARCH,
      q: "alpha",
      city: "Milano",
      sector: 3,
      page: 2,
    });
  });

  it("writes only what differs from the defaults and round-trips", () => {
    const filters = {
      ...DEFAULT_SUPPLIER_SEARCH,
      vat: "IT01234567897",
      technology: 7,
      order: "name" as const,
    };
    const params = supplierFiltersToParams(filters);
    expect(params.toString()).toBe("vat=IT01234567897&technology=7&order=name");
    expect(supplierFiltersFromParams(params)).toEqual(filters);
    expect(supplierFiltersToParams(DEFAULT_SUPPLIER_SEARCH).toString()).toBe("");
  });

  it("goes back to the first page when a filter changes, not when paging", () => {
    const onPage3 = { ...DEFAULT_SUPPLIER_SEARCH, page: 3 };
    expect(withSupplierFilters(onPage3, { city: "Roma" }).page).toBe(1);
    expect(withSupplierFilters(onPage3, { page: 4 }).page).toBe(4);
    expect(activeSupplierFilters({ ...onPage3, city: "Roma", sector: 2 })).toBe(2);
  });
});
