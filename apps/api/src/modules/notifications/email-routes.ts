import {
  emailPreferencesBodySchema,
  emailPreferencesSchema,
  envelope,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { authenticated, requireAuth } from "../auth/index.ts";
import { getEmailPreferences, optOut, saveEmailPreferences } from "./preferences.ts";

const security = [{ bearer: [] }];

/** §2.2 email_notifications (every signed-in user) and the mails' opt-out links (§7, no login). */
export function registerEmailPreferenceRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  app.get(
    "/notifications/email-preferences",
    {
      onRequest: authenticated,
      schema: {
        tags: ["notifications"],
        summary:
          "Which notification events the caller receives by e-mail, how (instant or daily), newsletter",
        security,
        response: { 200: envelope(emailPreferencesSchema), ...errorResponses },
      },
    },
    async (request) => ok(await getEmailPreferences(db, requireAuth(request).row, request.lang)),
  );

  app.put(
    "/notifications/email-preferences",
    {
      onRequest: authenticated,
      schema: {
        tags: ["notifications"],
        summary: "Save the caller's e-mail preferences (events not listed keep their choice)",
        security,
        body: emailPreferencesBodySchema,
        response: { 200: envelope(emailPreferencesSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await saveEmailPreferences(db, requireAuth(request).row, request.lang, request.body)),
  );

  for (const [path, kind] of [
    ["/auth/disactiveNotification", "notifications"],
    ["/auth/disactiveNewsLetter", "newsletter"],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ["auth"],
          summary:
            kind === "notifications"
              ? "Stop notification e-mails by the mail's signed link (no login)"
              : "Unsubscribe from the newsletter by the mail's signed link (no login)",
          querystring: unsubscribeQuerySchema,
          response: { 200: envelope(unsubscribeResultSchema), ...errorResponses },
        },
      },
      async (request) => ok(await optOut(db, ctx.tokens, kind, request.query.token)),
    );
  }
}
