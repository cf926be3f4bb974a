import { z } from "zod";

export const limitationSchema = z.object({
  state_function: z.string(),
  blocked: z.boolean(),
  action: z.number(),
  create: z.number(),
  sourcePage: z.string(),
  blocked_for_plan_detail: z
    .object({ name_function: z.string(), name_plan_recommended: z.string() })
    .nullable(),
  blocked_for_limit_detail: z.object({ name_limit: z.string(), number_max_limit: z.number() }).nullable(),
  openCheckout: z.number(),
});

/** §3 client credits/plan state (GET company/getNumberCredits). */
export const clientCreditsSchema = z.object({
  state: z.number(),
  creditAvailable: z.number(),
  credits: z.number(),
  creditsUsed: z.number(),
  namePlanCurrent: z.string().nullable(),
  idPlanCurrent: z.number().nullable(),
  price: z.number(),
  /** Expiry dd/mm/yyyy; 31/12/9999 for plans that never expire. */
  limit: z.string().nullable(),
  is_old_plan: z.boolean(),
  countProjects: z.number(),
  countPosition: z.number(),
  max_project: z.number().nullable(),
  max_position: z.number().nullable(),
  informationBlocked: z.boolean(),
  assumePlan: z.number(),
  n_max_users: z.number().nullable(),
  limitations: z.array(limitationSchema),
  planStatus: z.number(),
  transactionFee: z.number(),
  freePlan: z.boolean(),
});
export type ClientCredits = z.infer<typeof clientCreditsSchema>;

/** §3 supplier plan status (GET company/getPlanStatus). */
export const supplierPlanStatusSchema = z.object({
  idPlanCurrent: z.number().nullable(),
  isOldPlan: z.boolean(),
  countPosition: z.number(),
  max_position: z.number().nullable(),
  transactionFee: z.number(),
  namePlanCurrent: z.string().nullable(),
  freePlan: z.boolean(),
  price: z.number(),
  limit: z.string().nullable(),
  /** Days until the plan expires (0 when expired or no plan; null when it never expires). */
  numberDay: z.number().nullable(),
  limitations: z.array(limitationSchema),
  /** 1 active, 0 otherwise. */
  planStatus: z.number(),
});
export type SupplierPlanStatus = z.infer<typeof supplierPlanStatusSchema>;

export const planSchema = z.object({
  id: z.number(),
  audience: z.enum(["client", "supplier"]),
  name: z.string(),
  title: z.string(),
  price: z.number(),
  credits: z.number(),
  max_project: z.number().nullable(),
  max_position: z.number().nullable(),
  n_max_users: z.number().nullable(),
  transaction_fee: z.number(),
  functions: z.array(z.string()),
  charge_code: z.string().nullable(),
  is_old_plan: z.boolean(),
  recommended_for: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;
