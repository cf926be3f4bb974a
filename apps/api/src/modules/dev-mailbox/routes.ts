import { envelope, mailboxItemSchema, ROLE } from "@mkt/contracts";
import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { emailOutbox } from "../../db/schema/index.ts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { requireRoles } from "../auth/index.ts";
import { devMailboxEnabled } from "../general/index.ts";

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
    async (request) => {
      const to = request.query.to?.trim().toLowerCase();
      const rows = await ctx.database.db
        .select()
        .from(emailOutbox)
        .where(to ? eq(sql`lower(${emailOutbox.to})`, to) : undefined)
        .orderBy(desc(emailOutbox.id))
        .limit(100);
      return ok(
        rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text,
          html: r.html,
          created_at: r.createdAt.toISOString(),
        })),
      );
    },
  );
}
