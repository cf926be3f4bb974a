import {
  productCategorySchema,
  type ServiceStatus,
  serviceDetailSchema,
  serviceListSchema,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { shellKeys } from "../../shared/api/shell-queries.ts";

/** Rows per page of the queue and of the staff list. */
export const SERVICE_REVIEW_PAGE_SIZE = 20;

export type ReviewQueueFilters = { page: number; search: string; companyId: number | null };
export type StaffListFilters = ReviewQueueFilters & { status: ServiceStatus | null };

export const serviceReviewKeys = {
  all: ["service-review"] as const,
  queue: (filters: ReviewQueueFilters) => ["service-review", "queue", filters] as const,
  list: (filters: StaffListFilters) => ["service-review", "all", filters] as const,
  detail: (id: number) => ["service-review", "detail", id] as const,
  categories: (language: string) => ["service-categories", language] as const,
};

function filterQuery(filters: ReviewQueueFilters) {
  return {
    page: filters.page,
    limit: SERVICE_REVIEW_PAGE_SIZE,
    search_word: filters.search || undefined,
    company_id: filters.companyId ?? undefined,
  };
}

/** GET services/review (staff): the submitted services, oldest submitted first. */
export function useReviewQueue(filters: ReviewQueueFilters, enabled = true) {
  return useQuery({
    queryKey: serviceReviewKeys.queue(filters),
    queryFn: ({ signal }) =>
      apiRequest("services/review", serviceListSchema, { auth: true, signal, query: filterQuery(filters) }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET services/all (staff): every company's services, with the status filter. */
export function useStaffServices(filters: StaffListFilters, enabled = true) {
  return useQuery({
    queryKey: serviceReviewKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest("services/all", serviceListSchema, {
        auth: true,
        signal,
        query: { ...filterQuery(filters), status: filters.status ?? undefined },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET services/:id: the live version and the working revision. */
export function useServiceDetail(id: number | null) {
  return useQuery({
    queryKey: serviceReviewKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`services/${id}`, serviceDetailSchema, { auth: true, signal }),
    enabled: id !== null,
  });
}

/** GET services/categories: the product categories in the reader's language (parents before children). */
export function useServiceCategories(language: string) {
  return useQuery({
    queryKey: serviceReviewKeys.categories(language),
    queryFn: ({ signal }) =>
      apiRequest("services/categories", z.array(productCategorySchema), { auth: true, signal }),
    staleTime: 30 * 60_000,
  });
}

/** After a decision (or a 409 telling someone else decided): the queue, the list, the detail and the counter. */
export function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: serviceReviewKeys.all }),
      queryClient.invalidateQueries({ queryKey: shellKeys.counter("services_pending") }),
    ]);
}

export type ServiceDecision = { kind: "approve" } | { kind: "reject"; reason: string };

/** POST services/:id/approve or services/:id/reject {reason}. */
export function useDecideService(id: number) {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: (decision: ServiceDecision) =>
      decision.kind === "approve"
        ? apiRequest(`services/${id}/approve`, serviceDetailSchema, { method: "POST", auth: true })
        : apiRequest(`services/${id}/reject`, serviceDetailSchema, {
            method: "POST",
            auth: true,
            body: { reason: decision.reason },
          }),
    onSuccess: () => refresh(),
  });
}
