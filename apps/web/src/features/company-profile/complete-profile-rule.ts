import { ROLE } from "@mkt/contracts";

/** Session key (§3 skippedForSession): the complete-profile modal was skipped in this browser session. */
export const SKIPPED_FOR_SESSION_KEY = "skippedForSession";

/** §2.6: pages whose address contains one of these never show the complete-profile modal. */
const HIDDEN_ON = ["registration_stepper", "authentication", "company_profile_supplier"] as const;

export type CompleteProfileInput = {
  roleId: number;
  /** company_profile_profiled of the stored user. */
  profiled: number;
  assumedUser: boolean;
  skippedForSession: boolean;
  pathname: string;
};

/**
 * §4: the complete-profile modal opens for a Supplier whose company profile is not complete, who has not
 * skipped it in this session and is not staff acting as them; §2.6: never on the pages listed above.
 */
export function wantsCompleteProfileModal(input: CompleteProfileInput): boolean {
  return (
    input.roleId === ROLE.SUPPLIER &&
    input.profiled === 0 &&
    !input.assumedUser &&
    !input.skippedForSession &&
    !HIDDEN_ON.some((part) => input.pathname.includes(part))
  );
}

/** §9: Profile Complete navigates to the stepper after this delay. */
export const COMPLETE_PROFILE_NAVIGATION_DELAY_MS = 500;
