import { z } from "zod";
import { loginResultSchema } from "./schemas.ts";

/** Two-factor sign-in (TOTP, RFC 6238): the numbers in force. */
export const MFA_LIMITS = {
  /** Lifetime of the challenge between the password (or id_token) and the second factor. */
  challengeTtlSeconds: 5 * 60,
  /** Wrong codes (TOTP or recovery, and wrong passwords when disabling) allowed per user in the window. */
  maxFailures: 5,
  failureWindowMinutes: 15,
  /** Time steps accepted either side of now (30 s each): clocks a little off still work. */
  window: 1,
  recoveryCodeCount: 10,
} as const;

/** Six digits; spaces (as apps show "123 456") are dropped. */
export const totpCodeSchema = z
  .string({ message: "validation.required" })
  .max(32, { message: "validation.too_long" })
  .transform((v) => v.replace(/\s/g, ""))
  .pipe(
    z
      .string()
      .min(1, { message: "validation.required" })
      .regex(/^\d{6}$/, { message: "validation.invalid" }),
  );

/** A recovery code as printed ("abcde-fghij"); case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z
  .string({ message: "validation.required" })
  .max(64, { message: "validation.too_long" })
  .transform((v) => v.replace(/[\s-]/g, "").toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { message: "validation.required" })
      .regex(/^[a-z0-9]{10}$/, { message: "validation.invalid" }),
  );

const challengeSchema = z
  .string({ message: "validation.required" })
  .min(10, { message: "validation.invalid" })
  .max(2048);

/** POST auth/loginMobileAuthenticator: the challenge of auth/login and the app's current code. */
export const mfaLoginBodySchema = z.object({ challenge: challengeSchema, code: totpCodeSchema });
/** POST auth/recoverySecret: the challenge of auth/login and one unused recovery code. */
export const mfaRecoveryLoginBodySchema = z.object({
  challenge: challengeSchema,
  recovery_code: recoveryCodeSchema,
});

/** auth/login's answer when the account has two-factor sign-in: no session yet, a code is asked. */
export const mfaChallengeSchema = z.object({
  mfa_required: z.literal(true),
  challenge: z.string(),
  expires_in: z.number(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** Everything auth/login can answer to credentials: a session, or the second-factor challenge. */
export const loginAnswerSchema = z.union([loginResultSchema, mfaChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number(),
  /** Staff must enrol before using the app (REQUIRE_STAFF_2FA). */
  required: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

export const mfaSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as an SVG QR code (data: URL). */
  qr_data_url: z.string(),
});
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

export const mfaEnableBodySchema = z.object({ code: totpCodeSchema });
export const mfaRecoveryCodesBodySchema = z.object({ code: totpCodeSchema });
/** Turning it off: the password and a current code (or, with the phone lost, a recovery code). */
export const mfaDisableBodySchema = z.object({
  password: z.string({ message: "validation.required" }).min(1, { message: "validation.required" }).max(128),
  code: z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .max(64, { message: "validation.too_long" }),
});
export const mfaRecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
