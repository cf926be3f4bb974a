import {
  adminCompaniesPageSchema,
  type CreateMemberCompanyBody,
  createMemberCompanyResultSchema,
  type MemberCompanyType,
  memberCompaniesPageSchema,
  memberCompanyDetailSchema,
  type OnboardingStep,
  type ServiceStatus,
  serviceListSchema,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";
import { shellKeys } from "../../shared/api/shell-queries.ts";

export const MEMBER_PAGE_SIZE = 20;

export type MemberFilters = {
  page: number;
  search: string;
  type: MemberCompanyType | null;
  nextStep: OnboardingStep | "done" | null;
  sort: "created" | "name";
  order: "asc" | "desc";
};

export type MemberServiceFilters = {
  page: number;
  search: string;
  status: ServiceStatus | null;
  companyId: number | null;
};

export const companyAdminKeys = {
  all: ["company-admin"] as const,
  list: (filters: MemberFilters) => ["company-admin", "companies", filters] as const,
  lookup: (search: string) => ["company-admin", "lookup", search] as const,
  detail: (id: number) => ["company-admin", "company", id] as const,
  services: (filters: MemberServiceFilters) => ["company-admin", "services", filters] as const,
  organisations: (search: string) => ["company-admin", "organisations", search] as const,
};

/** GET company-admin/companies: one page of the organisation's member companies with their onboarding steps. */
export function useMemberCompanies(filters: MemberFilters) {
  return useQuery({
    queryKey: companyAdminKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest("company-admin/companies", memberCompaniesPageSchema, {
        auth: true,
        signal,
        query: {
          page: filters.page,
          limit: MEMBER_PAGE_SIZE,
          search: filters.search || undefined,
          type: filters.type ?? undefined,
          next_step: filters.nextStep ?? undefined,
          sort: filters.sort,
          order: filters.order,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The member companies whose name or VAT number matches, for the Manage Users picker. */
export function useMemberCompanyLookup(search: string) {
  return useQuery({
    queryKey: companyAdminKeys.lookup(search),
    queryFn: ({ signal }) =>
      apiRequest("company-admin/companies", memberCompaniesPageSchema, {
        auth: true,
        signal,
        query: { page: 1, limit: 20, search: search || undefined, sort: "name", order: "asc" },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET company-admin/companies/:id: a member company with its users and activity. */
export function useMemberCompany(id: number | null) {
  return useQuery({
    queryKey: companyAdminKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`company-admin/companies/${id}`, memberCompanyDetailSchema, { auth: true, signal }),
    enabled: id !== null,
  });
}

/**
 * Add Company: company administrators post to company-admin/companies (the company joins their organisation),
 * staff to admin/companies (optionally into an organisation). The owner is e-mailed an invitation.
 */
export function useCreateMemberCompany(asStaff: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMemberCompanyBody) =>
      apiRequest(asStaff ? "admin/companies" : "company-admin/companies", createMemberCompanyResultSchema, {
        method: "POST",
        body,
        auth: true,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyAdminKeys.all });
      await queryClient.invalidateQueries({ queryKey: shellKeys.companyAdminCounters });
    },
  });
}

/** GET admin/companies?type=company_admin (staff): the Company Administrator organisations, for Add Company. */
export function useOrganisations(search: string, enabled: boolean) {
  return useQuery({
    queryKey: companyAdminKeys.organisations(search),
    queryFn: ({ signal }) =>
      apiRequest("admin/companies", adminCompaniesPageSchema, {
        auth: true,
        signal,
        query: {
          page: 1,
          page_size: 20,
          type: "company_admin",
          search: search || undefined,
          sort: "name",
          order: "asc",
        },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET services/members: Company Services, the member companies' services in every state. */
export function useMemberServices(filters: MemberServiceFilters) {
  return useQuery({
    queryKey: companyAdminKeys.services(filters),
    queryFn: ({ signal }) =>
      apiRequest("services/members", serviceListSchema, {
        auth: true,
        signal,
        query: {
          page: filters.page,
          limit: MEMBER_PAGE_SIZE,
          status: filters.status ?? undefined,
          company_id: filters.companyId ?? undefined,
          search_word: filters.search || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
