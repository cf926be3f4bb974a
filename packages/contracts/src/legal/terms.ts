import { z } from "zod";

/**
 * The version of the terms of service and the privacy policy in force (issue 20 item 8): the date of their last
 * change. Registration stores it on the new user (app_user.terms_accepted_version); a signed-in user who accepted
 * an older one is asked to accept this one once (PUT auth/terms). Change it together with the texts of the web's
 * legal feature (apps/web/src/features/legal/content/).
 */
export const TERMS_VERSION = "2026-11-26";

/** GET auth/terms: the version in force and what the signed-in user accepted, and when. */
export const termsStatusSchema = z.object({
  current_version: z.string(),
  accepted_version: z.string().nullable(),
  accepted_at: z.string().nullable(),
  /** True when the user accepted an older version than the one in force: the web asks once, blocking. */
  must_accept: z.boolean(),
});
export type TermsStatus = z.infer<typeof termsStatusSchema>;

/**
 * PUT auth/terms: the version the user read and accepts. It must be the one in force (a page opened before a change
 * is refused with a field message); the server stores its own TERMS_VERSION, never a free string.
 */
export const acceptTermsBodySchema = z.strictObject({
  version: z.literal(TERMS_VERSION, { message: "validation.terms_version" }),
});
export type AcceptTermsBody = z.infer<typeof acceptTermsBodySchema>;
