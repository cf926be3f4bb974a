import {
  envelope,
  INT4_MAX,
  invoiceSchema,
  ledgerEntrySchema,
  pageOf,
  paginationQuerySchema,
  planAlertSchema,
  ROLE,
  type RoleId,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { invoiceReceipt } from "../billing/index.ts";
import { accountAlerts, companyInvoices, creditHistory } from "./account.ts";

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
      return ok(await accountAlerts(db, row, roleId));
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
    async (request) => ok(await creditHistory(db, requireAuth(request).row.companyId, request.query)),
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
    async (request) =>
      ok(await companyInvoices(db, requireAuth(request).row.companyId, request.query, request.lang)),
  );

  app.get(
    "/plans/invoices/:id/receipt.pdf",
    {
      onRequest,
      schema: {
        tags,
        summary: "A PDF receipt of one of the company's invoices",
        security,
        params: z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) }),
      },
    },
    async (request, reply) => {
      const receipt = await invoiceReceipt(
        db,
        request.params.id,
        requireAuth(request).row.companyId,
        request.lang,
      );
      return sendFile(reply, receipt.body, receipt.meta);
    },
  );
}
