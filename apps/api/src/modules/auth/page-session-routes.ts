import { envelope, pageSessionResultSchema } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { authenticated, requireAuth } from "./auth-hooks.ts";
import { setPageCookie } from "./page-session-hooks.ts";

/** The page cookie of signed-in pages rendered with their HTML (issue 20, Speed; page-session-hooks.ts). */
export function registerPageSessionRoutes(app: TypedApp, ctx: AppContext) {
  app.post(
    "/auth/pageSession",
    {
      onRequest: authenticated,
      // It signs a cookie: no user, company or session changes.
      config: { changesNoSession: true },
      schema: {
        tags: ["auth"],
        summary:
          "Set the HttpOnly page cookie for the bearer token's session: the server then renders this user's dashboard and talent search with their HTML",
        security: [{ bearer: [] }],
        response: { 200: envelope(pageSessionResultSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      await setPageCookie(ctx, request, reply, requireAuth(request));
      return ok({ page_session: true as const });
    },
  );
}
