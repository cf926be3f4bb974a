import { envelope, errorEnvelopeSchema } from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { ok, type TypedApp } from "../../lib/http.ts";
import { authenticated, requireAuth } from "../auth/authenticate.ts";
import { listNotifications, markRead } from "./service.ts";

const errors = { "4xx": errorEnvelopeSchema, "5xx": errorEnvelopeSchema };
const security = [{ bearer: [] }];
const itemSchema = z.object({
  id: z.number(),
  type: z.string(),
  round: z.boolean(),
  icon: z.string(),
  title: z.string(),
  subject: z.string(),
  time: z.string(),
  link: z.string().nullable(),
});

export function registerNotificationRoutes(app: TypedApp, ctx: AppContext) {
  app.get(
    "/notifications/getNotifications",
    {
      onRequest: authenticated,
      schema: {
        tags: ["notifications"],
        summary: "The caller's newest notifications and the unread counter",
        security,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(20),
          before_id: z.coerce.number().int().positive().optional(),
        }),
        response: {
          200: envelope(
            z.object({
              counterNotificationToRead: z.number(),
              notifications: z.array(itemSchema),
              next_before_id: z.number().nullable(),
            }),
          ),
          ...errors,
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
        body: z.object({ ids: z.array(z.number().int().positive()).max(200).optional() }),
        response: { 200: envelope(z.object({ counterNotificationToRead: z.number() })), ...errors },
      },
    },
    async (request) =>
      ok({
        counterNotificationToRead: await markRead(
          ctx.database.db,
          requireAuth(request).row.userId,
          request.body.ids,
        ),
      }),
  );
}
