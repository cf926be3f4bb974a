import { envelope, healthSchema } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { ok, type TypedApp } from "../../lib/http.ts";
import { databaseHealth } from "./service.ts";

export function registerHealthRoutes(app: TypedApp, ctx: AppContext) {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Database reachability, the applied migration and whether maintenance is on",
        response: { 200: envelope(healthSchema), 503: envelope(healthSchema) },
      },
    },
    async (request, reply) => {
      const { reachable, migration, maintenance, failure } = await databaseHealth(ctx);
      if (failure) request.log.error({ err: failure.error }, "health check: database unreachable");
      const body = {
        status: reachable ? ("ok" as const) : ("degraded" as const),
        database: { reachable, driver: ctx.database.driver },
        migration,
        maintenance,
        version: "1.0.0",
      };
      return reply.code(reachable ? 200 : 503).send({ ...ok(body), success: reachable });
    },
  );
}
