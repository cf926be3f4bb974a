import { supplierSearchResultSchema } from "@mkt/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";
import { downloadFile } from "../../shared/api/transfer.ts";
import { type SupplierFilters, supplierFiltersToParams } from "./supplier-filters.ts";

export const supplierSearchKeys = {
  all: ["supplier-search"] as const,
  search: (filters: SupplierFilters) => ["supplier-search", filters] as const,
};

/** GET companies/search: one page of approved suppliers, freelancers and academies. */
export function useSupplierSearch(filters: SupplierFilters) {
  return useQuery({
    queryKey: supplierSearchKeys.search(filters),
    queryFn: ({ signal }) =>
      apiRequest("companies/search", supplierSearchResultSchema, {
        auth: true,
        signal,
        query: Object.fromEntries(supplierFiltersToParams(filters)),
      }),
    placeholderData: keepPreviousData,
    // A plan that blocks the search opens the blocked-feature modal once; retrying would open it again.
    retry: false,
  });
}

export type ReportLanguage = "it" | "en";

/** GET companies/:id/report: the company report PDF (a blocked plan opens the blocked-feature modal). */
export function downloadCompanyReport(company: { id: number; name: string }, lang: ReportLanguage) {
  const name = company.name.replace(/[^\p{L}\p{N}-]+/gu, "_");
  return downloadFile(`companies/${company.id}/report?lang=${lang}`, `Report-${name}-${lang}.pdf`);
}
