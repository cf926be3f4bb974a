import { z } from "zod";
import { emailSchema, languageSchema, nameSchema } from "../auth/schemas.ts";
import { pageOf, paginationQuerySchema } from "../common/pagination.ts";
import { OPEN_CONTACT_KINDS, OPEN_CONTACT_STATUSES } from "./contact.ts";

/** Staff's open-area leads (issue 16 slice 2): the list (and its CSV) and the funnel per UTM source. */
export const OPEN_LEADS_EXPORT_MAX = 10_000;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "validation.invalid" })
  .optional();

/** GET admin/open-leads (and .csv): filters, search over e-mail, names and company, pages. */
export const openLeadsQuerySchema = paginationQuerySchema
  .extend({
    status: z.enum(OPEN_CONTACT_STATUSES, { message: "validation.invalid" }).optional(),
    kind: z.enum(OPEN_CONTACT_KINDS, { message: "validation.invalid" }).optional(),
    source: z.string().trim().max(100, { message: "validation.too_long" }).optional(),
    search: z.string().trim().max(100, { message: "validation.too_long" }).optional(),
    /** Created on or after this day (UTC). */
    from: isoDate,
    /** Created on or before this day (UTC). */
    to: isoDate,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "validation.invalid", path: ["to"] });
export type OpenLeadsQuery = z.input<typeof openLeadsQuerySchema>;

export const openLeadSchema = z.object({
  id: z.number(),
  kind: z.enum(OPEN_CONTACT_KINDS),
  status: z.enum(OPEN_CONTACT_STATUSES),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  company_name: z.string().nullable(),
  profile: z.object({ id: z.number(), title: z.string() }).nullable(),
  /** The need a visitor described (need leads). */
  need: z.object({ title: z.string(), type: z.enum(["tm", "fp"]) }).nullable(),
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  caller: z.string().nullable(),
  company: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
  registered_at: z.string().nullable(),
});
export type OpenLead = z.infer<typeof openLeadSchema>;
export const openLeadsPageSchema = pageOf(openLeadSchema);

/** GET admin/open-leads/funnel: a period (dates inclusive, UTC); the last 30 days when absent. */
export const openFunnelQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "validation.invalid", path: ["to"] });

/** One row per UTM source (null: visits without one): visits → contacts → registrations → first needs. */
export const openFunnelRowSchema = z.object({
  utm_source: z.string().nullable(),
  visits: z.number(),
  contacts: z.number(),
  registrations: z.number(),
  first_needs: z.number(),
});
export const openFunnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(openFunnelRowSchema),
});
export type OpenFunnel = z.infer<typeof openFunnelSchema>;

/** POST admin/open-leads: staff invite a prospect client (an onboarding lead); the prospect gets the link. */
export const openOnboardingBodySchema = z.object({
  email: emailSchema,
  firstname: nameSchema,
  lastname: nameSchema,
  company_name: z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .min(2, { message: "validation.too_short" })
    .max(120, { message: "validation.too_long" }),
  language: languageSchema.default("it"),
});
export type OpenOnboardingBody = z.input<typeof openOnboardingBodySchema>;
export const openOnboardingCreatedSchema = z.object({ id: z.number(), email: z.string() });
