import {
  envelope,
  notificationListQuerySchema,
  notificationListSchema,
  readNotificationsBodySchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { authenticated, requireAuth } from "../auth/index.ts";
import { attachNotificationMail } from "./email.ts";
import { registerEmailPreferenceRoutes } from "./email-routes.ts";
import { listNotifications, markRead } from "./service.ts";

const security = [{ bearer: [] }];
export function registerNotificationRoutes(app: TypedApp, ctx: AppContext) {
  // From here on every notifyUsers(…, ctx.bus, …) also e-mails per the users' preferences.
  attachNotificationMail(ctx);
  registerEmailPreferenceRoutes(app, ctx);
  app.get(
    "/notifications/getNotifications",
    {
      onRequest: authenticated,
      schema: {
        tags: ["notifications"],
        summary: "The caller's newest notifications and the unread counter",
        security,
        querystring: notificationListQuerySchema,
        response: {
          200: envelope(notificationListSchema),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(
        await listNotifications(
          ctx.database.db,
          requireAuth(request).row.userId,
          request.lang,
          request.query.limit,
          request.query.before_id,
          request.query.type,
        ),
      ),
  );

  app.post(
    "/notifications/readNotifications",
    {
      onRequest: authenticated,
      schema: {
        tags: ["notifications"],
        summary: "Mark notifications read (all when ids is omitted)",
        security,
        body: readNotificationsBodySchema,
        response: { 200: envelope(z.object({ counterNotificationToRead: z.number() })), ...errorResponses },
      },
    },
    async (request) =>
      ok({
        counterNotificationToRead: await markRead(
          ctx.database.db,
          ctx.bus,
          requireAuth(request).row.userId,
          request.body.ids,
        ),
      }),
  );
}
