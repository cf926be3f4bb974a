import { isStaffRole, PLAN_STATE, type RoleId } from "@mkt/contracts";
import { plansPath, purchaseAudience } from "./purchase-rules.ts";

/** The function the Assumi add-on sells (§1, §4): on an active plan the add-on alone unlocks it, whatever the plan. */
export const ADDON_FUNCTION = "accademy_profiles";

/**
 * What the plans table says of a function for a plan. Hiring academy profiles is not part of any plan: the
 * limitation rule (contracts computeLimitations) opens it only with the Assumi add-on, which is bought with a paid
 * plan; so paid plans read "with the add-on" and the free plan, which cannot carry it, "not included".
 */
export function functionCell(
  plan: { price: number; functions: readonly string[] },
  state: string,
): "included" | "addon" | "not_included" {
  if (state === ADDON_FUNCTION) return plan.price > 0 ? "addon" : "not_included";
  return plan.functions.includes(state) ? "included" : "not_included";
}

export type PlanAction = "current" | "buy" | "lower" | null;

/**
 * The plans table's action for a plan: the current plan is marked; a paid plan is bought, except a plan cheaper
 * than an active current plan, which is a downgrade: it is not bought here (it would start a new yearly plan on
 * top of the one paid for) but from the billing portal, as the page's introduction says.
 */
export function planAction(
  plan: { id: number; price: number },
  input: { canBuy: boolean; current: { id: number | null; price: number; state: number } | null },
): PlanAction {
  const current = input.current;
  if (current && plan.id === current.id) return "current";
  if (!input.canBuy || plan.price <= 0) return null;
  if (current && current.state === PLAN_STATE.ACTIVE && current.id !== null && plan.price < current.price)
    return "lower";
  return "buy";
}

/**
 * The plans page a role may open (§2.2 plans / plans_supplier): staff see both; everyone else only the one of
 * their audience (a freelancer or a supplier buys the supplier plans), like the company profile sends each role
 * to its own page. Returns where to send the user instead, or null to show the page.
 */
export function plansPageRedirect(roleId: RoleId, audience: "client" | "supplier"): string | null {
  if (isStaffRole(roleId)) return null;
  return purchaseAudience(roleId) === audience ? null : plansPath(roleId);
}
