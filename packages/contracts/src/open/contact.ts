import { z } from "zod";
import { emailSchema, languageSchema, nameSchema } from "../auth/schemas.ts";
import { openTokenInputSchema } from "./access.ts";

/**
 * Open-area leads (issue 16 slice 2, spec §2.2/§7 open/requestAvailableProfile, auth/checkTokenRegistration): a
 * visitor leaves an e-mail with a question, gets a registration link carrying a one-time contact token, and
 * registering with it turns the lead into the real thing.
 */
export const OPEN_CONTACT_LIMITS = {
  /** Leads per e-mail address (any kind), on top of the open-write limits per IP and visit. */
  perEmailPerDay: { max: 5, windowSeconds: 24 * 60 * 60 },
  /** The registration link's life. */
  registrationTtlDays: 7,
  /** Leads never registered are deleted this many months after their creation (the jobs). */
  retentionMonths: 12,
  /** A contact token is 32 random bytes in base64url. */
  tokenLength: 43,
} as const;

export const OPEN_CONTACT_KINDS = ["availability", "need", "shared_link", "onboarding"] as const;
export type OpenContactKind = (typeof OPEN_CONTACT_KINDS)[number];
export const OPEN_CONTACT_STATUSES = ["new", "registered", "first_need"] as const;
export type OpenContactStatus = (typeof OPEN_CONTACT_STATUSES)[number];

const CONTACT_TOKEN_CHARS = /^[A-Za-z0-9_-]+$/;
/** Whether a string has the shape of a contact token; says nothing about its validity. */
export function isContactTokenFormat(value: string): boolean {
  return value.length === OPEN_CONTACT_LIMITS.tokenLength && CONTACT_TOKEN_CHARS.test(value);
}

/** "" from an empty form field counts as absent. */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalName = z.preprocess(blankToUndefined, nameSchema.optional());
const optionalCompany = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .min(2, { message: "validation.too_short" })
    .max(120, { message: "validation.too_long" })
    .optional(),
);

/** Body of POST open/requestAvailableProfile. */
export const openAvailabilityBodySchema = z.object({
  token: openTokenInputSchema,
  profile_id: z.coerce
    .number({ message: "validation.required" })
    .int()
    .positive({ message: "validation.invalid" }),
  email: emailSchema,
  firstname: optionalName,
  lastname: optionalName,
  company_name: optionalCompany,
  language: languageSchema.default("it"),
  consent: z.literal(true, { message: "validation.accept_terms" }),
});
export type OpenAvailabilityBody = z.input<typeof openAvailabilityBodySchema>;

/** What a lead's POST answers: the address the registration link went to. */
export const openContactSentSchema = z.object({ sent: z.literal(true), email: z.string() });
export type OpenContactSent = z.infer<typeof openContactSentSchema>;

/** Query of GET auth/checkTokenRegistration and GET auth/onboardingCustomer. */
export const contactTokenQuerySchema = z.object({
  token: z.string({ message: "validation.required" }).min(1, { message: "validation.required" }).max(200),
});

/** What registration is pre-filled with, and what registering will do (kind + the profile or need asked about). */
export const openContactPrefillSchema = z.object({
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  company_name: z.string().nullable(),
  language: languageSchema,
  kind: z.enum(OPEN_CONTACT_KINDS),
  profile: z.object({ id: z.number(), title: z.string() }).nullable(),
  need: z.object({ title: z.string(), type: z.enum(["tm", "fp"]) }).nullable(),
  expires_at: z.string(),
});
export type OpenContactPrefill = z.infer<typeof openContactPrefillSchema>;
