import {
  clientCreditsSchema,
  envelope,
  planSchema,
  publicPlanSchema,
  publicPlansQuerySchema,
  ROLE,
  supplierPlanStatusSchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { optionallyAuthenticated, requireAuth, requireRoles } from "../auth/index.ts";
import { plansOnSale } from "./plans-on-sale.ts";
import { publicPlans } from "./public-plans.ts";
import { clientCredits, supplierPlanStatus } from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["plans"];

export function registerPlanRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;

  app.get(
    "/company/getNumberCredits",
    {
      onRequest: requireRoles(ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES),
      schema: {
        tags,
        summary: "The client's plan, credits and limitations (§3)",
        security,
        response: { 200: envelope(clientCreditsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { row, roleId } = requireAuth(request);
      return ok(await clientCredits(db, row.companyId, row.companyType, roleId));
    },
  );

  app.get(
    "/company/getPlanStatus",
    {
      onRequest: requireRoles(
        ROLE.SUPPLIER,
        ROLE.SUPPLIER_EMPLOYEES,
        ROLE.SUPPLIER_MANAGEMENT,
        ROLE.ACCADEMY,
        ROLE.MANAGEMENT_ACCADEMY,
        ROLE.FREELANCER,
      ),
      schema: {
        tags,
        summary: "The supplier's plan status and limitations (§3)",
        security,
        response: { 200: envelope(supplierPlanStatusSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { row, roleId } = requireAuth(request);
      return ok(await supplierPlanStatus(db, row.companyId, row.companyType, roleId));
    },
  );

  app.get(
    "/plans/list",
    {
      schema: {
        tags,
        summary: "The plans on sale for an audience, with the functions each includes",
        querystring: z.object({ audience: z.enum(["client", "supplier"]) }),
        response: { 200: envelope(z.array(planSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await plansOnSale(db, request.query.audience)),
  );

  app.get(
    "/plans/public",
    {
      onRequest: optionallyAuthenticated,
      schema: {
        tags,
        summary:
          "The public price list (pricing page): plans on sale for an audience, public fields only; rate-limited",
        querystring: publicPlansQuerySchema,
        response: { 200: envelope(z.array(publicPlanSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await publicPlans(db, request.query.audience, request.auth ? null : request.ip)),
  );
}
