import { z } from "zod";
import { ROLE, type RoleId } from "../auth/roles.ts";
import { languageSchema } from "../auth/schemas.ts";
import { PRODUCT_VERSION } from "../common/constants.ts";

/**
 * §4 feedback survey: the in-app questionnaire that replaces the third-party form. Scales and limits of
 * its answers.
 */
export const SURVEY_LIMITS = {
  recommendMin: 0,
  recommendMax: 10,
  satisfactionMin: 1,
  satisfactionMax: 5,
  commentMax: 1000,
} as const;

/** §4 timings: the popup opens 3 s after the shell loads and closes itself 2 s after the answer. */
export const SURVEY_OPEN_DELAY_MS = 3000;
export const SURVEY_AUTO_CLOSE_MS = 2000;

/** §4: the roles to whom the survey is offered (and who may answer it). */
export const SURVEY_ROLES: readonly RoleId[] = [
  ROLE.CLIENT,
  ROLE.SUPPLIER,
  ROLE.CLIENT_EMPLOYEES,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.FREELANCER,
];

/** §4: the role label sent with the answer; ten roles have their own, every other role is "freelance". */
export const SURVEY_ROLE_LABELS = [
  "Client",
  "Supplier",
  "Administrator",
  "Supplier Employees",
  "Client Employees",
  "Supplier Management",
  "Accademy",
  "Profile Accademy",
  "Management Accademy",
  "Admin Management",
  "freelance",
] as const;
export type SurveyRoleLabel = (typeof SURVEY_ROLE_LABELS)[number];

export function surveyRoleLabel(roleId: number): SurveyRoleLabel {
  switch (roleId) {
    case ROLE.CLIENT:
      return "Client";
    case ROLE.SUPPLIER:
      return "Supplier";
    case ROLE.ADMINISTRATOR:
      return "Administrator";
    case ROLE.SUPPLIER_EMPLOYEES:
      return "Supplier Employees";
    case ROLE.CLIENT_EMPLOYEES:
      return "Client Employees";
    case ROLE.SUPPLIER_MANAGEMENT:
      return "Supplier Management";
    case ROLE.ACCADEMY:
      return "Accademy";
    case ROLE.PROFILE_ACCADEMY:
      return "Profile Accademy";
    case ROLE.MANAGEMENT_ACCADEMY:
      return "Management Accademy";
    case ROLE.ADMIN_MANAGEMENT:
      return "Admin Management";
    default:
      return "freelance";
  }
}

export type SurveyVisibilityInput = {
  roleId: number;
  versionProduct: number;
  /** §3 session item showTypeform: 1 until the user closes the survey in this session. */
  showTypeform: number;
  /** §3 session user send_feedback: 1 once the user answered. */
  sendFeedback: number;
  /** The company profile is complete (company_profile_profiled 1). */
  profiled: boolean;
  isMarketplaceHost: boolean;
};

/** §4: the survey is offered only when every condition holds. */
export function shouldOfferSurvey(input: SurveyVisibilityInput): boolean {
  return (
    (SURVEY_ROLES as readonly number[]).includes(input.roleId) &&
    input.versionProduct === PRODUCT_VERSION.CURRENT &&
    input.showTypeform === 1 &&
    input.sendFeedback === 0 &&
    input.profiled &&
    input.isMarketplaceHost
  );
}

const score = (min: number, max: number) =>
  z
    .number({ message: "validation.required" })
    .int({ message: "validation.invalid" })
    .min(min, { message: "validation.invalid" })
    .max(max, { message: "validation.invalid" });

/** POST feedback/survey. The role label is not sent: the server derives it from the caller's role. */
export const surveyBodySchema = z.object({
  recommend: score(SURVEY_LIMITS.recommendMin, SURVEY_LIMITS.recommendMax),
  satisfaction: score(SURVEY_LIMITS.satisfactionMin, SURVEY_LIMITS.satisfactionMax),
  comment: z.string().trim().max(SURVEY_LIMITS.commentMax, { message: "validation.too_long" }).optional(),
  language: languageSchema,
});
export type SurveyBody = z.input<typeof surveyBodySchema>;

export const surveyResultSchema = z.object({ send_feedback: z.number() });
export type SurveyResult = z.infer<typeof surveyResultSchema>;
