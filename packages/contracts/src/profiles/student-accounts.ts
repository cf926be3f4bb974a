import { z } from "zod";

/**
 * §2.2 accademy_profiles / student_profile: an academy links each of its student users (role Profile Accademy)
 * to one of its student profiles; the student then sees /student_dashboard and edits /student_profile.
 */
export const STUDENT_ACCOUNT_STATUSES = ["active", "invited", "disabled"] as const;

export const studentAccountSchema = z.object({
  user_id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  /** invited: the student has not set a password yet; disabled: deactivated in Manage users. */
  status: z.enum(STUDENT_ACCOUNT_STATUSES),
  /** The academy's profile linked to the account, if any. */
  profile: z
    .object({ id: z.number(), firstname: z.string(), lastname: z.string(), title: z.string() })
    .nullable(),
});
export type StudentAccount = z.infer<typeof studentAccountSchema>;

/** PUT profiles/:id/student-account: link a student user to the profile, or null to unlink it. */
export const studentAccountLinkBodySchema = z.object({
  user_id: z
    .number({ message: "validation.required" })
    .int({ message: "validation.invalid" })
    .positive({ message: "validation.invalid" })
    .nullable(),
});
export type StudentAccountLinkBody = z.infer<typeof studentAccountLinkBodySchema>;

export const studentAccountLinkResultSchema = z.object({
  profile_id: z.number(),
  /** The account now linked to the profile (null after unlinking). */
  account: studentAccountSchema.nullable(),
});
export type StudentAccountLinkResult = z.infer<typeof studentAccountLinkResultSchema>;

/** Whether an account can be linked: not deactivated and not already linked to a profile. */
export const isLinkableStudent = (account: Pick<StudentAccount, "status" | "profile">) =>
  account.status !== "disabled" && account.profile === null;
