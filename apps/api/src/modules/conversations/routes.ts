import { envelope } from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { authenticated, requireAuth } from "../auth/authenticate.ts";
import { unreadMessages } from "./service.ts";

export function registerConversationRoutes(app: TypedApp, ctx: AppContext) {
  app.get(
    "/conversations/getChatsUnreads",
    {
      onRequest: authenticated,
      schema: {
        tags: ["conversations"],
        summary: "Unread chat messages for the caller (a number)",
        security: [{ bearer: [] }],
        response: { 200: envelope(z.number()), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(await unreadMessages(ctx.database.db, auth.row.userId, auth.row.companyId));
    },
  );
}
