import { z } from "zod";
import { emailSchema, languageSchema, nameSchema } from "../auth/schemas.ts";
import { fpNeedBodySchema, tmNeedBodySchema } from "../needs/schemas.ts";
import { openTokenInputSchema } from "./access.ts";

/** "" from an empty form field counts as absent. */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/**
 * The contact fields of a visitor's need (spec §7 auth/saveContact, sent with the need so the two never part):
 * names, company and e-mail required, phone optional, consent to be contacted.
 */
export const openNeedContactFields = {
  email: emailSchema,
  firstname: nameSchema,
  lastname: nameSchema,
  company_name: z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .min(2, { message: "validation.too_short" })
    .max(120, { message: "validation.too_long" }),
  phone: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(30, { message: "validation.too_long" })
      .regex(/^[+0-9 ()-]*$/, { message: "validation.invalid" })
      .optional(),
  ),
  language: languageSchema.default("it"),
  consent: z.literal(true, { message: "validation.accept_terms" }),
};
/** The contact part alone (the web form's contact step). */
export const openNeedContactSchema = z.object(openNeedContactFields);
export type OpenNeedContactBody = z.input<typeof openNeedContactSchema>;

const withToken = { token: openTokenInputSchema, ...openNeedContactFields };

/**
 * Body of POST open/positionQuotationOpen: the signed-in Time & Material need form's body (without `publish`: the
 * need is created at registration, published when the plan allows) plus the contact fields.
 */
export const openTmNeedBodySchema = tmNeedBodySchema.omit({ publish: true }).extend(withToken);
export type OpenTmNeedBody = z.input<typeof openTmNeedBodySchema>;
/** Body of POST open/saveProjectOpen: the Fixed Price need form's body plus the contact fields. */
export const openFpNeedBodySchema = fpNeedBodySchema.omit({ publish: true }).extend(withToken);
export type OpenFpNeedBody = z.input<typeof openFpNeedBodySchema>;
/** The keys of a need lead's body that are not the need (left out of the stored need payload). */
export const OPEN_NEED_CONTACT_KEYS = Object.keys(withToken) as (keyof typeof withToken)[];

/**
 * GET open/getFreePlanOpen: the limits of the free plan a visitor's company starts on when they register from a
 * need (the plans table, as staff set it; null: no limit), so the need form can say so before sending.
 */
export const openFreePlanSchema = z.object({
  /** T&M positions open at the same time. */
  max_position: z.number().int().nullable(),
  /** Fixed-price projects open at the same time. */
  max_project: z.number().int().nullable(),
});
export type OpenFreePlan = z.infer<typeof openFreePlanSchema>;
