import { ALERT_ACTION, ROLE, type RoleId } from "@mkt/contracts";
import { myPlansPath, plansPath, purchaseAudience } from "./purchase-rules.ts";

export type Alert = { code: string; action: number };

/**
 * §2.6/§4 plan-alert modal: only the first alert shows. Not on the registration stepper, and not the
 * complete-profile alert for a Supplier, whose complete-profile modal (§4) already asks the same.
 */
export function alertToShow(alerts: readonly Alert[], roleId: RoleId, pathname: string): Alert | null {
  const first = alerts[0];
  if (!first || pathname.includes("registration_stepper")) return null;
  if (first.action === ALERT_ACTION.COMPANY_PROFILE && roleId === ROLE.SUPPLIER) return null;
  return first;
}

export type AlertOutcome = { kind: "navigate"; to: string } | { kind: "checkout" } | null;

/**
 * §4 alert action codes: 4 goes to the company profile, 5 to my plans, 6 opens the plan checkout (suppliers;
 * a client is shown the plans to choose one). Null when the screen it leads to cannot be opened: it does not exist
 * yet, or a page permission key switches it off (`opens`); a purchase (6) ends on the company's plans page, so it
 * needs that page too.
 */
export function alertOutcome(action: number, roleId: RoleId, opens: (path: string) => boolean): AlertOutcome {
  const supplierSide = purchaseAudience(roleId) === "supplier";
  if (action === ALERT_ACTION.COMPANY_PROFILE) {
    const to = supplierSide ? "/company_profile_supplier" : "/company_profile";
    return opens(to) ? { kind: "navigate", to } : null;
  }
  const myPlans = myPlansPath(roleId);
  if (!opens(myPlans)) return null;
  if (action === ALERT_ACTION.MY_PLANS) return { kind: "navigate", to: myPlans };
  if (action === ALERT_ACTION.CHECKOUT)
    return supplierSide ? { kind: "checkout" } : { kind: "navigate", to: plansPath(roleId) };
  return null;
}
