import { z } from "zod";

/**
 * Privacy (GDPR): a user downloads their personal data and erases their account; staff do both on request.
 * Erasure keeps shared business records (quotes, collaborations, messages, reviews) with the person anonymised.
 */
export const PRIVACY_LIMITS = {
  /** Wrong passwords on the erase form before it answers 429, per account, within the window. */
  eraseMaxFailures: 5,
  eraseWindowMinutes: 15,
  /** Exports one user may download per hour (each one reads every file of theirs). */
  exportsPerHour: 10,
  reasonMaxLength: 500,
} as const;

/** What an erased person is called wherever shared records still name them. */
export const ERASED_USER_NAME = { firstname: "Utente", lastname: "cancellato" } as const;
/** Erased accounts get a unique address under the reserved, never-routable .invalid domain (RFC 2606). */
export const ERASED_EMAIL_DOMAIN = "erased.invalid";

/** The version of the export's data.json layout. */
export const PERSONAL_DATA_FORMAT = "mkt-personal-data/1";

const confirmationSchema = z
  .string({ message: "validation.required" })
  .trim()
  .min(1, { message: "validation.required" })
  .max(254, { message: "validation.too_long" });

/** POST privacy/erase: the current password (re-authentication) and the account's e-mail typed again. */
export const eraseAccountBodySchema = z.object({
  password: z
    .string({ message: "validation.required" })
    .min(1, { message: "validation.required" })
    .max(128, { message: "validation.too_long" }),
  confirmation: confirmationSchema,
});
export type EraseAccountBody = z.infer<typeof eraseAccountBodySchema>;

/** POST admin/privacy/users/:id/erase: the subject's e-mail typed again, and the request it answers. */
export const adminEraseBodySchema = z.object({
  confirmation: confirmationSchema,
  reason: z
    .string()
    .trim()
    .max(PRIVACY_LIMITS.reasonMaxLength, { message: "validation.too_long" })
    .optional(),
});
export type AdminEraseBody = z.infer<typeof adminEraseBodySchema>;

export const eraseResultSchema = z.object({
  erased: z.literal(true),
  /** Stored files removed (avatar, profile photos and CVs, a freelance company's logo and documents). */
  files_removed: z.number().int().nonnegative(),
});
export type EraseResult = z.infer<typeof eraseResultSchema>;
