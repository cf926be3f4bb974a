import type { RoleId, SessionUser } from "@mkt/contracts";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { saveUser } from "../../../shared/session/session-store.ts";
import { automaticCheckout, plansPath, readCheckoutReturn } from "../purchase-rules.ts";
import { autoCheckoutOpened, markAutoCheckoutOpened } from "../purchase-store.ts";
import { useStartPurchase } from "./use-start-purchase.ts";

/**
 * §4: a user whose purchase_plan is 1 gets the checkout opened automatically (not on /registration_stepper for
 * supplier roles); purchase_plan then becomes 0 for the session.
 */
export function useAutomaticCheckout(user: SessionUser, roleId: RoleId) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const purchase = useStartPurchase();
  const returning = readCheckoutReturn(search) !== null;
  const decision = returning
    ? null
    : automaticCheckout({
        roleId,
        purchasePlan: user.purchase_plan,
        idPlanPurchase: user.id_plan_purchase,
        pathname,
        alreadyOpened: autoCheckoutOpened(),
      });
  const start = purchase.start;
  useEffect(() => {
    if (!decision || autoCheckoutOpened()) return;
    markAutoCheckoutOpened();
    saveUser({ ...user, purchase_plan: 0 });
    if (decision.kind === "checkout") start(decision.request);
    else navigate(plansPath(roleId));
  }, [decision, start, navigate, roleId, user]);
}
