import {
  envelope,
  invoiceSchema,
  ledgerEntrySchema,
  pageOf,
  paginationQuerySchema,
  planAlertSchema,
  planAlerts,
  ROLE,
  type RoleId,
} from "@mkt/contracts";
import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { creditLedger, invoice } from "../../db/schema/index.ts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { sendInvoiceReceipt } from "../billing/index.ts";
import { findSubscription } from "./queries.ts";
import { supplierPlanStatus } from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["plans"];
/** Who sees the company's plan account: owners and their managers. */
const ACCOUNT_ROLES: RoleId[] = [
  ROLE.CLIENT,
  ROLE.CLIENT_EMPLOYEES,
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.FREELANCER,
];

/** The company's plan account: alerts, credit history and invoices (the /my_plans pages). */
export function registerPlanAccountRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const onRequest = requireRoles(...ACCOUNT_ROLES);

  app.get(
    "/plans/alerts",
    {
      onRequest,
      schema: {
        tags,
        summary: "Plan alerts for the breadcrumb, most urgent first (§4 action codes)",
        security,
        response: { 200: envelope(z.array(planAlertSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const { row, roleId } = requireAuth(request);
      const status = await supplierPlanStatus(db, row.companyId, row.companyType, roleId);
      const sub = await findSubscription(db, row.companyId);
      return ok(
        planAlerts({
          roleId,
          state: sub?.subscription.state ?? 1,
          numberDay: status.numberDay,
          companyProfiled: row.profiled,
        }),
      );
    },
  );

  app.get(
    "/plans/ledger",
    {
      onRequest,
      schema: {
        tags,
        summary: "The company's credit history, newest first",
        security,
        querystring: paginationQuerySchema,
        response: { 200: envelope(pageOf(ledgerEntrySchema)), ...errorResponses },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const where = eq(creditLedger.companyId, requireAuth(request).row.companyId);
      const [total] = await db.select({ n: count() }).from(creditLedger).where(where);
      const rows = await db
        .select()
        .from(creditLedger)
        .where(where)
        .orderBy(desc(creditLedger.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return ok({
        items: rows.map((r) => ({
          id: r.id,
          delta: r.delta,
          reason: r.reason,
          function_state: r.functionState,
          reference: r.reference,
          created_at: r.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
        page,
        limit,
      });
    },
  );

  app.get(
    "/plans/invoices",
    {
      onRequest,
      schema: {
        tags,
        summary: "The company's invoices, newest first",
        security,
        querystring: paginationQuerySchema,
        response: { 200: envelope(pageOf(invoiceSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const where = eq(invoice.companyId, requireAuth(request).row.companyId);
      const [total] = await db.select({ n: count() }).from(invoice).where(where);
      const rows = await db
        .select()
        .from(invoice)
        .where(where)
        .orderBy(desc(invoice.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return ok({
        items: rows.map((r) => ({
          id: r.id,
          number: r.number,
          description: r.description,
          amount: r.amountCents / 100,
          discount: r.discountCents / 100,
          total: (r.amountCents - r.discountCents) / 100,
          period_start: r.periodStart,
          period_end: r.periodEnd,
          created_at: r.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
        page,
        limit,
      });
    },
  );

  app.get(
    "/plans/invoices/:id/receipt.pdf",
    {
      onRequest,
      schema: {
        tags,
        summary: "A PDF receipt of one of the company's invoices",
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      return sendInvoiceReceipt(
        db,
        reply,
        request.params.id,
        requireAuth(request).row.companyId,
        request.lang,
      );
    },
  );
}
