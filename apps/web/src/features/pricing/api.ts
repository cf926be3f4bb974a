import { publicPlanSchema } from "@mkt/contracts";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";

export type Audience = "client" | "supplier";

/** GET plans/public: the plans on sale for an audience, as the pricing page shows them (no sign-in). */
export function usePublicPlans(audience: Audience) {
  return useQuery({
    queryKey: ["public-plans", audience],
    queryFn: () => apiRequest("plans/public", z.array(publicPlanSchema), { query: { audience } }),
    staleTime: 5 * 60_000,
  });
}
