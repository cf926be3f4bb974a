import {
  envelope,
  maintenanceNoticeSchema,
  productConfigurationSchema,
  ROLE,
  supportChatWidgetSchema,
} from "@mkt/contracts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import {
  maintenanceNotice,
  readConfiguration,
  type SettingsActor,
  saveConfiguration,
  switchMaintenance,
} from "./configuration.ts";
import { supportChatWidgetFor } from "./support-chat.ts";

const maintenanceSchema = z.object({ enabled: z.boolean() });
const security = [{ bearer: [] }];
const tags = ["admin"];

function actorOf(request: FastifyRequest): SettingsActor {
  const auth = requireAuth(request);
  return { userId: auth.row.userId, assumedByUserId: auth.assumedByUserId, ip: request.ip };
}

/**
 * Staff switches for the whole platform: maintenance and the configuration screen. Admin Management reads them;
 * only the Administrator changes them.
 */
export function registerAdminRoutes(app: TypedApp, ctx: AppContext) {
  const staffOnly = requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT);
  const administrator = requireRoles(ROLE.ADMINISTRATOR);
  app.get(
    "/admin/maintenance",
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: "Is maintenance mode on?",
        security,
        response: { 200: envelope(maintenanceSchema), ...errorResponses },
      },
    },
    async () => ok({ enabled: await ctx.settings.isMaintenance() }),
  );
  app.post(
    "/admin/maintenance",
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: "Switch maintenance mode (every non-staff call then answers data.status = down)",
        security,
        body: maintenanceSchema,
        response: { 200: envelope(maintenanceSchema), ...errorResponses },
      },
    },
    async (request) => ok(await switchMaintenance(ctx, actorOf(request), request.body.enabled)),
  );
  app.get(
    "/admin/maintenance/notice",
    {
      schema: {
        tags,
        summary: "Public: whether maintenance is on and its message in the caller's language (/maintenance)",
        response: { 200: envelope(maintenanceNoticeSchema), ...errorResponses },
      },
    },
    async (request) => ok(await maintenanceNotice(ctx, request.lang)),
  );
  app.get(
    "/admin/support-chat/widget",
    {
      schema: {
        tags,
        summary:
          "Public: the support chat widget (provider and site id) for this host's signed-out visitors, or null",
        querystring: z.object({ url: z.string().max(500).optional() }),
        response: { 200: envelope(supportChatWidgetSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok({ widget: await supportChatWidgetFor(ctx, request.query.url ?? request.headers.host) }),
  );
  app.get(
    "/admin/configuration",
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: "The product configuration: maintenance, default product version, documentation deadline…",
        security,
        response: { 200: envelope(productConfigurationSchema), ...errorResponses },
      },
    },
    async () => ok(await readConfiguration(ctx)),
  );
  app.put(
    "/admin/configuration",
    {
      onRequest: administrator,
      schema: {
        tags,
        summary: "Save the product configuration (audited; every instance follows at once)",
        security,
        body: productConfigurationSchema,
        response: { 200: envelope(productConfigurationSchema), ...errorResponses },
      },
    },
    async (request) => ok(await saveConfiguration(ctx, actorOf(request), request.body)),
  );
}
