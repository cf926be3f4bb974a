import { envelope, mailboxItemSchema, ROLE } from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { requireRoles } from "../auth/index.ts";
import { devMailboxEnabled } from "../general/index.ts";
import { mailbox } from "./service.ts";

/**
 * Mails written to the outbox when no SMTP server is configured: the demo's way to read them. Never registered in
 * production (which requires SMTP_URL). Only a signed-in Administrator may read it: the mails carry password-reset
 * and invitation links, so anyone else reading them could take over an account.
 */
export function registerDevMailboxRoutes(app: TypedApp, ctx: AppContext) {
  if (!devMailboxEnabled(ctx)) return;
  app.get(
    "/dev/mailbox",
    {
      onRequest: requireRoles(ROLE.ADMINISTRATOR),
      schema: {
        tags: ["dev"],
        summary: "The newest 100 mails of the outbox, optionally for one recipient",
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: envelope(z.array(mailboxItemSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await mailbox(ctx.database.db, request.query.to)),
  );
}
