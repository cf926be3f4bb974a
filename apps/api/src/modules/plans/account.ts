import { invoiceDescription, type Language, type PageQuery, planAlerts, type RoleId } from "@mkt/contracts";
import type { Db } from "../../db/client.ts";
import { pageWindow, toPage } from "../../lib/pagination.ts";
import { findSubscription, invoicePageOf, ledgerPageOf } from "./queries.ts";
import { supplierPlanStatus } from "./service.ts";

/** The plan alerts of the breadcrumb, most urgent first. */
export async function accountAlerts(
  db: Db,
  company: { companyId: number; companyType: string; profiled: boolean },
  roleId: RoleId,
) {
  const status = await supplierPlanStatus(db, company.companyId, company.companyType, roleId);
  const sub = await findSubscription(db, company.companyId);
  return planAlerts({
    roleId,
    state: sub?.subscription.state ?? 1,
    numberDay: status.numberDay,
    companyProfiled: company.profiled,
  });
}

/** The company's credit history, newest first. */
export async function creditHistory(db: Db, companyId: number, query: PageQuery) {
  const { total, rows } = await ledgerPageOf(db, companyId, pageWindow(query));
  return toPage(
    query,
    total,
    rows.map((r) => ({
      id: r.id,
      delta: r.delta,
      reason: r.reason,
      function_state: r.functionState,
      reference: r.reference,
      created_at: r.createdAt.toISOString(),
    })),
  );
}

/** The company's invoices, newest first, each described in the reader's language (issue 20). */
export async function companyInvoices(db: Db, companyId: number, query: PageQuery, language: Language) {
  const { total, rows } = await invoicePageOf(db, companyId, pageWindow(query));
  return toPage(
    query,
    total,
    rows.map(({ invoice: r, planName, planNameEn, addon, addonAlone }) => ({
      id: r.id,
      number: r.number,
      description: invoiceDescription(
        {
          description: r.description,
          plan: planName === null ? null : { name: planName, name_en: planNameEn },
          addon: addon ?? false,
          addonAlone: addonAlone ?? false,
          periodStart: r.periodStart,
          periodEnd: r.periodEnd,
        },
        language,
      ),
      amount: r.amountCents / 100,
      discount: r.discountCents / 100,
      total: (r.amountCents - r.discountCents) / 100,
      period_start: r.periodStart,
      period_end: r.periodEnd,
      created_at: r.createdAt.toISOString(),
    })),
  );
}
