import {
  COMPANY_ADMIN_ROLES,
  envelope,
  SERVICE_REVIEWER_ROLES,
  serviceAllQuerySchema,
  serviceDetailSchema,
  serviceListSchema,
  serviceRejectBodySchema,
  serviceReviewQuerySchema,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { serviceStaffOf } from "./access.ts";
import { listAllServices, listMemberServices, listReviewQueue } from "./list-services.ts";
import { approveService, rejectService } from "./review-service-decision.ts";

const security = [{ bearer: [] }];
const tags = ["services"];
const detail = { 200: envelope(serviceDetailSchema), ...errorResponses };

/** Staff's side of the services catalogue: the review queue, the complete list, approve and reject. */
export function registerServiceReviewRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const reviewers = requireRoles(...SERVICE_REVIEWER_ROLES);
  const staff = (request: Parameters<typeof requireAuth>[0]) => serviceStaffOf(requireAuth(request));

  app.get(
    "/services/members",
    {
      onRequest: requireRoles(...COMPANY_ADMIN_ROLES),
      schema: {
        tags,
        summary: "Company administrators: Company Services, the member companies' services in every state",
        security,
        querystring: serviceAllQuerySchema,
        response: { 200: envelope(serviceListSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await listMemberServices(db, requireAuth(request).row.companyId, request.query, request.lang)),
  );

  app.get(
    "/services/review",
    {
      onRequest: reviewers,
      schema: {
        tags,
        summary: "Staff: the review queue, submitted services oldest first (company, search word)",
        security,
        querystring: serviceReviewQuerySchema,
        response: { 200: envelope(serviceListSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listReviewQueue(db, request.query, request.lang)),
  );

  app.get(
    "/services/all",
    {
      onRequest: reviewers,
      schema: {
        tags,
        summary: "Staff: every company's services, newest updated first (status, company, search word)",
        security,
        querystring: serviceAllQuerySchema,
        response: { 200: envelope(serviceListSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listAllServices(db, request.query, request.lang)),
  );

  app.post(
    "/services/:id/approve",
    {
      onRequest: reviewers,
      schema: {
        tags,
        summary:
          "Staff: approve the submitted revision (it becomes the live version; the supplier is notified)",
        security,
        params: idParams,
        response: detail,
      },
    },
    async (request) => ok(await approveService(db, ctx.bus, staff(request), request.params.id)),
  );

  app.post(
    "/services/:id/reject",
    {
      onRequest: reviewers,
      schema: {
        tags,
        summary: "Staff: reject the submitted revision with the reason the supplier reads",
        security,
        params: idParams,
        body: serviceRejectBodySchema,
        response: detail,
      },
    },
    async (request) =>
      ok(await rejectService(db, ctx.bus, staff(request), request.params.id, request.body.reason)),
  );
}
