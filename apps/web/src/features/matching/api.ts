import { compatibleProfileSchema, type MatchBand, pageOf } from "@mkt/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../shared/api/http-client.ts";

const rankedPageSchema = pageOf(compatibleProfileSchema);

export const matchingKeys = {
  all: ["matching"] as const,
  compatible: (positionId: number, query: RankedQuery) =>
    ["matching", "compatible", positionId, query] as const,
  fitting: (positionId: number, query: RankedQuery) => ["matching", "fitting", positionId, query] as const,
};

/** Page, page size and band filter of a ranked list. */
export type RankedQuery = { page: number; limit: number; band?: MatchBand | undefined };

const toQuery = (query: RankedQuery) => ({ page: query.page, limit: query.limit, band: query.band });

/** GET positions/:id/compatible-profiles: the client's ranking of profiles for one of its positions. */
export function useCompatibleProfiles(positionId: number, query: RankedQuery, enabled = true) {
  return useQuery({
    queryKey: matchingKeys.compatible(positionId, query),
    queryFn: ({ signal }) =>
      apiRequest(`positions/${positionId}/compatible-profiles`, rankedPageSchema, {
        auth: true,
        signal,
        query: toQuery(query),
      }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

/** GET positions/:id/my-fitting-profiles: the supplier's own profiles that fit an open position. */
export function useMyFittingProfiles(positionId: number | null, query: RankedQuery) {
  return useQuery({
    queryKey: matchingKeys.fitting(positionId ?? 0, query),
    queryFn: ({ signal }) =>
      apiRequest(`positions/${positionId}/my-fitting-profiles`, rankedPageSchema, {
        auth: true,
        signal,
        query: toQuery(query),
      }),
    enabled: positionId !== null,
    placeholderData: keepPreviousData,
  });
}
