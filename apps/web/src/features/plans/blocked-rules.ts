import { LIMIT_ACTION, type Limitation, ROLE, type RoleId } from "@mkt/contracts";

/** Functions with their own plan-blocked text (§2.6). */
const SPECIFIC_PLAN_TEXTS = ["chat", "download_cv", "information_blocked"] as const;
type SpecificPlanText = (typeof SPECIFIC_PLAN_TEXTS)[number];

const isSpecific = (state: string): state is SpecificPlanText =>
  (SPECIFIC_PLAN_TEXTS as readonly string[]).includes(state);

/** The limits a limit-blocked text can name. */
export const LIMIT_NAMES = ["n_max_users", "max_position", "max_project", "credits"] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

export type BlockedText =
  | { kind: "addon_cannot_buy" }
  | { kind: "addon"; audience: "client" | "supplier" }
  | { kind: "plan_specific"; state: SpecificPlanText }
  | { kind: "plan"; functionState: string; planName: string; planNameEn: string }
  | { kind: "limit"; limit: LimitName | "other"; max: number };

export type BlockedModalView = {
  text: BlockedText;
  /** Action 9 has the error-text variant with only a close button. */
  closeOnly: boolean;
  /** create = 1: the buy-not link creates a fixed-price need (VP) or a time-and-material need. */
  buyNot: "fixed_price" | "time_material" | null;
};

const CLIENT_SIDE: readonly RoleId[] = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES];

/** The blocked-feature modal's content for a limitation (§2.6, §6). */
export function blockedModalView(limitation: Limitation, roleId: RoleId): BlockedModalView {
  const buyNot =
    limitation.create === 1 ? (limitation.state_function === "VP" ? "fixed_price" : "time_material") : null;
  if (limitation.action === LIMIT_ACTION.ADDON_CANNOT_BUY)
    return { text: { kind: "addon_cannot_buy" }, closeOnly: true, buyNot: null };
  if (limitation.action === LIMIT_ACTION.ADDON) {
    const audience = CLIENT_SIDE.includes(roleId) ? "client" : "supplier";
    return { text: { kind: "addon", audience }, closeOnly: false, buyNot: null };
  }
  if (limitation.action === LIMIT_ACTION.PLAN) {
    const state = limitation.state_function;
    const text: BlockedText = isSpecific(state)
      ? { kind: "plan_specific", state }
      : {
          kind: "plan",
          functionState: limitation.blocked_for_plan_detail?.name_function ?? state,
          planName: limitation.blocked_for_plan_detail?.name_plan_recommended ?? "",
          planNameEn: limitation.blocked_for_plan_detail?.name_plan_recommended_en ?? "",
        };
    return { text, closeOnly: false, buyNot };
  }
  const name = limitation.blocked_for_limit_detail?.name_limit ?? "";
  const limit = (LIMIT_NAMES as readonly string[]).includes(name) ? (name as LimitName) : "other";
  return {
    text: { kind: "limit", limit, max: limitation.blocked_for_limit_detail?.number_max_limit ?? 0 },
    closeOnly: false,
    buyNot,
  };
}

export type UpgradeOutcome =
  | { kind: "checkout" }
  | { kind: "navigate"; to: "/my_plans" | "/my_plans_supplier"; menu: "my_plans" | null };

/**
 * §4/§6 Upgrade in the blocked modal: a supplier (Supplier, Supplier Management) with openCheckout 1 opens the
 * checkout; a supplier without goes to /my_plans_supplier; everyone else goes to /my_plans with My Plans as the
 * active menu entry.
 */
export function upgradeOutcome(limitation: Limitation, roleId: RoleId): UpgradeOutcome {
  const supplier = roleId === ROLE.SUPPLIER || roleId === ROLE.SUPPLIER_MANAGEMENT;
  if (supplier && limitation.openCheckout === 1) return { kind: "checkout" };
  if (supplier) return { kind: "navigate", to: "/my_plans_supplier", menu: null };
  return { kind: "navigate", to: "/my_plans", menu: "my_plans" };
}
