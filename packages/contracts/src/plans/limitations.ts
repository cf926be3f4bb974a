import { ROLE, type RoleId } from "../auth/roles.ts";
import { CLIENT_FUNCTIONS, SUPPLIER_FUNCTIONS } from "../shell/functions.ts";
import { PLAN_STATE } from "../shell/plan-card.ts";

/**
 * Limitation action codes (§2.6, §4): 1 the plan does not include the function; 2 user limit; 3 position limit;
 * 4 project limit; 5 credits exhausted; 9 add-on not bought and the user cannot buy it (error text, close only);
 * 10 add-on not bought (client and supplier wordings differ).
 */
export const LIMIT_ACTION = {
  PLAN: 1,
  USERS: 2,
  POSITIONS: 3,
  PROJECTS: 4,
  CREDITS: 5,
  ADDON_CANNOT_BUY: 9,
  ADDON: 10,
} as const;

export const NO_ADDON = "no addon";

export type Limitation = {
  state_function: string;
  blocked: boolean;
  action: number;
  /** 1: the modal offers to create a need instead (an FP need for VP, a T&M need otherwise). */
  create: number;
  sourcePage: string;
  blocked_for_plan_detail: {
    name_function: string;
    name_plan_recommended: string;
    /** The recommended plan's English name (issue 20). */
    name_plan_recommended_en?: string;
  } | null;
  blocked_for_limit_detail: { name_limit: string; number_max_limit: number } | null;
  /** 1: Upgrade opens the checkout directly (suppliers whose recommended plan is bought by checkout). */
  openCheckout: number;
};

export type PlanForLimits = {
  id: number;
  name: string;
  functions: readonly string[];
  maxProject: number | null;
  maxPosition: number | null;
  nMaxUsers: number | null;
  credits: number;
};

export type LimitationInput = {
  audience: "client" | "supplier";
  roleId: RoleId;
  /** The current plan (null with no subscription). */
  plan: PlanForLimits | null;
  /** Subscription state 1–4 (§4). */
  state: number;
  counters: { projects: number; positions: number; users: number; creditsUsed: number };
  /** The Assumi add-on is bought. */
  assumeAddon: boolean;
  /** For each function, the cheapest plan of the audience that includes it (name and whether checkout sells it). */
  recommended: Readonly<Record<string, { name: string; nameEn?: string; checkout: boolean }>>;
};

/** Functions a client spends a credit on. */
export const CREDIT_FUNCTIONS = [
  "request_available",
  "download_cv",
  "information_blocked",
  "emails_contact",
] as const;

/** Where each function is used, for the modal's analytics and return path. */
const SOURCE_PAGE: Record<string, string> = {
  manage_users: "manage_users",
  manage_users_supplier: "manage_users_supplier",
  SPC: "profile_available",
  tEm: "need",
  PFP: "need",
  VP: "need",
  accademy_profiles: "accademy_profiles",
  chat: "chat_component",
  request_available: "profile_available",
  download_cv: "profile_available",
  information_blocked: "profile_available",
  share_profile_information: "profile_available",
  share_position_information: "need",
  emails_contact: "profile_available",
  download_company: "search_supplier",
  search_partner: "search_supplier",
};

const open = (state: string): Limitation => ({
  state_function: state,
  blocked: false,
  action: 0,
  create: 0,
  sourcePage: SOURCE_PAGE[state] ?? "",
  blocked_for_plan_detail: null,
  blocked_for_limit_detail: null,
  openCheckout: 0,
});

function limitReached(max: number | null, used: number): boolean {
  return max !== null && used >= max;
}

function verdict(state: string, input: LimitationInput): Limitation {
  const base = open(state);
  const plan = input.plan;
  const active = plan !== null && input.state !== PLAN_STATE.NONE && input.state !== PLAN_STATE.EXPIRED;
  const recommended = input.recommended[state];
  // Hiring (accademy_profiles) is sold as the Assumi add-on: on an active plan, the add-on alone decides.
  if (active && state === "accademy_profiles") {
    if (input.assumeAddon) return base;
    const canBuy = input.roleId === ROLE.CLIENT || input.roleId === ROLE.SUPPLIER;
    return {
      ...base,
      blocked: true,
      action: canBuy ? LIMIT_ACTION.ADDON : LIMIT_ACTION.ADDON_CANNOT_BUY,
      blocked_for_limit_detail: { name_limit: NO_ADDON, number_max_limit: 0 },
    };
  }
  if (!active || !plan.functions.includes(state)) {
    return {
      ...base,
      blocked: true,
      action: LIMIT_ACTION.PLAN,
      create: state === "SPC" || state === "VP" ? 1 : 0,
      blocked_for_plan_detail: {
        name_function: state,
        name_plan_recommended: recommended?.name ?? "",
        name_plan_recommended_en: recommended?.nameEn ?? recommended?.name ?? "",
      },
      openCheckout: input.audience === "supplier" && recommended?.checkout ? 1 : 0,
    };
  }
  const limit = (action: number, name: string, max: number): Limitation => ({
    ...base,
    blocked: true,
    action,
    blocked_for_limit_detail: { name_limit: name, number_max_limit: max },
    openCheckout: input.audience === "supplier" && recommended?.checkout ? 1 : 0,
  });
  if (
    (state === "manage_users" || state === "manage_users_supplier") &&
    limitReached(plan.nMaxUsers, input.counters.users)
  ) {
    return limit(LIMIT_ACTION.USERS, "n_max_users", plan.nMaxUsers ?? 0);
  }
  if (state === "tEm" && limitReached(plan.maxPosition, input.counters.positions)) {
    return limit(LIMIT_ACTION.POSITIONS, "max_position", plan.maxPosition ?? 0);
  }
  if (state === "PFP" && limitReached(plan.maxProject, input.counters.projects)) {
    return limit(LIMIT_ACTION.PROJECTS, "max_project", plan.maxProject ?? 0);
  }
  if (
    input.audience === "client" &&
    (CREDIT_FUNCTIONS as readonly string[]).includes(state) &&
    input.counters.creditsUsed >= plan.credits
  ) {
    return limit(LIMIT_ACTION.CREDITS, "credits", plan.credits);
  }
  return base;
}

/**
 * The limitation record (§3) of every function of the audience (§4: suppliers have manage_users_supplier and
 * no share_* functions). Staff are never blocked.
 */
export function computeLimitations(input: LimitationInput): Limitation[] {
  const states = input.audience === "client" ? CLIENT_FUNCTIONS : SUPPLIER_FUNCTIONS;
  if (input.roleId === ROLE.ADMINISTRATOR || input.roleId === ROLE.ADMIN_MANAGEMENT) return states.map(open);
  return states.map((state) => verdict(state, input));
}

/**
 * §4: with no search_partner limitation in the list, partner search and the company report are blocked with
 * action 1; Administrator and Admin Management are never blocked for partner search.
 */
export function partnerSearchBlocked(limitations: readonly Limitation[], roleId: RoleId): boolean {
  if (roleId === ROLE.ADMINISTRATOR || roleId === ROLE.ADMIN_MANAGEMENT) return false;
  const entry = limitations.find((l) => l.state_function === "search_partner");
  return entry === undefined || entry.blocked;
}
