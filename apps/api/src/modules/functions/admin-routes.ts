import {
  companyFunctionsSchema,
  envelope,
  functionCompanySchema,
  functionCompanySearchSchema,
  INT4_MAX,
  pageOf,
  ROLE,
  setCompanyFunctionBodySchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import {
  companyFunctions,
  searchFunctionCompanies,
  switchCompanyFunction,
} from "./company-functions-admin.ts";

const security = [{ bearer: [] }];
const tags = ["admin"];
const companyParams = z.object({ company_id: z.coerce.number().int().positive().max(INT4_MAX) });
const functionParams = companyParams.extend({ state: z.string().trim().min(1).max(40) });

/** Back office `functions` (§3 function entry, §4): Administrator and Admin Management switch a company's functions. */
export function registerFunctionAdminRoutes(app: TypedApp, ctx: AppContext) {
  const staff = requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);
  const db = ctx.database.db;
  app.get(
    "/admin/functions/companies",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Companies whose name contains the search, by name (one page)",
        security,
        querystring: functionCompanySearchSchema,
        response: { 200: envelope(pageOf(functionCompanySchema)), ...errorResponses },
      },
    },
    async (request) => ok(await searchFunctionCompanies(db, request.query)),
  );
  app.get(
    "/admin/functions/companies/:company_id",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Every function of §4 and page permission key of §6 with its state for the company",
        security,
        params: companyParams,
        response: { 200: envelope(companyFunctionsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await companyFunctions(db, request.params.company_id)),
  );
  app.put(
    "/admin/functions/companies/:company_id/:state",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Switch one function or page permission key of the company on or off (audited)",
        security,
        params: functionParams,
        body: setCompanyFunctionBodySchema,
        response: { 200: envelope(companyFunctionsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const actor = { userId: auth.row.userId, assumedByUserId: auth.assumedByUserId, ip: request.ip };
      const { company_id, state } = request.params;
      return ok(await switchCompanyFunction(db, actor, company_id, state, request.body.enabled));
    },
  );
}
