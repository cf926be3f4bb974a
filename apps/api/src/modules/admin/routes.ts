import { envelope, ROLE } from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { requireRoles } from "../auth/index.ts";

const maintenanceSchema = z.object({ enabled: z.boolean() });

/** Staff switches for the whole platform. */
export function registerAdminRoutes(app: TypedApp, ctx: AppContext) {
  const staffOnly = requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);
  app.get(
    "/admin/maintenance",
    {
      onRequest: staffOnly,
      schema: {
        tags: ["admin"],
        summary: "Is maintenance mode on?",
        security: [{ bearer: [] }],
        response: { 200: envelope(maintenanceSchema), ...errorResponses },
      },
    },
    async () => ok({ enabled: await ctx.settings.isMaintenance() }),
  );
  app.post(
    "/admin/maintenance",
    {
      onRequest: requireRoles(ROLE.ADMINISTRATOR),
      schema: {
        tags: ["admin"],
        summary: "Switch maintenance mode (every other call then answers data.status = down)",
        security: [{ bearer: [] }],
        body: maintenanceSchema,
        response: { 200: envelope(maintenanceSchema), ...errorResponses },
      },
    },
    async (request) => {
      await ctx.settings.setMaintenance(request.body.enabled);
      return ok({ enabled: request.body.enabled });
    },
  );
}
