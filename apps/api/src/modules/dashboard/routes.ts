import {
  chartPeriodQuerySchema,
  clientChartsSchema,
  clientDashboardSchema,
  envelope,
  supplierChartsSchema,
  supplierDashboardSchema,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { ANSWERING_ROLES, REQUESTING_ROLES } from "../availability/index.ts";
import { clientCharts, supplierCharts } from "./charts.ts";
import { clientDashboard, supplierDashboard } from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["dashboard"];

/** §2.2 dashboard_client and dashboard_supplier: the home blocks with the company's real numbers. */
export function registerDashboardRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;

  app.get(
    "/dashboard/client",
    {
      onRequest: requireRoles(...REQUESTING_ROLES),
      schema: {
        tags,
        summary:
          "Client home: open needs, new quotes, best matches of my positions, saved profiles, availability requests",
        security,
        response: { 200: envelope(clientDashboardSchema), ...errorResponses },
      },
    },
    async (request) => ok(await clientDashboard(db, requireAuth(request).row.companyId)),
  );

  app.get(
    "/dashboard/supplier",
    {
      onRequest: requireRoles(...ANSWERING_ROLES),
      schema: {
        tags,
        summary:
          "Supplier, academy and freelancer home: positions that fit my profiles, my quotes by state, profiles without availability, requests received",
        security,
        response: { 200: envelope(supplierDashboardSchema), ...errorResponses },
      },
    },
    async (request) => ok(await supplierDashboard(db, requireAuth(request).row.companyId)),
  );

  app.get(
    "/dashboard/client/charts",
    {
      onRequest: requireRoles(...REQUESTING_ROLES),
      schema: {
        tags,
        summary:
          "Client home charts: positions published, quotes received and accepted, time to first quote, credits used per period bucket (my company only)",
        security,
        querystring: chartPeriodQuerySchema,
        response: { 200: envelope(clientChartsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await clientCharts(db, requireAuth(request).row.companyId, request.query)),
  );

  app.get(
    "/dashboard/supplier/charts",
    {
      onRequest: requireRoles(...ANSWERING_ROLES),
      schema: {
        tags,
        summary:
          "Supplier home charts: quotes sent and won, profile views, availability requests per bucket, against the median of my sectors",
        security,
        querystring: chartPeriodQuerySchema,
        response: { 200: envelope(supplierChartsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await supplierCharts(db, requireAuth(request).row.companyId, request.query)),
  );
}
