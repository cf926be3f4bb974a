import {
  type AdminPageDescription,
  adminPageDescriptionSchema,
  type CompanyFunctions,
  companyFunctionsSchema,
  functionCompanySchema,
  type PageHelpBody,
  type ProductConfiguration,
  pageOf,
  productConfigurationSchema,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { shellKeys } from "../../shared/api/shell-queries.ts";

export const COMPANY_SEARCH_PAGE_SIZE = 10;

export const productConfigKeys = {
  configuration: ["admin", "configuration"] as const,
  descriptionPages: ["admin", "description-pages"] as const,
  companies: (search: string, page: number) => ["admin", "function-companies", search, page] as const,
  functions: (companyId: number) => ["admin", "functions", companyId] as const,
};

/** GET admin/configuration (staff): maintenance and the product settings. */
export function useConfiguration() {
  return useQuery({
    queryKey: productConfigKeys.configuration,
    queryFn: ({ signal }) =>
      apiRequest("admin/configuration", productConfigurationSchema, { auth: true, signal }),
  });
}

/** PUT admin/configuration (Administrator): saves every setting at once. */
export function useSaveConfiguration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductConfiguration) =>
      apiRequest("admin/configuration", productConfigurationSchema, { auth: true, method: "PUT", body }),
    onSuccess: (data) => client.setQueryData(productConfigKeys.configuration, data),
  });
}

/** GET admin/description_pages (staff): every page with its help in each language. */
export function useDescriptionPages() {
  return useQuery({
    queryKey: productConfigKeys.descriptionPages,
    queryFn: ({ signal }) =>
      apiRequest("admin/description_pages", z.array(adminPageDescriptionSchema), { auth: true, signal }),
  });
}

export type PageHelpTarget = { namePage: string; language: "it" | "en" };

/** PUT admin/description_pages/:page/:language (staff): saves or creates one language version. */
export function useSavePageHelp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, body }: { target: PageHelpTarget; body: PageHelpBody }) =>
      apiRequest(
        `admin/description_pages/${encodeURIComponent(target.namePage)}/${target.language}`,
        adminPageDescriptionSchema,
        { auth: true, method: "PUT", body },
      ),
    onSuccess: (page) => {
      client.setQueryData<AdminPageDescription[]>(productConfigKeys.descriptionPages, (pages) =>
        pages?.map((p) => (p.name_page === page.name_page ? page : p)),
      );
      // The staff member's own page-help dialog reads the new text too.
      void client.invalidateQueries({ queryKey: shellKeys.pageDescriptions("it") });
      void client.invalidateQueries({ queryKey: shellKeys.pageDescriptions("en") });
    },
  });
}

/** GET admin/functions/companies (staff): companies whose name contains the search, one page. */
export function useFunctionCompanies(search: string, page: number) {
  return useQuery({
    queryKey: productConfigKeys.companies(search, page),
    queryFn: ({ signal }) =>
      apiRequest("admin/functions/companies", pageOf(functionCompanySchema), {
        auth: true,
        signal,
        query: { search: search || undefined, page, limit: COMPANY_SEARCH_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET admin/functions/companies/:id (staff): every function with its state for the company. */
export function useCompanyFunctions(companyId: number | null) {
  return useQuery({
    queryKey: productConfigKeys.functions(companyId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`admin/functions/companies/${companyId}`, companyFunctionsSchema, { auth: true, signal }),
    enabled: companyId !== null,
  });
}

/** PUT admin/functions/companies/:id/:state (staff): switches one function on or off. */
export function useSwitchFunction(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ state, enabled }: { state: string; enabled: boolean }) =>
      apiRequest(
        `admin/functions/companies/${companyId}/${encodeURIComponent(state)}`,
        companyFunctionsSchema,
        { auth: true, method: "PUT", body: { enabled } },
      ),
    onSuccess: (data: CompanyFunctions) => client.setQueryData(productConfigKeys.functions(companyId), data),
  });
}
