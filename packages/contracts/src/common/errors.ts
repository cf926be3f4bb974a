import { ASSOCIATIONS_ERRORS } from "./errors/associations.ts";
import { AUTH_ERRORS } from "./errors/auth.ts";
import { AVAILABILITY_ERRORS } from "./errors/availability.ts";
import { BILLING_ERRORS } from "./errors/billing.ts";
import { BRAND_ERRORS } from "./errors/brand.ts";
import { COLLABORATIONS_ERRORS } from "./errors/collaborations.ts";
import { COMMON_ERRORS } from "./errors/common.ts";
import { CONFIG_ERRORS } from "./errors/config.ts";
import { CONVERSATIONS_ERRORS } from "./errors/conversations.ts";
import { DOCUMENTATION_ERRORS } from "./errors/documentation.ts";
import type { ErrorEntries } from "./errors/entry.ts";
import { FEEDBACK_ERRORS } from "./errors/feedback.ts";
import { NEEDS_ERRORS } from "./errors/needs.ts";
import { NOTIFICATIONS_ERRORS } from "./errors/notifications.ts";
import { OPEN_ERRORS } from "./errors/open.ts";
import { PLANS_ERRORS } from "./errors/plans.ts";
import { PRIVACY_ERRORS } from "./errors/privacy.ts";
import { PROFILES_ERRORS } from "./errors/profiles.ts";
import { PUBLIC_LINK_ERRORS } from "./errors/public-links.ts";
import { QUOTES_ERRORS } from "./errors/quotes.ts";
import { REFERENCE_ERRORS } from "./errors/reference.ts";
import { SAVED_SEARCH_ERRORS } from "./errors/saved-searches.ts";
import { SERVICES_ERRORS } from "./errors/services.ts";
import { STAFF_ERRORS } from "./errors/staff.ts";
import { TEAM_ERRORS } from "./errors/team.ts";
import { UPLOAD_ERRORS } from "./errors/upload.ts";
import { VALIDATION_ERRORS } from "./errors/validation.ts";

/**
 * Every error code the API answers with, its HTTP status, and the message in each language.
 * The API puts the translated message in the envelope; the web translates the code itself.
 * Each domain's codes live in errors/<domain>.ts (the code's prefix), assembled here in one catalogue.
 */
export const ERRORS = {
  ...AUTH_ERRORS,
  ...PLANS_ERRORS,
  ...BILLING_ERRORS,
  ...BRAND_ERRORS,
  ...FEEDBACK_ERRORS,
  ...NEEDS_ERRORS,
  ...QUOTES_ERRORS,
  ...SERVICES_ERRORS,
  ...OPEN_ERRORS,
  ...PUBLIC_LINK_ERRORS,
  ...SAVED_SEARCH_ERRORS,
  ...COLLABORATIONS_ERRORS,
  ...UPLOAD_ERRORS,
  ...TEAM_ERRORS,
  ...DOCUMENTATION_ERRORS,
  ...STAFF_ERRORS,
  ...PROFILES_ERRORS,
  ...CONVERSATIONS_ERRORS,
  ...AVAILABILITY_ERRORS,
  ...ASSOCIATIONS_ERRORS,
  ...NOTIFICATIONS_ERRORS,
  ...PRIVACY_ERRORS,
  ...REFERENCE_ERRORS,
  ...VALIDATION_ERRORS,
  ...CONFIG_ERRORS,
  ...COMMON_ERRORS,
} as const satisfies ErrorEntries;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(code: string): code is ErrorCode {
  return code in ERRORS;
}
