import { companyPublicPageSchema } from "@mkt/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";

export const companyPageKeys = {
  all: ["company-page"] as const,
  page: (id: number) => ["company-page", id] as const,
};

/** GET company/:id/public: a company's page as the caller's company may see it. */
export function useCompanyPage(id: number | null) {
  return useQuery({
    queryKey: companyPageKeys.page(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`company/${id}/public`, companyPublicPageSchema, { auth: true, signal }),
    enabled: id !== null,
  });
}
