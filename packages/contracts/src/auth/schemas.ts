import { z } from "zod";
import { INT4_MAX, LANGUAGES } from "../common/constants.ts";
import { REGISTRABLE_ROLES } from "./roles.ts";
import { isPlausibleForeignVat, isValidItalianVat } from "./vat.ts";

export const languageSchema = z.enum(LANGUAGES, { message: "validation.language" });

export const emailSchema = z
  .string({ message: "validation.required" })
  .trim()
  .min(1, { message: "validation.required" })
  .max(254, { message: "validation.too_long" })
  .pipe(z.email({ message: "validation.email" }))
  .transform((v) => v.toLowerCase());

/** At least 8 characters with at least one letter and one digit. */
export const passwordSchema = z
  .string({ message: "validation.required" })
  .min(1, { message: "validation.required" })
  .max(128, { message: "validation.too_long" })
  .refine((v) => v.length >= 8 && /[A-Za-z]/.test(v) && /\d/.test(v), {
    message: "validation.password_weak",
  });

export const nameSchema = z
  .string({ message: "validation.required" })
  .trim()
  .min(1, { message: "validation.required" })
  .min(2, { message: "validation.too_short" })
  .max(50, { message: "validation.too_long" });

/** A numeric flag that also accepts booleans and "0"/"1" strings, as forms and query strings send them. */
export const flagSchema = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.enum(["0", "1"])])
  .transform((v) => (v === true || v === 1 || v === "1" ? 1 : 0));

export const registrableRoleSchema = z.coerce
  .number({ message: "validation.required" })
  .refine(
    (v): v is (typeof REGISTRABLE_ROLES)[number] => (REGISTRABLE_ROLES as readonly number[]).includes(v),
    {
      message: "validation.invalid",
    },
  );

/** Company identity shared by checkPiva and register: an Italian VAT with check digit, or a foreign number with its country. */
export const vatFields = {
  vat_number: z.string({ message: "validation.required" }).trim().min(1, { message: "validation.required" }),
  foreign_company: flagSchema.default(0),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: "validation.country" })
    .optional(),
};

export function checkVat(
  value: { vat_number: string; foreign_company: number; country?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.foreign_company === 1) {
    if (!value.country || value.country === "IT") {
      ctx.addIssue({ code: "custom", path: ["country"], message: "validation.country" });
    }
    if (!isPlausibleForeignVat(value.vat_number)) {
      ctx.addIssue({ code: "custom", path: ["vat_number"], message: "validation.vat_foreign" });
    }
  } else if (!isValidItalianVat(value.vat_number)) {
    ctx.addIssue({ code: "custom", path: ["vat_number"], message: "validation.vat_italian" });
  }
}

export const checkEmailBodySchema = z.object({
  email: emailSchema,
  language: languageSchema.optional(),
  role: z.coerce.number().int().optional(),
});
export type CheckEmailBody = z.input<typeof checkEmailBodySchema>;

export const checkPivaBodySchema = z
  .object({ ...vatFields, role: z.coerce.number().int().optional(), language: languageSchema.optional() })
  .superRefine(checkVat);
export type CheckPivaBody = z.input<typeof checkPivaBodySchema>;

export const availabilitySchema = z.object({ available: z.literal(true) });

export const registerBodySchema = z
  .object({
    role_id: registrableRoleSchema,
    firstname: nameSchema,
    lastname: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    phone: z
      .string()
      .trim()
      .max(30, { message: "validation.too_long" })
      .regex(/^[+0-9 ()-]*$/, { message: "validation.invalid" })
      .optional(),
    company_name: z
      .string({ message: "validation.required" })
      .trim()
      .min(1, { message: "validation.required" })
      .min(2, { message: "validation.too_short" })
      .max(120, { message: "validation.too_long" }),
    ...vatFields,
    city: z.string().trim().max(80, { message: "validation.too_long" }).optional(),
    how_do_you_know: z.coerce.number().int().positive().max(INT4_MAX).optional(),
    language: languageSchema.default("it"),
    terms_accepted: z.literal(true, { message: "validation.accept_terms" }),
    newsletter: flagSchema.default(0),
    sso_token: z.string().max(4096).optional(),
    /** The open-area contact token of the registration link (open/contact.ts): the lead becomes the company's. */
    contact_token: z.string().max(200).optional(),
  })
  .superRefine(checkVat);
export type RegisterBody = z.input<typeof registerBodySchema>;

export const registerResultSchema = z.object({
  user_id: z.number(),
  company_id: z.number(),
  email: z.string(),
  /** True when the e-mail was already verified (by a single sign-on token) and the user can log in at once. */
  email_confirmed: z.boolean(),
});

export const passwordLoginSchema = z.object({
  email: emailSchema,
  password: z.string({ message: "validation.required" }).min(1, { message: "validation.required" }).max(128),
});
export const ssoLoginSchema = z.object({
  provider: z.enum(["google", "microsoft"], { message: "validation.invalid" }),
  id_token: z.string().min(10, { message: "validation.invalid" }).max(8192),
  secret: z.string().max(512).optional(),
  nonce: z.string().max(200).optional(),
});
export const logoutLoginSchema = z.object({ logout: z.literal(true) });
/** POST auth/login takes credentials, an identity-provider token, or a logout payload (§7). */
export const loginBodySchema = z.union([passwordLoginSchema, ssoLoginSchema, logoutLoginSchema]);

/**
 * POST auth/pageSession's answer (issue 20, Speed): the page cookie is set for the bearer token's session, so that
 * the server can render that user's signed-in pages with their HTML (apps/api auth/page-session.ts).
 */
export const pageSessionResultSchema = z.object({ page_session: z.literal(true) });
export type PageSessionResult = z.infer<typeof pageSessionResultSchema>;
export type LoginBody = z.input<typeof loginBodySchema>;

export const refreshBodySchema = z.object({
  token: z.string().min(1, { message: "validation.required" }),
  extend_session: flagSchema.default(0),
});

export const forgotPasswordBodySchema = z.object({ email: emailSchema, language: languageSchema.optional() });
export const resetPasswordQuerySchema = z.object({
  reset_token: z.string().min(10, { message: "validation.invalid" }).max(200),
});
export const resetPasswordBodySchema = z
  .object({ password: passwordSchema, password_confirmation: z.string({ message: "validation.required" }) })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: "validation.passwords_differ",
  });
export const confirmEmailQuerySchema = z.object({
  token: z.string().min(10, { message: "validation.invalid" }).max(200),
});
export const sendConfirmEmailBodySchema = z.object({
  email: emailSchema,
  language: languageSchema.optional(),
});
export const updateLanguageBodySchema = z.object({ language: languageSchema });

/** The logged-in user of spec §3, with every field that exists at this stage of the product. */
export const sessionUserSchema = z.object({
  id: z.number(),
  role: z.string(),
  role_id: z.number(),
  logicRole: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  language: languageSchema,
  profile_image_url: z.string().nullable(),
  profile_image_name: z.string(),
  company_id: z.number(),
  company_name: z.string(),
  company_type: z.string(),
  company_profile_profiled: z.number(),
  possible_skip_modal_complete: z.number(),
  access_token: z.string().optional(),
  domain_url: z.string().nullable(),
  n_max_supplier: z.number().nullable(),
  n_max_users: z.number().nullable(),
  send_feedback: z.number(),
  purchase_plan: z.number(),
  id_plan_purchase: z.number().nullable(),
  name_plan_purchase: z.string().nullable(),
  title_plan: z.string().nullable(),
  request_purchase_plan_to_sales_id: z.number().nullable(),
  planName: z.string().nullable(),
  /** The plan's English name (issue 20); planName is the Italian one. */
  planName_en: z.string().nullable().optional(),
  assumeSubscription: z.number(),
  simulate_academy: z.number(),
  work_force: z.number(),
  id_doc_status: z.number(),
  limit_date_documentation: z.string().nullable(),
  versionProduct: z.number(),
  prev_uuid: z.string().nullable(),
  assumedUser: z.boolean(),
  possibleAssumeRole: z.boolean(),
  home: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  expires_in: z.number(),
  user: sessionUserSchema,
  /** Staff without two-factor sign-in while REQUIRE_STAFF_2FA is on: this session may only enrol. */
  mfa_enrolment_required: z.literal(true).optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Returned with auth.sso_unknown_user so the web can offer registration with what the provider told us. */
export const ssoUnknownUserDataSchema = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  provider: z.string(),
  sso_token: z.string(),
});
