import { z } from "zod";
import { planSchema } from "./schemas.ts";

/**
 * GET plans/public: what the public pricing page shows of a plan on sale (issue 20 item 8). Only what a visitor
 * may see: no payment provider codes, no legacy plans.
 */
export const publicPlanSchema = planSchema
  .omit({ charge_code: true, is_old_plan: true, recommended_for: true })
  // The price (euro, VAT excluded) is for one period.
  .extend({ period: z.literal("year") });
export type PublicPlan = z.infer<typeof publicPlanSchema>;

export const publicPlansQuerySchema = z.strictObject({
  audience: z.enum(["client", "supplier"], { message: "validation.invalid" }),
});

/** Anonymous readers of the price list, per IP (signed-in users are not counted). */
export const PUBLIC_PLANS_LIMIT = { max: 60, windowSeconds: 60 } as const;
