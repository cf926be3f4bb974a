import type { RoleId, SessionUser } from "@mkt/contracts";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { showsPlanAlerts } from "../api.ts";
import { useAutomaticCheckout } from "../hooks/use-automatic-checkout.ts";
import { useCheckoutReturn } from "../hooks/use-checkout-return.ts";
import { isPlansPage } from "../purchase-rules.ts";
import { clearUpgradeOrigin } from "../purchase-store.ts";
import { BlockedFeatureModal } from "./blocked-feature-modal.tsx";
import { PlanAlertModal } from "./plan-alert-modal.tsx";
import { PurchaseOverlay } from "./purchase-overlay.tsx";

export type PlansLayerProps = { user: SessionUser; roleId: RoleId };

/**
 * The plans capability's part of every shell page: the blocked-feature modal, the plan-alert modal (once per
 * session, for the roles that load credits or plan status), the automatic checkout of purchase_plan 1, and the
 * return from the hosted checkout with its loading overlay.
 */
export function PlansLayer({ user, roleId }: PlansLayerProps) {
  const confirming = useCheckoutReturn(roleId);
  useAutomaticCheckout(user, roleId);
  const { pathname } = useLocation();
  // Leaving the plans pages without buying forgets the page whose blocked modal led there.
  useEffect(() => {
    if (!isPlansPage(pathname)) clearUpgradeOrigin();
  }, [pathname]);
  return (
    <>
      <BlockedFeatureModal roleId={roleId} />
      <PlanAlertModal
        userId={user.id}
        roleId={roleId}
        enabled={showsPlanAlerts(roleId) && !user.assumedUser && !confirming}
      />
      {confirming ? <PurchaseOverlay /> : null}
    </>
  );
}
