import { z } from "zod";
import { INT4_MAX } from "../common/constants.ts";
import { paginationQuerySchema } from "../common/pagination.ts";

export const limitationSchema = z.object({
  state_function: z.string(),
  blocked: z.boolean(),
  action: z.number(),
  create: z.number(),
  sourcePage: z.string(),
  blocked_for_plan_detail: z
    .object({
      name_function: z.string(),
      name_plan_recommended: z.string(),
      /** The recommended plan's English name (issue 20). */
      name_plan_recommended_en: z.string().optional(),
    })
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
  /** The current plan's English name (issue 20; the API always sends it); namePlanCurrent is the Italian one. */
  namePlanCurrent_en: z.string().nullable().optional(),
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
  /** The plan was cancelled in the billing portal: it ends at its expiry and does not renew. */
  cancel_at_period_end: z.boolean(),
  /**
   * What the Assumi add-on costs bought alone now, in euro, until the current plan expires (addon-alone.ts); null
   * when it cannot be (no active paid plan, or the add-on is already part of it).
   */
  addon_alone_price: z.number().nullable().optional(),
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
  /** The current plan's English name (issue 20; the API always sends it); namePlanCurrent is the Italian one. */
  namePlanCurrent_en: z.string().nullable().optional(),
  freePlan: z.boolean(),
  price: z.number(),
  limit: z.string().nullable(),
  /** Days until the plan expires (0 when expired or no plan; null when it never expires). */
  numberDay: z.number().nullable(),
  limitations: z.array(limitationSchema),
  /** 1 active, 0 otherwise. */
  planStatus: z.number(),
  /** The plan was cancelled in the billing portal: it ends at its expiry and does not renew. */
  cancel_at_period_end: z.boolean(),
});
export type SupplierPlanStatus = z.infer<typeof supplierPlanStatusSchema>;

export const planSchema = z.object({
  id: z.number(),
  audience: z.enum(["client", "supplier"]),
  name: z.string(),
  title: z.string(),
  /** English name and title (issue 20); name and title are the Italian ones. */
  name_en: z.string(),
  title_en: z.string(),
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

export const planAlertSchema = z.object({ code: z.string(), action: z.number() });

export const ledgerEntrySchema = z.object({
  id: z.number(),
  delta: z.number(),
  reason: z.string(),
  function_state: z.string().nullable(),
  reference: z.string().nullable(),
  created_at: z.string(),
});

export const invoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  description: z.string(),
  amount: z.number(),
  discount: z.number(),
  total: z.number(),
  period_start: z.string(),
  period_end: z.string(),
  created_at: z.string(),
});

export const companySubscriptionSchema = z.object({
  company_id: z.number(),
  company_name: z.string(),
  company_type: z.string(),
  plan_id: z.number(),
  plan_name: z.string(),
  plan_name_en: z.string(),
  state: z.number(),
  expires: z.string(),
  credit_available: z.number(),
  cancel_at_period_end: z.boolean(),
  provider: z.string(),
});
export const companySubscriptionsQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(120).optional(),
  state: z.coerce.number().int().min(1).max(4).optional(),
});

export const planUpdateBodySchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { message: "validation.required" })
      .max(120, { message: "validation.too_long" }),
    title_en: z
      .string()
      .trim()
      .min(1, { message: "validation.required" })
      .max(120, { message: "validation.too_long" }),
    price: z
      .number()
      .min(0, { message: "validation.invalid" })
      .max(1_000_000, { message: "validation.invalid" }),
    credits: z.number().int().min(0, { message: "validation.invalid" }).max(1_000_000),
    max_project: z.number().int().min(0).nullable(),
    max_position: z.number().int().min(0).nullable(),
    n_max_users: z.number().int().min(1).nullable(),
    transaction_fee: z.number().min(0).max(100, { message: "validation.invalid" }),
    functions: z.array(z.string().min(1).max(40)).max(40),
    active: z.boolean(),
  })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "validation.no_changes" });

export const couponSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(["percent", "amount"]),
  value: z.number(),
  audience: z.enum(["client", "supplier", "all"]),
  expires_at: z.string().nullable(),
  max_redemptions: z.number().nullable(),
  redemptions: z.number(),
  active: z.boolean(),
});
export const couponCreateBodySchema = z
  .object({
    code: z
      .string({ message: "validation.required" })
      .trim()
      .min(3, { message: "validation.too_short" })
      .max(40, { message: "validation.too_long" })
      .regex(/^[A-Za-z0-9_-]+$/, { message: "validation.invalid" })
      .transform((v) => v.toUpperCase()),
    kind: z.enum(["percent", "amount"], { message: "validation.invalid" }),
    value: z
      .number({ message: "validation.required" })
      .int({ message: "validation.invalid" })
      .positive({ message: "validation.invalid" }),
    audience: z.enum(["client", "supplier", "all"]).default("all"),
    expires_at: z.iso.datetime({ message: "validation.invalid" }).nullable().default(null),
    max_redemptions: z.number().int().positive().max(INT4_MAX).nullable().default(null),
  })
  .refine((c) => c.kind !== "percent" || c.value <= 100, { path: ["value"], message: "validation.invalid" });
export const couponUpdateBodySchema = z.object({ active: z.boolean() });
