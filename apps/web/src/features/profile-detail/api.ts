import {
  clientCreditsSchema,
  type Limitation,
  type PositionInvitationBody,
  positionInvitationSchema,
  savedProfileSchema,
} from "@mkt/contracts";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";

export const profileDetailKeys = {
  /** Under the search feature's saved-list key: saving or unsaving anywhere refreshes it. */
  saved: (profileId: number) => ["search", "saved", "one", profileId] as const,
  /** Under the plans key: a purchase or a spent credit refreshes it. */
  limitations: (userId: number) => ["plans", "limitations", userId] as const,
};

/** GET saved-profiles/:id: the company's saved entry of a profile (with its note), or null. */
export function useSavedEntry(profileId: number, enabled: boolean) {
  return useQuery({
    queryKey: profileDetailKeys.saved(profileId),
    queryFn: ({ signal }) =>
      apiRequest(`saved-profiles/${profileId}`, savedProfileSchema.nullable(), { auth: true, signal }),
    enabled,
    staleTime: 30_000,
  });
}

/**
 * The client's limitations (§3, from GET company/getNumberCredits), by function state: an action whose function
 * the plan blocks opens the blocked-feature modal instead of running.
 */
export const clientLimitationsQuery = (userId: number) =>
  queryOptions({
    queryKey: profileDetailKeys.limitations(userId),
    queryFn: async ({ signal }) => {
      const credits = await apiRequest("company/getNumberCredits", clientCreditsSchema, {
        auth: true,
        signal,
      });
      return new Map<string, Limitation>(credits.limitations.map((l) => [l.state_function, l]));
    },
    staleTime: 60_000,
  });

export function useClientLimitations(userId: number, enabled: boolean) {
  return useQuery({ ...clientLimitationsQuery(userId), enabled });
}

/** POST profiles/:id/position-invitations: invite the profile to one of the company's published positions. */
export function useInviteToPosition() {
  return useMutation({
    mutationFn: (input: { profileId: number } & PositionInvitationBody) =>
      apiRequest(`profiles/${input.profileId}/position-invitations`, positionInvitationSchema, {
        method: "POST",
        auth: true,
        body: { position_id: input.position_id },
      }),
  });
}
