import {
  companySubscriptionSchema,
  type couponCreateBodySchema,
  couponSchema,
  pageOf,
  planSchema,
  type planUpdateBodySchema,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../shared/api/http-client.ts";
import { plansKeys } from "./api.ts";

export type CompanySubscription = z.infer<typeof companySubscriptionSchema>;
export type Coupon = z.infer<typeof couponSchema>;
export type CouponCreateInput = z.input<typeof couponCreateBodySchema>;
export type PlanUpdateInput = z.input<typeof planUpdateBodySchema>;

export const SUBSCRIPTIONS_PAGE_SIZE = 20;

export const adminKeys = {
  subscriptions: (filters: SubscriptionFilters) => ["admin", "subscriptions", filters] as const,
  coupons: ["admin", "coupons"] as const,
  allPlans: ["admin", "plans"] as const,
};

export type SubscriptionFilters = { page: number; search: string; state: number | null };

/** GET admin/subscriptions (staff): companies with their plan, state, expiry and credits. */
export function useCompanySubscriptions(filters: SubscriptionFilters) {
  return useQuery({
    queryKey: adminKeys.subscriptions(filters),
    queryFn: () =>
      apiRequest("admin/subscriptions", pageOf(companySubscriptionSchema), {
        auth: true,
        query: {
          page: filters.page,
          limit: SUBSCRIPTIONS_PAGE_SIZE,
          search: filters.search || undefined,
          state: filters.state ?? undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Both audiences' plans on sale, for the staff's plan editing. */
export function useAllPlans() {
  return useQuery({
    queryKey: adminKeys.allPlans,
    queryFn: async () => {
      const [client, supplier] = await Promise.all(
        (["client", "supplier"] as const).map((audience) =>
          apiRequest("plans/list", z.array(planSchema), { auth: true, query: { audience } }),
        ),
      );
      return [...(client ?? []), ...(supplier ?? [])];
    },
  });
}

/** PATCH admin/plans/:id (Administrator). */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PlanUpdateInput }) =>
      apiRequest(`admin/plans/${id}`, z.object({ id: z.number() }), { method: "PATCH", auth: true, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.allPlans });
      void queryClient.invalidateQueries({ queryKey: plansKeys.all });
    },
  });
}

/** GET admin/coupons (staff). */
export function useCoupons() {
  return useQuery({
    queryKey: adminKeys.coupons,
    queryFn: () => apiRequest("admin/coupons", z.array(couponSchema), { auth: true }),
  });
}

/** POST admin/coupons (Administrator). */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponCreateInput) =>
      apiRequest("admin/coupons", couponSchema, { method: "POST", auth: true, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.coupons }),
  });
}

/** PATCH admin/coupons/:id (Administrator): switch a coupon on or off. */
export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiRequest(`admin/coupons/${id}`, couponSchema, { method: "PATCH", auth: true, body: { active } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.coupons }),
  });
}
