import {
  addonAlonePriceCents,
  type ClientCredits,
  computeLimitations,
  formatDayMonthYear,
  type Limitation,
  NEVER_EXPIRES_ISO,
  NO_EXPIRY_DATE,
  PLAN_STATE,
  type RoleId,
  type SupplierPlanStatus,
} from "@mkt/contracts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { FREE_PLAN_ID } from "./plan-catalogue.ts";
import {
  creditTotals,
  expireOverdueSubscriptions,
  findSubscription,
  insertCreditEntry,
  insertMissingFreeSubscriptions,
  listPlans,
  lockSubscription,
  type PlanRow,
  upsertActiveSubscription,
  usageCounters,
} from "./queries.ts";

export const NO_EXPIRY_ISO = NEVER_EXPIRES_ISO;

export function audienceOf(companyType: string): "client" | "supplier" | null {
  if (companyType === "client") return "client";
  if (companyType === "supplier" || companyType === "academy" || companyType === "freelance")
    return "supplier";
  return null;
}

/** Puts a company on a plan (state 2) and grants the plan's credits in the ledger. */
export async function startPlan(
  db: DbOrTx,
  companyId: number,
  planRow: Pick<PlanRow, "id" | "creditsYear">,
  expiresOn: string,
  reference: string,
) {
  await upsertActiveSubscription(db, companyId, planRow.id, expiresOn);
  if (planRow.creditsYear > 0) {
    await insertCreditEntry(db, { companyId, delta: planRow.creditsYear, reason: "grant", reference });
  }
}

/** A new company starts on its audience's free plan, which never expires. */
export async function startFreePlan(db: DbOrTx, companyId: number, companyType: string) {
  const audience = audienceOf(companyType);
  if (!audience) return;
  const plans = await listPlans(db, audience);
  const free = plans.find((p) => p.id === FREE_PLAN_ID[audience]);
  if (free) await startPlan(db, companyId, free, NO_EXPIRY_ISO, "free-plan");
}

/** For each function, the cheapest sold plan of the audience that includes it. */
async function recommendations(db: DbOrTx, audience: "client" | "supplier") {
  const sold = (await listPlans(db, audience))
    .filter((p) => p.active)
    .sort((a, b) => Number(a.priceYear) - Number(b.priceYear));
  const result: Record<string, { name: string; nameEn: string; checkout: boolean }> = {};
  for (const p of sold) {
    for (const f of p.functions)
      result[f] ??= { name: p.name, nameEn: p.nameEn, checkout: Number(p.priceYear) > 0 };
  }
  return result;
}

type PlanContext = {
  audience: "client" | "supplier";
  sub: Awaited<ReturnType<typeof findSubscription>>;
  counters: Awaited<ReturnType<typeof usageCounters>>;
  credits: { granted: number; used: number };
  limitations: Limitation[];
};

async function planContext(
  db: Db,
  companyId: number,
  companyType: string,
  roleId: RoleId,
): Promise<PlanContext> {
  const audience = audienceOf(companyType) ?? "client";
  const sub = await findSubscription(db, companyId);
  const counters = await usageCounters(db, companyId);
  const credits = sub
    ? await creditTotals(db, companyId, sub.subscription.startedAt)
    : { granted: 0, used: 0 };
  const limitations = computeLimitations({
    audience,
    roleId,
    plan: sub
      ? {
          id: sub.plan.id,
          name: sub.plan.name,
          functions: sub.plan.functions,
          maxProject: sub.plan.maxProject,
          maxPosition: sub.plan.maxPosition,
          nMaxUsers: sub.plan.nMaxUsers,
          credits: credits.granted,
        }
      : null,
    state: sub?.subscription.state ?? PLAN_STATE.NONE,
    counters: { ...counters, creditsUsed: credits.used },
    assumeAddon: sub?.subscription.assumeAddon ?? false,
    recommended: await recommendations(db, audience),
  });
  return { audience, sub, counters, credits, limitations };
}

const expiryLabel = (iso: string | undefined) =>
  !iso ? null : iso === NO_EXPIRY_ISO ? NO_EXPIRY_DATE : formatDayMonthYear(new Date(`${iso}T00:00:00Z`));

export async function clientCredits(
  db: Db,
  companyId: number,
  companyType: string,
  roleId: RoleId,
): Promise<ClientCredits> {
  const { sub, counters, credits, limitations } = await planContext(db, companyId, companyType, roleId);
  const state = sub?.subscription.state ?? PLAN_STATE.NONE;
  return {
    state,
    creditAvailable: Math.max(0, credits.granted - credits.used),
    credits: credits.granted,
    creditsUsed: credits.used,
    namePlanCurrent: sub?.plan.name ?? null,
    namePlanCurrent_en: sub?.plan.nameEn ?? null,
    idPlanCurrent: sub?.plan.id ?? null,
    price: sub ? Number(sub.plan.priceYear) : 0,
    limit: expiryLabel(sub?.subscription.expiresOn),
    is_old_plan: sub?.plan.isOldPlan ?? false,
    countProjects: counters.projects,
    countPosition: counters.positions,
    max_project: sub?.plan.maxProject ?? null,
    max_position: sub?.plan.maxPosition ?? null,
    informationBlocked: limitations.find((l) => l.state_function === "information_blocked")?.blocked ?? true,
    assumePlan: sub?.subscription.assumeAddon ? 1 : 0,
    n_max_users: sub?.plan.nMaxUsers ?? null,
    limitations,
    planStatus: state === PLAN_STATE.ACTIVE ? 1 : 0,
    transactionFee: sub ? Number(sub.plan.transactionFee) : 0,
    freePlan: sub ? Number(sub.plan.priceYear) === 0 : true,
    cancel_at_period_end: sub?.subscription.cancelAtPeriodEnd ?? false,
    addon_alone_price: addonAlonePrice(sub),
  };
}

/** What the Assumi add-on costs bought alone now, in euro (contracts addonAlonePriceCents); null when it cannot be. */
export function addonAlonePrice(sub: Awaited<ReturnType<typeof findSubscription>>): number | null {
  const cents = sub
    ? addonAlonePriceCents(
        {
          active: sub.subscription.state === PLAN_STATE.ACTIVE,
          paid: Number(sub.plan.priceYear) > 0 && sub.plan.audience === "client",
          expiresOn: sub.subscription.expiresOn,
          addonIncluded: sub.subscription.assumeAddon,
        },
        new Date(),
      )
    : null;
  return cents === null ? null : cents / 100;
}

export async function supplierPlanStatus(
  db: Db,
  companyId: number,
  companyType: string,
  roleId: RoleId,
): Promise<SupplierPlanStatus> {
  const { sub, counters, limitations } = await planContext(db, companyId, companyType, roleId);
  const state = sub?.subscription.state ?? PLAN_STATE.NONE;
  const expiresOn = sub?.subscription.expiresOn;
  const numberDay =
    !expiresOn || expiresOn === NO_EXPIRY_ISO
      ? null
      : Math.max(0, Math.ceil((new Date(`${expiresOn}T23:59:59Z`).getTime() - Date.now()) / 86_400_000));
  return {
    idPlanCurrent: sub?.plan.id ?? null,
    isOldPlan: sub?.plan.isOldPlan ?? false,
    countPosition: counters.positions,
    max_position: sub?.plan.maxPosition ?? null,
    transactionFee: sub ? Number(sub.plan.transactionFee) : 0,
    namePlanCurrent: sub?.plan.name ?? null,
    namePlanCurrent_en: sub?.plan.nameEn ?? null,
    freePlan: sub ? Number(sub.plan.priceYear) === 0 : true,
    price: sub ? Number(sub.plan.priceYear) : 0,
    limit: expiryLabel(expiresOn),
    numberDay: state === PLAN_STATE.EXPIRED ? 0 : numberDay,
    limitations,
    planStatus: state === PLAN_STATE.ACTIVE ? 1 : 0,
    cancel_at_period_end: sub?.subscription.cancelAtPeriodEnd ?? false,
  };
}

/** The server side of the blocked modal: a blocked function answers 403 with its limitation. */
export async function assertFunctionAllowed(
  db: Db,
  companyId: number,
  companyType: string,
  roleId: RoleId,
  state: string,
) {
  const { limitations } = await planContext(db, companyId, companyType, roleId);
  const limitation = limitations.find((l) => l.state_function === state);
  if (!limitation || limitation.blocked)
    throw new AppError("plans.function_blocked", { data: limitation ?? null });
  return limitation;
}

/**
 * Spends one credit for a paid action. The subscription row is locked for the transaction, so two concurrent
 * spends of the last credit cannot both succeed.
 */
export async function spendCredit(
  db: Db,
  input: { companyId: number; userId: number; functionState: string; reference: string },
) {
  return db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, input.companyId);
    if (!sub || sub.state !== PLAN_STATE.ACTIVE) throw new AppError("plans.no_credits");
    const totals = await creditTotals(tx, input.companyId, sub.startedAt);
    if (totals.granted - totals.used < 1) throw new AppError("plans.no_credits");
    await insertCreditEntry(tx, {
      companyId: input.companyId,
      delta: -1,
      reason: "spend",
      functionState: input.functionState,
      reference: input.reference,
      userId: input.userId,
    });
    return { creditAvailable: totals.granted - totals.used - 1 };
  });
}

/** Moves active plans past their expiry to state 4. One idempotent UPDATE: safe when every instance runs it. */
export async function expireSubscriptions(db: DbOrTx): Promise<number[]> {
  return expireOverdueSubscriptions(db);
}

/** Gives every company without a subscription its audience's free plan and credits (idempotent; run at start). */
export async function backfillFreePlans(db: DbOrTx): Promise<void> {
  await insertMissingFreeSubscriptions(db, FREE_PLAN_ID, NO_EXPIRY_ISO);
}
