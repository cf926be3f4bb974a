import { PRODUCT_VERSION, REVIEW_REQUEST_LIMITS, ROLE, type RoleId } from "@mkt/contracts";

/** §2.6: the floating feedback button's roles (version 2). */
const FEEDBACK_BUTTON_ROLES: readonly RoleId[] = [
  ROLE.CLIENT,
  ROLE.SUPPLIER,
  ROLE.CLIENT_EMPLOYEES,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.FREELANCER,
];

/** Who may ask an outside contact for a review (POST feedback/addRequestExternalFeedback). */
export const REVIEW_REQUEST_ROLES: readonly RoleId[] = [
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.FREELANCER,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
];

/** §2.6 feedback banner: Supplier or Freelancer, on the pages where their visibility is built. */
const BANNER_ROLES: readonly RoleId[] = [ROLE.SUPPLIER, ROLE.FREELANCER];
export const FEEDBACK_BANNER_PATHS: readonly string[] = [
  "/dashboard_supplier",
  "/freelance_profile",
  "/company_profile_supplier",
  "/supplier_profile",
  "/employees",
];

/** Closing the banner stores this value under the session key (§3 bannerFeedback). */
export const BANNER_CLOSED = "setFalse";

/**
 * The floating button (version 2, §2.6 roles) opens the external review request, so it shows only for the roles
 * of §2.6 that may send one: a button for Client and Client Employees would lead nowhere.
 */
export function showFeedbackButton(roleId: RoleId, versionProduct: number): boolean {
  return (
    versionProduct === PRODUCT_VERSION.CURRENT &&
    FEEDBACK_BUTTON_ROLES.includes(roleId) &&
    REVIEW_REQUEST_ROLES.includes(roleId)
  );
}

export function showFeedbackBanner(
  roleId: RoleId,
  versionProduct: number,
  pathname: string,
  stored: string | null,
): boolean {
  return (
    versionProduct === PRODUCT_VERSION.CURRENT &&
    BANNER_ROLES.includes(roleId) &&
    FEEDBACK_BANNER_PATHS.includes(pathname.replace(/\/+$/, "")) &&
    stored !== BANNER_CLOSED
  );
}

/** §5 live counter of the description: N/700 (the field stops at 700; the validator allows 699). */
export function descriptionCounter(description: string): string {
  return `${description.length}/${REVIEW_REQUEST_LIMITS.descriptionCounter}`;
}
