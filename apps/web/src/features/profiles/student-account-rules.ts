import { isLinkableStudent, type StudentAccount } from "@mkt/contracts";

/** What the "Student account" section of an academy's profile shows. */
export type StudentAccountView =
  /** The profile is linked to this account. */
  | { kind: "linked"; account: StudentAccount }
  /** Not linked; these accounts can be linked (not deactivated, not linked elsewhere). */
  | { kind: "choose"; candidates: StudentAccount[] }
  /** Not linked and the academy has no student users at all. */
  | { kind: "no_students" }
  /** Not linked; every student user is deactivated or already linked to another profile. */
  | { kind: "none_free" };

export function studentAccountView(
  accounts: readonly StudentAccount[],
  profileId: number,
): StudentAccountView {
  const account = accounts.find((a) => a.profile?.id === profileId);
  if (account) return { kind: "linked", account };
  if (accounts.length === 0) return { kind: "no_students" };
  const candidates = accounts.filter(isLinkableStudent);
  return candidates.length > 0 ? { kind: "choose", candidates } : { kind: "none_free" };
}
