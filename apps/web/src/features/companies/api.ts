import {
  ADMIN_COMPANIES_PAGE_SIZE,
  adminCompaniesPageSchema,
  adminCompanyDetailSchema,
  auditLogPageSchema,
  type DocumentationDecisionBody,
  type DocumentReviewBody,
  documentReviewResultSchema,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { shellKeys } from "../../shared/api/shell-queries.ts";

export type CompanyFilters = {
  page: number;
  search: string;
  type: string | null;
  docStatus: number | null;
  sort: "created" | "name";
  order: "asc" | "desc";
};

export const companiesKeys = {
  all: ["admin", "companies"] as const,
  list: (filters: CompanyFilters) => ["admin", "companies", "list", filters] as const,
  detail: (id: number) => ["admin", "companies", "detail", id] as const,
};

/** GET admin/companies (staff): one page of companies with their documentation status. */
export function useAdminCompanies(filters: CompanyFilters) {
  return useQuery({
    queryKey: companiesKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest("admin/companies", adminCompaniesPageSchema, {
        auth: true,
        signal,
        query: {
          page: filters.page,
          page_size: ADMIN_COMPANIES_PAGE_SIZE,
          search: filters.search || undefined,
          type: filters.type ?? undefined,
          doc_status: filters.docStatus ?? undefined,
          sort: filters.sort,
          order: filters.order,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET admin/companies/:id (staff): the company with its documents and their reviews. */
export function useAdminCompany(id: number | null) {
  return useQuery({
    queryKey: companiesKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`admin/companies/${id}`, adminCompanyDetailSchema, { auth: true, signal }),
    enabled: id !== null,
  });
}

/** PATCH admin/companies/:id/documents/:docId: the list, the detail and the To Review counter follow. */
export function useReviewDocument(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, body }: { documentId: number; body: DocumentReviewBody }) =>
      apiRequest(`admin/companies/${companyId}/documents/${documentId}`, documentReviewResultSchema, {
        method: "PATCH",
        body,
        auth: true,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companiesKeys.all }),
        queryClient.invalidateQueries({ queryKey: shellKeys.counter("company_pending") }),
      ]),
  });
}

const decisionResultSchema = z.object({ id_doc_status: z.number() });

/** POST admin/companies/:id/documentation: approve (2) or block (3, with the reason) the company as a whole. */
export function useDecideDocumentation(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentationDecisionBody) =>
      apiRequest(`admin/companies/${companyId}/documentation`, decisionResultSchema, {
        method: "POST",
        body,
        auth: true,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companiesKeys.all }),
        queryClient.invalidateQueries({ queryKey: shellKeys.counter("company_pending") }),
      ]),
  });
}

export type AuditFilters = {
  page: number;
  actor: string;
  action: string;
  companyId: string;
  from: string;
  to: string;
  assumedOnly: boolean;
};

/** The query the audit log page and its CSV export send for the filters. */
export function auditQuery(filters: AuditFilters, page = filters.page) {
  return {
    page,
    limit: AUDIT_PAGE_SIZE,
    actor: filters.actor || undefined,
    action: filters.action || undefined,
    company_id: filters.companyId || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    assumed_only: filters.assumedOnly ? "1" : undefined,
  };
}
export const AUDIT_PAGE_SIZE = 25;

/** GET admin/audit-log (staff): one page of the log for the filters. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: ["admin", "audit-log", filters] as const,
    queryFn: ({ signal }) =>
      apiRequest("admin/audit-log", auditLogPageSchema, { auth: true, signal, query: auditQuery(filters) }),
    placeholderData: keepPreviousData,
  });
}
