import {
  pageOf,
  type ServiceRequest,
  type ServiceRequestCreateBody,
  type ServiceRequestStatus,
  serviceRequestSchema,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";

export const SERVICE_REQUESTS_PAGE_SIZE = 20;
const serviceRequestPageSchema = pageOf(serviceRequestSchema);

export type ServiceRequestListQuery = { status: ServiceRequestStatus | undefined; page: number };

/** Every client-side quote-request query lives under "service-requests". */
export const serviceRequestKeys = {
  all: ["service-requests"] as const,
  list: (query: ServiceRequestListQuery, language: string) =>
    ["service-requests", "list", query, language] as const,
  detail: (id: number, language: string) => ["service-requests", "detail", id, language] as const,
};

/** GET service-requests: the company's requests, newest first, optionally one status. */
export function useServiceRequests(query: ServiceRequestListQuery) {
  const language = useLanguage();
  return useQuery({
    queryKey: serviceRequestKeys.list(query, language),
    queryFn: ({ signal }) =>
      apiRequest("service-requests", serviceRequestPageSchema, {
        auth: true,
        signal,
        query: { status: query.status, page: query.page, limit: SERVICE_REQUESTS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET service-requests/:id: the request with every targeted service and its answer. */
export function useServiceRequest(id: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: serviceRequestKeys.detail(id ?? 0, language),
    queryFn: ({ signal }) =>
      apiRequest(`service-requests/${id}`, serviceRequestSchema, { auth: true, signal }),
    enabled: id !== null,
  });
}

/** After a change the detail shows the answer at once; every list refetches. */
function useStoreRequest() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return (request: ServiceRequest) => {
    queryClient.setQueryData(serviceRequestKeys.detail(request.id, language), request);
    void queryClient.invalidateQueries({ queryKey: ["service-requests", "list"] });
  };
}

/** POST service-requests: one request to the shortlisted services. */
export function useCreateServiceRequest() {
  const store = useStoreRequest();
  return useMutation({
    mutationFn: (body: ServiceRequestCreateBody) =>
      apiRequest("service-requests", serviceRequestSchema, { method: "POST", body, auth: true }),
    onSuccess: store,
  });
}

/** POST service-requests/:id/cancel: the open request is withdrawn from every supplier. */
export function useCancelServiceRequest(id: number) {
  const store = useStoreRequest();
  return useMutation({
    mutationFn: () =>
      apiRequest(`service-requests/${id}/cancel`, serviceRequestSchema, { method: "POST", auth: true }),
    onSuccess: store,
  });
}

/** POST service-requests/:id/accept: the chosen answer; the others are not chosen. */
export function useAcceptServiceRequest(id: number) {
  const store = useStoreRequest();
  return useMutation({
    mutationFn: (targetId: number) =>
      apiRequest(`service-requests/${id}/accept`, serviceRequestSchema, {
        method: "POST",
        body: { target_id: targetId },
        auth: true,
      }),
    onSuccess: store,
  });
}
