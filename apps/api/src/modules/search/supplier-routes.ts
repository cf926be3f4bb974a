import {
  companyPageParamsSchema,
  companyReportQuerySchema,
  envelope,
  ROLE,
  supplierSearchQuerySchema,
  supplierSearchResultSchema,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { type AuthContext, requireAuth, requireRoles } from "../auth/index.ts";
import { getBrand } from "../general/index.ts";
import { companyReport, type PartnerCaller, searchSuppliers } from "./supplier-service.ts";

const security = [{ bearer: [] }];
const tags = ["supplier search"];

/** §6: the sidebar gives search_supplier to client, supplier and academy roles; staff see everything. */
export const PARTNER_SEARCH_ROLES = [
  ROLE.CLIENT,
  ROLE.CLIENT_EMPLOYEES,
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.ADMINISTRATOR,
  ROLE.ADMIN_MANAGEMENT,
] as const;

const callerOf = (auth: AuthContext): PartnerCaller => ({
  roleId: auth.roleId,
  companyId: auth.row.companyId,
  companyType: auth.row.companyType,
});

/**
 * §2.2 search_supplier (Search Supplier for clients, Search Partner for suppliers) and the company report PDF
 * (Report Compagnie, §2.6). Gated by the search_partner and download_company limitations (§4).
 */
export function registerSupplierSearchRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const partners = requireRoles(...PARTNER_SEARCH_ROLES);

  app.get(
    "/companies/search",
    {
      onRequest: partners,
      schema: {
        tags,
        summary:
          "Approved supplier, freelance and academy companies by name, VAT number, city, sector and technology",
        security,
        querystring: supplierSearchQuerySchema,
        response: { 200: envelope(supplierSearchResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await searchSuppliers(db, callerOf(requireAuth(request)), request.query, request.lang)),
  );

  app.get(
    "/companies/:id/report",
    {
      onRequest: partners,
      schema: {
        tags,
        summary: "The company report as a PDF in it or en (download_company; no credit is spent)",
        security,
        params: companyPageParamsSchema,
        querystring: companyReportQuerySchema,
      },
    },
    async (request, reply) => {
      const brand = await getBrand(ctx, request.hostname);
      const { pdf, filename } = await companyReport(db, callerOf(requireAuth(request)), request.params.id, {
        language: request.query.lang ?? request.lang,
        brandName: brand.name,
        brandColor: brand.colors.main,
      });
      return sendFile(reply, pdf, { contentType: "application/pdf", filename });
    },
  );
}
