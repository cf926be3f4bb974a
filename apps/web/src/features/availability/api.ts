import {
  type AvailabilityStatus,
  availabilityCreatedSchema,
  availabilityPositionOptionSchema,
  availabilityRequestSchema,
  pageOf,
} from "@mkt/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { plansKeys } from "../plans/index.ts";

const requestPageSchema = pageOf(availabilityRequestSchema);
export type AvailabilityPage = z.infer<typeof requestPageSchema>;

export const availabilityKeys = {
  all: ["availability"] as const,
  list: (side: "sent" | "received", status: AvailabilityStatus | undefined, limit: number) =>
    ["availability", side, status ?? "all", limit] as const,
  positions: ["availability", "positions"] as const,
};
/** The dashboards show the requests' counts: they refresh with every change. */
const dashboardKey = ["dashboard"] as const;

/** GET availability-requests/sent or /received: the newest requests of the company on one side. */
export function useAvailabilityRequests(
  side: "sent" | "received",
  options: { status?: AvailabilityStatus; limit: number },
) {
  return useQuery({
    queryKey: availabilityKeys.list(side, options.status, options.limit),
    queryFn: ({ signal }) =>
      apiRequest(`availability-requests/${side}`, requestPageSchema, {
        auth: true,
        signal,
        query: { limit: options.limit, ...(options.status ? { status: options.status } : {}) },
      }),
  });
}

/** GET availability-requests/positions: the client's published positions, offered in the request dialog. */
export function usePositionOptions(enabled: boolean) {
  return useQuery({
    queryKey: availabilityKeys.positions,
    queryFn: ({ signal }) =>
      apiRequest("availability-requests/positions", z.array(availabilityPositionOptionSchema), {
        auth: true,
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKey }),
      queryClient.invalidateQueries({ queryKey: plansKeys.all }),
    ]);
}

/** POST profiles/:id/availability-requests: spends one credit (the top bar's pill refreshes). */
export function useRequestAvailability() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { profileId: number; position_id: number | null; message: string }) =>
      apiRequest(`profiles/${input.profileId}/availability-requests`, availabilityCreatedSchema, {
        method: "POST",
        auth: true,
        body: { position_id: input.position_id, message: input.message },
      }),
    onSuccess: invalidate,
  });
}

/** POST availability-requests/:id/cancel. */
export function useCancelAvailability() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`availability-requests/${id}/cancel`, availabilityRequestSchema, {
        method: "POST",
        auth: true,
      }),
    onSuccess: invalidate,
  });
}

/** POST availability-requests/:id/answer. */
export function useAnswerAvailability() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { id: number; available: boolean; available_from: string | null; note: string }) =>
      apiRequest(`availability-requests/${input.id}/answer`, availabilityRequestSchema, {
        method: "POST",
        auth: true,
        body: { available: input.available, available_from: input.available_from, note: input.note },
      }),
    onSuccess: invalidate,
  });
}
