import {
  analyticsHealthSchema,
  analyticsMarketplaceSchema,
  analyticsReportQuerySchema,
  analyticsTermsSchema,
  companyActivityParamsSchema,
  envelope,
  ROLE,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { type AuthContext, requireAuth, requireRoles } from "../auth/index.ts";
import { companyActivityCsv } from "./company-report.ts";
import { healthCsv, marketplaceCsv, termsCsv } from "./csv-exports.ts";
import { analyticsHealth } from "./health.ts";
import { analyticsMarketplace } from "./marketplace.ts";
import { analyticsTerms } from "./terms.ts";

const security = [{ bearer: [] }];
const tags = ["analytics"];
const csv = "text/csv";

const callerOf = (auth: AuthContext) => ({
  roleId: auth.roleId,
  companyId: auth.row.companyId,
  companyType: auth.row.companyType,
});

/**
 * Staff analytics (issue 18 item 3; §2.2 charts and graphs): marketplace health, funnel and liquidity, search terms,
 * each with its CSV, and Report Compagnie (a company's activity as CSV) for staff and for a client's own company.
 * Every figure comes from the daily rollups or index-led domain statements bounded by a period of at most 2 years.
 */
export function registerAnalyticsReportRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const staff = requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);
  const querystring = analyticsReportQuerySchema;

  app.get(
    "/admin/analytics/health",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Staff: sign-ups by role and source, plan revenue and credits over a period and brand",
        security,
        querystring,
        response: { 200: envelope(analyticsHealthSchema), ...errorResponses },
      },
    },
    async (request) => ok(await analyticsHealth(db, request.query)),
  );
  app.get(
    "/admin/analytics/health.csv",
    { onRequest: staff, schema: { tags, summary: "Staff: the health report as CSV", security, querystring } },
    async (request, reply) =>
      sendFile(reply, healthCsv(await analyticsHealth(db, request.query)), {
        contentType: csv,
        filename: "analytics-health.csv",
      }),
  );

  app.get(
    "/admin/analytics/marketplace",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Staff: funnel, liquidity of positions, suppliers' response and win rates over a period",
        security,
        querystring,
        response: { 200: envelope(analyticsMarketplaceSchema), ...errorResponses },
      },
    },
    async (request) => ok(await analyticsMarketplace(db, request.query)),
  );
  app.get(
    "/admin/analytics/marketplace.csv",
    {
      onRequest: staff,
      schema: { tags, summary: "Staff: the marketplace report as CSV", security, querystring },
    },
    async (request, reply) =>
      sendFile(reply, marketplaceCsv(await analyticsMarketplace(db, request.query)), {
        contentType: csv,
        filename: "analytics-marketplace.csv",
      }),
  );

  app.get(
    "/admin/analytics/terms",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Staff: searches without results, technologies asked vs offered",
        security,
        querystring,
        response: { 200: envelope(analyticsTermsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await analyticsTerms(db, request.query)),
  );
  app.get(
    "/admin/analytics/terms.csv",
    { onRequest: staff, schema: { tags, summary: "Staff: the terms report as CSV", security, querystring } },
    async (request, reply) =>
      sendFile(reply, termsCsv(await analyticsTerms(db, request.query)), {
        contentType: csv,
        filename: "analytics-terms.csv",
      }),
  );

  app.get(
    "/admin/analytics/companies/:id/report.csv",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Staff: Report Compagnie, a company's activity per period bucket as CSV",
        security,
        params: companyActivityParamsSchema,
        querystring,
      },
    },
    async (request, reply) => {
      const { csv: body, filename } = await companyActivityCsv(
        db,
        callerOf(requireAuth(request)),
        request.params.id,
        request.query,
      );
      return sendFile(reply, body, { contentType: csv, filename });
    },
  );

  app.get(
    "/analytics/company-report.csv",
    {
      onRequest: requireRoles(ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES),
      schema: {
        tags,
        summary: "Client: Report Compagnie of my own company as CSV (needs the download_company function)",
        security,
        querystring,
      },
    },
    async (request, reply) => {
      const caller = callerOf(requireAuth(request));
      const { csv: body, filename } = await companyActivityCsv(db, caller, caller.companyId, request.query);
      return sendFile(reply, body, { contentType: csv, filename });
    },
  );
}
