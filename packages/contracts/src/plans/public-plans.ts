import { z } from "zod";

/**
 * GET plans/public: what the public pricing page shows of a plan on sale (issue 20 item 8). Only what a visitor
 * may see: no payment provider codes, no legacy plans.
 */
export const publicPlanSchema = z.object({
  id: z.number(),
  audience: z.enum(["client", "supplier"]),
  name: z.string(),
  title: z.string(),
  /** English name and title (issue 20); name and title are the Italian ones. */
  name_en: z.string(),
  title_en: z.string(),
  /** Price in euro, VAT excluded, for one `period`. */
  price: z.number(),
  period: z.literal("year"),
  credits: z.number(),
  max_project: z.number().nullable(),
  max_position: z.number().nullable(),
  n_max_users: z.number().nullable(),
  /** Percent of a collaboration's value (supplier plans). */
  transaction_fee: z.number(),
  /** Function codes (the web translates them). */
  functions: z.array(z.string()),
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;

export const publicPlansQuerySchema = z.strictObject({
  audience: z.enum(["client", "supplier"], { message: "validation.invalid" }),
});

/** Anonymous readers of the price list, per IP (signed-in users are not counted). */
export const PUBLIC_PLANS_LIMIT = { max: 60, windowSeconds: 60 } as const;
