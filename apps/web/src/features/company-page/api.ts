import { companyPublicPageSchema } from "@mkt/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";

export const companyPageKeys = {
  all: ["company-page"] as const,
  page: (id: number, profilesPage = 1) => ["company-page", id, profilesPage] as const,
};

/** GET company/:id/public: a company's page as the caller's company may see it, with one page of its profiles. */
export function useCompanyPage(id: number | null, profilesPage = 1) {
  return useQuery({
    queryKey: companyPageKeys.page(id ?? 0, profilesPage),
    queryFn: ({ signal }) =>
      apiRequest(`company/${id}/public`, companyPublicPageSchema, {
        auth: true,
        signal,
        query: { profiles_page: profilesPage },
      }),
    enabled: id !== null,
    // Turning a page of profiles keeps the rest of the page on screen.
    placeholderData: keepPreviousData,
  });
}
