import { envelope, functionListSchema, ROLE, setFunctionBodySchema } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { authenticated, requireAuth, requireRoles } from "../auth/index.ts";
import { listFunctions, setFunction } from "./service.ts";

const security = [{ bearer: [] }];

export function registerFunctionRoutes(app: TypedApp, ctx: AppContext) {
  app.get(
    "/functions/getFunctionCompany",
    {
      onRequest: authenticated,
      schema: {
        tags: ["shell"],
        summary: "The functions enabled for the caller's company",
        security,
        response: { 200: envelope(functionListSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok({ functions: await listFunctions(ctx.database.db, requireAuth(request).row.companyId) }),
  );

  app.post(
    "/functions/setFunctionCompany",
    {
      onRequest: requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT),
      schema: {
        tags: ["shell"],
        summary: "Staff: switch a company's function on or off",
        security,
        body: setFunctionBodySchema,
        response: { 200: envelope(functionListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { company_id, state, status } = request.body;
      return ok({ functions: await setFunction(ctx.database.db, company_id, state, status) });
    },
  );
}
