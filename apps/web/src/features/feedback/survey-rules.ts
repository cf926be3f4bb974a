import { type Brand, type SessionUser, SURVEY_LIMITS, shouldOfferSurvey } from "@mkt/contracts";
import { STORAGE_KEYS } from "../../shared/session/storage-keys.ts";

/**
 * §4 "host is the marketplace host": the default brand (no host pattern) is the marketplace itself; a brand
 * matched by its host pattern is a partner's white-label host. Unknown until the brand is loaded.
 */
export function isMarketplaceBrand(brand: Pick<Brand, "host_pattern"> | undefined): boolean {
  return brand !== undefined && brand.host_pattern === null;
}

/** §3 session item showTypeform as the number the rule reads (anything but "1" is 0). */
export function readShowTypeform(): number {
  return sessionStorage.getItem(STORAGE_KEYS.showTypeform) === "1" ? 1 : 0;
}

/** §4: closing the survey keeps it away for the rest of the session. */
export function hideSurveyForSession(): void {
  sessionStorage.setItem(STORAGE_KEYS.showTypeform, "0");
}

/**
 * The §4 rule for this user. A staff member acting as the user is never asked: the answer would not be the
 * user's own.
 */
export function offersSurvey(
  user: Pick<SessionUser, "role_id" | "send_feedback" | "company_profile_profiled" | "assumedUser">,
  versionProduct: number,
  showTypeform: number,
  marketplaceHost: boolean,
): boolean {
  return (
    !user.assumedUser &&
    shouldOfferSurvey({
      roleId: user.role_id,
      versionProduct,
      showTypeform,
      sendFeedback: user.send_feedback,
      profiled: user.company_profile_profiled === 1,
      isMarketplaceHost: marketplaceHost,
    })
  );
}

/** Live counter under the comment: N/1000. */
export function commentCounter(comment: string): string {
  return `${comment.length}/${SURVEY_LIMITS.commentMax}`;
}
