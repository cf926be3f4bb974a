import { envelope, openFreePlanSchema, openTokenQuerySchema } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { freePlanOpen } from "./free-plan.ts";

/**
 * GET open/getFreePlanOpen (issue 16 item 4): the free plan's limits, so the visitor's need form warns before
 * sending. Public on purpose: the open-access token is the credential (a read, like the open lookups).
 */
export function registerOpenFreePlanRoutes(app: TypedApp, ctx: AppContext) {
  app.get(
    "/open/getFreePlanOpen",
    {
      schema: {
        tags: ["open"],
        summary: "The free plan's limits (open positions and projects) a visitor's new company starts with",
        querystring: openTokenQuerySchema,
        response: { 200: envelope(openFreePlanSchema), ...errorResponses },
      },
    },
    async (request) => ok(await freePlanOpen(ctx, request.query.token)),
  );
}
