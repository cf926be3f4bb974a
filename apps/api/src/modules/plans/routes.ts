import { clientCreditsSchema, envelope, planSchema, ROLE, supplierPlanStatusSchema } from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { listPlans } from "./queries.ts";
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
    async (request) => {
      const plans = (await listPlans(db, request.query.audience)).filter((p) => p.active);
      const byPrice = [...plans].sort((a, b) => Number(a.priceYear) - Number(b.priceYear));
      return ok(
        plans.map((p) => ({
          id: p.id,
          audience: p.audience as "client" | "supplier",
          name: p.name,
          title: p.title,
          price: Number(p.priceYear),
          credits: p.creditsYear,
          max_project: p.maxProject,
          max_position: p.maxPosition,
          n_max_users: p.nMaxUsers,
          transaction_fee: Number(p.transactionFee),
          functions: p.functions,
          charge_code: p.chargeCode,
          is_old_plan: p.isOldPlan,
          // The functions for which this is the cheapest plan: the one the blocked modal recommends.
          recommended_for: p.functions.filter(
            (f) => byPrice.find((q) => q.functions.includes(f))?.id === p.id,
          ),
        })),
      );
    },
  );
}
