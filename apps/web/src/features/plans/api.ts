import {
  checkoutPageSchema,
  clientCreditsSchema,
  invoiceSchema,
  ledgerEntrySchema,
  pageOf,
  planAlertSchema,
  planSchema,
  portalSessionSchema,
  ROLE,
  type RoleId,
  subscriptionUpdatedSchema,
  supplierPlanStatusSchema,
} from "@mkt/contracts";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiDownload, apiRequest } from "../../shared/api/http-client.ts";
import { type CheckoutRequest, checkoutFormBody } from "./purchase-rules.ts";

export type Plan = z.infer<typeof planSchema>;
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type PlanAlert = z.infer<typeof planAlertSchema>;

export const plansKeys = {
  all: ["plans"] as const,
  list: (audience: "client" | "supplier") => ["plans", "list", audience] as const,
  summary: (userId: number) => ["plans", "summary", userId] as const,
  alerts: (userId: number) => ["plans", "alerts", userId] as const,
  ledger: (userId: number, page: number) => ["plans", "ledger", userId, page] as const,
  invoices: (userId: number, page: number) => ["plans", "invoices", userId, page] as const,
};

/** §6: Client and Client Employees load credits; the supplier side loads the plan status. */
const CREDIT_ROLES: readonly RoleId[] = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES];
const PLAN_STATUS_ROLES: readonly RoleId[] = [
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_EMPLOYEES,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.FREELANCER,
];

export function loadsCredits(roleId: RoleId): boolean {
  return CREDIT_ROLES.includes(roleId);
}

export function loadsPlanStatus(roleId: RoleId): boolean {
  return PLAN_STATUS_ROLES.includes(roleId);
}

/** GET plans/alerts answers the company's owners and managers, not Supplier Employees. */
export function showsPlanAlerts(roleId: RoleId): boolean {
  return (loadsCredits(roleId) || loadsPlanStatus(roleId)) && roleId !== ROLE.SUPPLIER_EMPLOYEES;
}

/** The plan state both calls describe, in one shape for the card, the pill and the plans pages. */
export type PlanSummary = {
  source: "credits" | "plan_status";
  state: number;
  idPlanCurrent: number | null;
  namePlanCurrent: string | null;
  /** The current plan's English name (show it with planName). */
  namePlanCurrentEn: string | null;
  price: number;
  credits: number;
  creditsUsed: number;
  creditAvailable: number;
  limit: string | null;
  freePlan: boolean;
  transactionFee: number;
  countProjects: number | null;
  maxProject: number | null;
  countPosition: number;
  maxPosition: number | null;
  nMaxUsers: number | null;
  cancelAtPeriodEnd: boolean;
  /** The Assumi add-on is part of the subscription (clients only). */
  assumePlan: boolean;
  /** What the add-on costs bought alone now, until the plan expires (euro); null when it cannot be. */
  addonAlonePrice: number | null;
  /** A legacy plan no longer on sale (§4 is_old_plan): the menu shows its older style. */
  isOldPlan: boolean;
};

async function fetchSummary(roleId: RoleId): Promise<PlanSummary> {
  if (loadsCredits(roleId)) {
    const c = await apiRequest("company/getNumberCredits", clientCreditsSchema, { auth: true });
    return {
      source: "credits",
      state: c.state,
      idPlanCurrent: c.idPlanCurrent,
      namePlanCurrent: c.namePlanCurrent,
      namePlanCurrentEn: c.namePlanCurrent_en ?? null,
      price: c.price,
      credits: c.credits,
      creditsUsed: c.creditsUsed,
      creditAvailable: c.creditAvailable,
      limit: c.limit,
      freePlan: c.freePlan,
      transactionFee: c.transactionFee,
      countProjects: c.countProjects,
      maxProject: c.max_project,
      countPosition: c.countPosition,
      maxPosition: c.max_position,
      nMaxUsers: c.n_max_users,
      cancelAtPeriodEnd: c.cancel_at_period_end,
      assumePlan: c.assumePlan === 1,
      addonAlonePrice: c.addon_alone_price ?? null,
      isOldPlan: c.is_old_plan,
    };
  }
  const s = await apiRequest("company/getPlanStatus", supplierPlanStatusSchema, { auth: true });
  // The supplier status carries no state: no plan is 1, an active plan 2, an expired one 4 (§4).
  const state = s.namePlanCurrent === null ? 1 : s.planStatus === 1 ? 2 : 4;
  return {
    source: "plan_status",
    state,
    idPlanCurrent: s.idPlanCurrent,
    namePlanCurrent: s.namePlanCurrent,
    namePlanCurrentEn: s.namePlanCurrent_en ?? null,
    price: s.price,
    credits: 0,
    creditsUsed: 0,
    creditAvailable: 0,
    limit: s.limit,
    freePlan: s.freePlan,
    transactionFee: s.transactionFee,
    countProjects: null,
    maxProject: null,
    countPosition: s.countPosition,
    maxPosition: s.max_position,
    nMaxUsers: null,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    assumePlan: false,
    addonAlonePrice: null,
    isOldPlan: s.isOldPlan,
  };
}

/** GET company/getNumberCredits (client roles) or company/getPlanStatus (supplier roles), per §6. */
export function usePlanSummary(userId: number, roleId: RoleId, enabled = true) {
  return useQuery({
    queryKey: plansKeys.summary(userId),
    queryFn: () => fetchSummary(roleId),
    enabled: enabled && (loadsCredits(roleId) || loadsPlanStatus(roleId)),
    staleTime: 60_000,
    meta: { errorNotice: true },
  });
}

/** GET plans/list: the plans on sale for an audience. */
export function usePlans(audience: "client" | "supplier") {
  return useQuery({
    queryKey: plansKeys.list(audience),
    queryFn: () => apiRequest("plans/list", z.array(planSchema), { auth: true, query: { audience } }),
    staleTime: 5 * 60_000,
  });
}

/** GET plans/alerts: the breadcrumb's plan alerts, most urgent first. */
export function usePlanAlerts(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: plansKeys.alerts(userId),
    queryFn: () => apiRequest("plans/alerts", z.array(planAlertSchema), { auth: true }),
    enabled,
    staleTime: 60_000,
  });
}

export const HISTORY_PAGE_SIZE = 10;

export function useLedger(userId: number, page: number) {
  return useQuery({
    queryKey: plansKeys.ledger(userId, page),
    queryFn: () =>
      apiRequest("plans/ledger", pageOf(ledgerEntrySchema), {
        auth: true,
        query: { page, limit: HISTORY_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(userId: number, page: number) {
  return useQuery({
    queryKey: plansKeys.invoices(userId, page),
    queryFn: () =>
      apiRequest("plans/invoices", pageOf(invoiceSchema), {
        auth: true,
        query: { page, limit: HISTORY_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The PDF receipt of an invoice, saved under its number. */
export async function downloadReceipt(invoice: Pick<Invoice, "id" | "number">): Promise<void> {
  const blob = await apiDownload(`plans/invoices/${invoice.id}/receipt.pdf`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${invoice.number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POST billing/openCheckoutSubscription (form-urlencoded): the hosted checkout page. */
export function openCheckoutSubscription(
  request: CheckoutRequest & { request_purchase_plan_to_sales_id?: number | null; return_path: string },
) {
  return apiRequest("billing/openCheckoutSubscription", checkoutPageSchema, {
    method: "POST",
    auth: true,
    body: checkoutFormBody(request),
  });
}

/** POST billing/getCheckSubscriptionIsUpdated: non-empty once the subscription moved to the plan. */
export async function checkSubscriptionUpdated(planId: number, date: string): Promise<boolean> {
  const rows = await apiRequest("billing/getCheckSubscriptionIsUpdated", subscriptionUpdatedSchema, {
    method: "POST",
    auth: true,
    body: { plan_id: planId, date },
  });
  return rows.length > 0;
}

/** GET billing/getPortalSession: opens the hosted customer portal, which returns to `returnPath`. */
export function usePortal() {
  return useMutation({
    mutationFn: async (returnPath: string) => {
      const portal = await apiRequest("billing/getPortalSession", portalSessionSchema, {
        auth: true,
        query: { return_path: returnPath },
      });
      window.location.assign(portal.url);
      return portal;
    },
  });
}
