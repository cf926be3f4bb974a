import { z } from "zod";
import { ROLE, type RoleId } from "../auth/roles.ts";
import { checkVat, emailSchema, languageSchema, nameSchema, vatFields } from "../auth/schemas.ts";
import { INT4_MAX } from "../common/constants.ts";
import { pageOf, paginationQuerySchema } from "../common/pagination.ts";
import { teamMemberSchema } from "./team.ts";

/**
 * Company Administrators (issue 17 item 5, spec §6): an organisation (a distributor or consortium) that onboards
 * and looks after a group of member companies (company.admin_company_id). Both Company Administrator roles have
 * the same rights over their own member companies and never see another organisation's.
 */
export const COMPANY_ADMIN_ROLES = [
  ROLE.COMPANY_ADMINISTRATOR,
  ROLE.COMPANY_ADMINISTRATOR_MANAGEMENT,
] as const;

/** The kinds of company an organisation (or staff) creates on behalf of someone, and the owner's role in each. */
export const MEMBER_COMPANY_TYPES = ["client", "supplier", "freelance", "academy"] as const;
export type MemberCompanyType = (typeof MEMBER_COMPANY_TYPES)[number];
export const MEMBER_OWNER_ROLE: Record<MemberCompanyType, RoleId> = {
  client: ROLE.CLIENT,
  supplier: ROLE.SUPPLIER,
  freelance: ROLE.FREELANCER,
  academy: ROLE.ACCADEMY,
};

/**
 * Onboarding steps of a member company, in order: its company profile completed, its documentation sent, its
 * documentation approved, its first activity (a client's first need; a supplier's, freelancer's or academy's first
 * profile or service).
 */
export const ONBOARDING_STEPS = [
  "profile_completed",
  "documents_sent",
  "approved",
  "first_activity",
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export type OnboardingSteps = Record<OnboardingStep, boolean>;

/** The first step not reached yet, or null when the company went through every step. */
export function nextOnboardingStep(steps: OnboardingSteps): OnboardingStep | null {
  return ONBOARDING_STEPS.find((step) => !steps[step]) ?? null;
}

/** How many steps are done, for the progress shown beside each company. */
export function onboardingProgress(steps: OnboardingSteps): number {
  return ONBOARDING_STEPS.filter((step) => steps[step]).length;
}

const searchText = z.string().trim().max(100, { message: "validation.too_long" }).optional();

export const memberCompaniesQuerySchema = paginationQuerySchema.extend({
  search: searchText,
  type: z.enum(MEMBER_COMPANY_TYPES, { message: "validation.invalid" }).optional(),
  /** Companies whose next step is this one (where onboarding is stuck); "done": every step reached. */
  next_step: z.enum([...ONBOARDING_STEPS, "done"], { message: "validation.invalid" }).optional(),
  sort: z.enum(["created", "name"], { message: "validation.invalid" }).default("created"),
  order: z.enum(["asc", "desc"], { message: "validation.invalid" }).default("desc"),
});
export type MemberCompaniesQuery = z.input<typeof memberCompaniesQuerySchema>;

const stepsSchema = z.object({
  profile_completed: z.boolean(),
  documents_sent: z.boolean(),
  approved: z.boolean(),
  first_activity: z.boolean(),
});

export const memberCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  vat_number: z.string(),
  city: z.string().nullable(),
  doc_status: z.number(),
  created_at: z.string(),
  users: z.number(),
  owner: z
    .object({
      firstname: z.string(),
      lastname: z.string(),
      email: z.string(),
      status: z.enum(["active", "invited", "disabled"]),
    })
    .nullable(),
  steps: stepsSchema,
  next_step: z.enum(ONBOARDING_STEPS).nullable(),
});
export type MemberCompany = z.infer<typeof memberCompanySchema>;
export const memberCompaniesPageSchema = pageOf(memberCompanySchema);

export const memberCompanyDetailSchema = memberCompanySchema.extend({
  website: z.string().nullable(),
  country: z.string(),
  team: z.array(teamMemberSchema),
  activity: z.object({ profiles: z.number(), needs: z.number(), services: z.number() }),
});
export type MemberCompanyDetail = z.infer<typeof memberCompanyDetailSchema>;

/** company_create: a company and its owner, who gets an e-mail to set a password (an invitation). */
export const createMemberCompanyBodySchema = z
  .object({
    type: z.enum(MEMBER_COMPANY_TYPES, { message: "validation.invalid" }),
    company_name: z
      .string({ message: "validation.required" })
      .trim()
      .min(1, { message: "validation.required" })
      .min(2, { message: "validation.too_short" })
      .max(120, { message: "validation.too_long" }),
    ...vatFields,
    city: z.string().trim().max(80, { message: "validation.too_long" }).optional(),
    owner_firstname: nameSchema,
    owner_lastname: nameSchema,
    owner_email: emailSchema,
    language: languageSchema.default("it"),
    /** Staff only: the Company Administrator organisation the new company joins (ignored for company administrators). */
    admin_company_id: z.number().int().positive().max(INT4_MAX).optional(),
  })
  .superRefine(checkVat);
export type CreateMemberCompanyBody = z.input<typeof createMemberCompanyBodySchema>;
export const createMemberCompanyResultSchema = z.object({
  company_id: z.number(),
  owner_user_id: z.number(),
  owner_email: z.string(),
});

/** The sidebar counters of §9 for company administrators, polled every 600 s. */
export const companyAdminCountersSchema = z.object({
  /** Member companies. */
  companies: z.number(),
  /** Member companies' services waiting for staff review. */
  services_pending: z.number(),
  /** Member companies' approved (live) services. */
  services_approved: z.number(),
});
export type CompanyAdminCounters = z.infer<typeof companyAdminCountersSchema>;
