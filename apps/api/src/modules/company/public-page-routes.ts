import {
  companyPageParamsSchema,
  companyPageQuerySchema,
  companyPublicPageSchema,
  envelope,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { authenticated, requireAuth } from "../auth/index.ts";
import { getCompanyPublicPage } from "./public-page-service.ts";

/** §2.2 supplier_profile and customer_profile: a company's page as other companies see it. */
export function registerCompanyPublicPageRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  app.get(
    "/company/:id/public",
    {
      onRequest: authenticated,
      schema: {
        tags: ["company"],
        summary:
          "A company's page: logo, description, sectors, size, city, website, feedback, published profiles and services",
        security: [{ bearer: [] }],
        params: companyPageParamsSchema,
        querystring: companyPageQuerySchema,
        response: { 200: envelope(companyPublicPageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(
        await getCompanyPublicPage(
          db,
          { companyId: auth.row.companyId, companyType: auth.row.companyType },
          request.params.id,
          request.lang,
          request.query.profiles_page,
        ),
      );
    },
  );
}
