import { envelope, healthSchema } from "@mkt/contracts";
import { sql } from "drizzle-orm";
import { appliedMigration } from "../../db/client.ts";
import type { AppContext } from "../../lib/context.ts";
import { ok, type TypedApp } from "../../lib/http.ts";

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
      let reachable = false;
      let migration: string | null = null;
      let maintenance = false;
      try {
        await ctx.database.db.execute(sql`SELECT 1`);
        reachable = true;
        migration = await appliedMigration(ctx.database.db);
        maintenance = await ctx.settings.isMaintenance();
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
      }
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
