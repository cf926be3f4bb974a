import { z } from "zod";
import { ROLE, type RoleId } from "../auth/roles.ts";
import {
  checkVat,
  emailSchema,
  languageSchema,
  nameSchema,
  passwordSchema,
  vatFields,
} from "../auth/schemas.ts";
import { INT4_MAX } from "../common/constants.ts";
import { paginationQuerySchema } from "../common/pagination.ts";
import { profileBodySchema } from "../profiles/schemas.ts";

/**
 * The operator's registrations and accounts (issue 17 item 2): pending inscriptions, ghost accounts, staff users
 * and freelancer verification. Admin Management approves inscriptions and verifies freelancers; only the
 * Administrator manages staff users and creates ghost accounts.
 */
export const INSCRIPTION_DECIDER_ROLES: RoleId[] = [ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT];
export const FREELANCE_VERIFIER_ROLES: RoleId[] = [ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT];
export const STAFF_ACCOUNT_MANAGER_ROLES: RoleId[] = [ROLE.ADMINISTRATOR];
/** The roles a staff user can hold. */
export const STAFF_ROLES = [ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT] as const;

export const STAFF_ACCOUNT_LIMITS = {
  reasonMin: 3,
  reasonMax: 500,
  ghostProfilesMax: 10,
  bulkMax: 100,
} as const;
/** A ghost company's claim link lives 7 days. */
export const CLAIM_TOKEN_TTL_MINUTES = 7 * 24 * 60;

const search = z.string().trim().max(100, { message: "validation.too_long" }).optional();

export const inscriptionsQuerySchema = paginationQuerySchema.extend({
  search,
  type: z.enum(["client", "supplier", "freelance", "academy"], { message: "validation.invalid" }).optional(),
  sort: z.enum(["created", "name"], { message: "validation.invalid" }).default("created"),
  order: z.enum(["asc", "desc"], { message: "validation.invalid" }).default("desc"),
});
export type InscriptionsQuery = z.input<typeof inscriptionsQuerySchema>;

export const inscriptionRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  vat_number: z.string(),
  type: z.string(),
  country: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  email_confirmed: z.boolean(),
  created_at: z.string(),
});
export type InscriptionRow = z.infer<typeof inscriptionRowSchema>;
export const inscriptionsPageSchema = z.object({
  items: z.array(inscriptionRowSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});

export const reasonSchema = z
  .string({ message: "validation.required" })
  .trim()
  .min(1, { message: "validation.required" })
  .min(STAFF_ACCOUNT_LIMITS.reasonMin, { message: "validation.too_short" })
  .max(STAFF_ACCOUNT_LIMITS.reasonMax, { message: "validation.too_long" });

export const inscriptionDecisionBodySchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("approve") }),
    z.object({ decision: z.literal("reject"), reason: reasonSchema }),
  ],
  { message: "validation.invalid" },
);
export type InscriptionDecisionBody = z.input<typeof inscriptionDecisionBodySchema>;
export const inscriptionDecisionResultSchema = z.object({
  id: z.number(),
  review_status: z.enum(["approved", "rejected"]),
});
export const bulkApproveBodySchema = z.object({
  ids: z
    .array(z.number().int().positive().max(INT4_MAX))
    .min(1, { message: "validation.required" })
    .max(STAFF_ACCOUNT_LIMITS.bulkMax, { message: "validation.too_long" }),
});
export const bulkApproveResultSchema = z.object({ approved: z.array(z.number()) });

/** A profile staff add on a ghost company's behalf: the profile form's fields (title, seniority… required). */
export const ghostProfileSchema = profileBodySchema;
export const ghostAccountBodySchema = z
  .object({
    company_name: z
      .string({ message: "validation.required" })
      .trim()
      .min(1, { message: "validation.required" })
      .min(2, { message: "validation.too_short" })
      .max(120, { message: "validation.too_long" }),
    ...vatFields,
    firstname: nameSchema,
    lastname: nameSchema,
    email: emailSchema,
    language: languageSchema,
    profiles: z
      .array(ghostProfileSchema)
      .min(1, { message: "validation.required" })
      .max(STAFF_ACCOUNT_LIMITS.ghostProfilesMax, { message: "validation.too_long" }),
  })
  .superRefine(checkVat);
export type GhostAccountBody = z.input<typeof ghostAccountBodySchema>;

export const CLAIM_STATES = ["not_invited", "invited", "expired", "claimed"] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
export const ghostCompanyRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  vat_number: z.string(),
  email: z.string(),
  language: z.string(),
  profiles: z.number(),
  claim_state: z.enum(CLAIM_STATES),
  invited_at: z.string().nullable(),
  created_at: z.string(),
});
export type GhostCompanyRow = z.infer<typeof ghostCompanyRowSchema>;
export const ghostCompaniesQuerySchema = paginationQuerySchema.extend({ search });
export const ghostCompaniesPageSchema = z.object({
  items: z.array(ghostCompanyRowSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});

export const claimTokenQuerySchema = z.object({
  token: z.string().min(10, { message: "validation.invalid" }).max(200, { message: "validation.invalid" }),
});
export const claimInfoSchema = z.object({
  company_name: z.string(),
  email: z.string(),
  firstname: z.string(),
});
export const claimCompanyBodySchema = z
  .object({
    token: z.string().min(10, { message: "validation.invalid" }).max(200, { message: "validation.invalid" }),
    password: passwordSchema,
    password_confirmation: z.string({ message: "validation.required" }),
    terms_accepted: z.literal(true, { message: "validation.accept_terms" }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: "validation.passwords_differ",
  });
export type ClaimCompanyBody = z.input<typeof claimCompanyBodySchema>;
export const claimCompanyResultSchema = z.object({ email: z.string() });

const staffRoleSchema = z
  .number({ message: "validation.required" })
  .int()
  .refine((r) => (STAFF_ROLES as readonly number[]).includes(r), { message: "validation.invalid" });
export const staffInviteBodySchema = z.object({
  firstname: nameSchema,
  lastname: nameSchema,
  email: emailSchema,
  role_id: staffRoleSchema,
  language: languageSchema.default("it"),
});
export type StaffInviteBody = z.input<typeof staffInviteBodySchema>;
export const staffUpdateBodySchema = z
  .object({ role_id: staffRoleSchema.optional(), active: z.boolean().optional() })
  .refine((b) => b.role_id !== undefined || b.active !== undefined, { message: "validation.required" });
export const staffUserSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role_id: z.number(),
  status: z.enum(["active", "invited", "disabled"]),
  two_factor: z.boolean(),
  created_at: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const checkValidFreelanceBodySchema = z.object({
  id: z.number({ message: "validation.required" }).int().positive({ message: "validation.invalid" }),
});
export const freelanceVerificationSchema = z.object({ id: z.number(), freelance_verified_at: z.string() });
/** The company detail drawer's verification block: a freelancer's state (null until staff verify it). */
export const freelanceVerificationStateSchema = z.object({
  id: z.number(),
  type: z.string(),
  freelance_verified_at: z.string().nullable(),
});
export type FreelanceVerificationState = z.infer<typeof freelanceVerificationStateSchema>;
