import {
  adminCompaniesPageSchema,
  adminCompaniesQuerySchema,
  adminCompanyDetailSchema,
  documentReviewBodySchema,
  documentReviewResultSchema,
  envelope,
  INT4_MAX,
  ROLE,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { requireRoles } from "../auth/index.ts";
import { actorOf } from "./documentation-routes.ts";
import { companyDetail, listCompanies, reviewDocument } from "./review-service.ts";

const security = [{ bearer: [] }];
const tags = ["admin"];
const documentParams = z.object({
  id: z.coerce.number().int().positive().max(INT4_MAX),
  docId: z.coerce.number().int().positive().max(INT4_MAX),
});

/** Staff review of companies and of each company's documentation (§2.2 company_list, company_review). */
export function registerCompanyReviewRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const staff = requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);

  app.get(
    "/admin/companies",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Staff: companies, searchable by name or VAT, filtered by type and documentation status",
        security,
        querystring: adminCompaniesQuerySchema,
        response: { 200: envelope(adminCompaniesPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listCompanies(db, request.query)),
  );

  app.get(
    "/admin/companies/:id",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Staff: one company with its documentation status and documents",
        security,
        params: idParams,
        response: { 200: envelope(adminCompanyDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await companyDetail(db, request.params.id)),
  );

  app.patch(
    "/admin/companies/:id/documents/:docId",
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          "Staff: approve or reject (with the reason) one document; the company's documentation status follows",
        security,
        params: documentParams,
        body: documentReviewBodySchema,
        response: { 200: envelope(documentReviewResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await reviewDocument(ctx, actorOf(request), request.params.id, request.params.docId, request.body)),
  );
}
