import { z } from "zod";
import { INT4_MAX } from "../common/constants.ts";

/** The Assumi (hire) add-on's yearly price, in euro cents (§1: the client can buy or refuse it). */
export const ASSUMI_ADDON_PRICE_CENTS = 49_000;

/** Form fields arrive as strings; empty values count as absent (§7: empty values dropped). */
const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const openCheckoutBodySchema = z.object({
  plan_id: z.coerce
    .number({ message: "validation.required" })
    .int()
    .positive({ message: "validation.invalid" }),
  plan_charge: z.preprocess(emptyToUndefined, z.string().max(60).optional()),
  request_purchase_plan_to_sales_id: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().positive().max(INT4_MAX).optional(),
  ),
  addon: z
    .preprocess(emptyToUndefined, z.enum(["0", "1", "true", "false"]).optional())
    .transform((v) => v === "1" || v === "true"),
  /**
   * Buys the Assumi add-on alone for the current plan (plan_id), until that plan expires (plans/addon-alone.ts);
   * refused with billing.addon_not_available when the plan is not the company's active paid one or has it already.
   */
  addon_alone: z
    .preprocess(emptyToUndefined, z.enum(["0", "1", "true", "false"]).optional())
    .transform((v) => v === "1" || v === "true"),
  coupon: z.preprocess(emptyToUndefined, z.string().trim().max(40).optional()),
  /** Where the checkout returns after payment: a path of this app. */
  return_path: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(300)
      .regex(/^\/(?!\/)[\w\-/?=&.%]*$/, { message: "validation.invalid" })
      .optional(),
  ),
});

export const checkoutPageSchema = z.object({
  id: z.string(),
  provider: z.string(),
  url: z.string(),
  amount: z.number(),
  currency: z.string(),
  expires_at: z.string(),
});

export const checkSubscriptionBodySchema = z.object({
  plan_id: z.coerce.number().int().positive().max(INT4_MAX),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, { message: "validation.invalid" }),
});
/** Non-empty when the subscription moved to the plan after the date (§7). */
export const subscriptionUpdatedSchema = z.array(
  z.object({ plan_id: z.number(), state: z.number(), updated_at: z.string() }),
);

export const portalSessionSchema = z.object({ url: z.string() });
