import {
  type FpProposalInput,
  pageOf,
  type ServiceRequest,
  type ServiceRequestDeclineBody,
  type ServiceRequestTargetStatus,
  serviceRequestSchema,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { uploadFpProposal } from "../quotes/index.ts";

export const INCOMING_PAGE_SIZE = 20;
const incomingPageSchema = pageOf(serviceRequestSchema);

export type IncomingListQuery = { status: ServiceRequestTargetStatus | undefined; page: number };

/** The supplier's side of quote requests lives under "service-requests", "incoming". */
export const incomingKeys = {
  all: ["service-requests", "incoming"] as const,
  list: (query: IncomingListQuery, language: string) =>
    ["service-requests", "incoming", "list", query, language] as const,
  detail: (targetId: number, language: string) =>
    ["service-requests", "incoming", "detail", targetId, language] as const,
};

/** GET service-requests/incoming: the requests the company received (each with its own target only). */
export function useIncomingRequests(query: IncomingListQuery) {
  const language = useLanguage();
  return useQuery({
    queryKey: incomingKeys.list(query, language),
    queryFn: ({ signal }) =>
      apiRequest("service-requests/incoming", incomingPageSchema, {
        auth: true,
        signal,
        query: { status: query.status, page: query.page, limit: INCOMING_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET service-requests/incoming/:targetId: the request with the caller's target. The first read marks a new
 * target viewed, so the list refetches once the detail arrives.
 */
export function useIncomingRequest(targetId: number | null) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: incomingKeys.detail(targetId ?? 0, language),
    queryFn: async ({ signal }) => {
      const request = await apiRequest(`service-requests/incoming/${targetId}`, serviceRequestSchema, {
        auth: true,
        signal,
      });
      void queryClient.invalidateQueries({ queryKey: [...incomingKeys.all, "list"] });
      return request;
    },
    enabled: targetId !== null,
  });
}

/** After an answer the drawer shows it at once; the lists refetch. */
function useStoreIncoming() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return (targetId: number, request: ServiceRequest) => {
    queryClient.setQueryData(incomingKeys.detail(targetId, language), request);
    void queryClient.invalidateQueries({ queryKey: [...incomingKeys.all, "list"] });
  };
}

/**
 * POST service-requests/targets/:id/proposal: multipart fields (price, delivery_date, note) and the optional PDF
 * in `file`, with upload progress, exactly like a Fixed Price proposal on a need.
 */
export function useSendIncomingProposal(targetId: number) {
  const store = useStoreIncoming();
  return useMutation({
    mutationFn: ({
      input,
      file,
      onProgress,
    }: {
      input: FpProposalInput;
      file: File | null;
      onProgress: (percent: number) => void;
    }) =>
      uploadFpProposal(
        `service-requests/targets/${targetId}/proposal`,
        serviceRequestSchema,
        input,
        file,
        onProgress,
      ),
    onSuccess: (request) => store(targetId, request),
  });
}

/** POST service-requests/targets/:id/decline: the reason is shown to the client. */
export function useDeclineIncoming(targetId: number) {
  const store = useStoreIncoming();
  return useMutation({
    mutationFn: (body: ServiceRequestDeclineBody) =>
      apiRequest(`service-requests/targets/${targetId}/decline`, serviceRequestSchema, {
        method: "POST",
        body,
        auth: true,
      }),
    onSuccess: (request) => store(targetId, request),
  });
}
