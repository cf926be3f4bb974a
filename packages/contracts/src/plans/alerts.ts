import { ROLE, type RoleId } from "../auth/roles.ts";
import { PLAN_STATE } from "../shell/plan-card.ts";

/** Plan-alert action codes (§4): 4 goes to the company profile, 5 to my plans, 6 opens the plan checkout. */
export const ALERT_ACTION = { COMPANY_PROFILE: 4, MY_PLANS: 5, CHECKOUT: 6 } as const;

export type PlanAlert = {
  code: "complete_profile" | "plan_expired" | "plan_needs_upgrade" | "plan_expires_today" | "no_plan";
  action: number;
};

export type PlanAlertInput = {
  roleId: RoleId;
  state: number;
  /** Days until expiry; null when the plan never expires. */
  numberDay: number | null;
  companyProfiled: boolean;
};

const SUPPLIER_SIDE: readonly RoleId[] = [ROLE.SUPPLIER, ROLE.SUPPLIER_MANAGEMENT];

/**
 * The plan alerts of the breadcrumb (§2.6, §4), most urgent first; the web shows only the first. Suppliers buy
 * through the checkout directly (action 6), clients go to their plans page (action 5). A further upgrade alert is
 * added when the remaining-days check is zero.
 */
export function planAlerts(input: PlanAlertInput): PlanAlert[] {
  const toPlans = SUPPLIER_SIDE.includes(input.roleId) ? ALERT_ACTION.CHECKOUT : ALERT_ACTION.MY_PLANS;
  const alerts: PlanAlert[] = [];
  if (input.state === PLAN_STATE.EXPIRED) alerts.push({ code: "plan_expired", action: toPlans });
  else if (input.state === PLAN_STATE.NEEDS_NEW_PLAN)
    alerts.push({ code: "plan_needs_upgrade", action: toPlans });
  else if (input.state === PLAN_STATE.NONE) alerts.push({ code: "no_plan", action: toPlans });
  if (input.state === PLAN_STATE.ACTIVE && input.numberDay === 0)
    alerts.push({ code: "plan_expires_today", action: toPlans });
  if (!input.companyProfiled) alerts.push({ code: "complete_profile", action: ALERT_ACTION.COMPANY_PROFILE });
  return alerts;
}
