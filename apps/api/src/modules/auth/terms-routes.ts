import { acceptTermsBodySchema, envelope, termsStatusSchema } from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { type AuthContext, authenticated, requireAuth } from "./auth-hooks.ts";
import { acceptCurrentTerms, readTermsStatus, type TermsCaller } from "./terms.ts";

const callerOf = (auth: AuthContext): TermsCaller => ({
  userId: auth.row.userId,
  actingStaff: auth.assumedByUserId !== null,
});

const security = [{ bearer: [] }];
const tags = ["auth"];

/** The terms of service and privacy policy the signed-in user accepted (issue 20 item 8). Every role. */
export function registerTermsRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;

  app.get(
    "/auth/terms",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary:
          "The terms version in force and the one the signed-in user accepted (must_accept: ask again)",
        security,
        response: { 200: envelope(termsStatusSchema), ...errorResponses },
      },
    },
    async (request) => ok(await readTermsStatus(db, callerOf(requireAuth(request)))),
  );

  app.put(
    "/auth/terms",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Accept the terms and privacy policy in force (the body names the version read)",
        security,
        body: acceptTermsBodySchema,
        response: { 200: envelope(termsStatusSchema), ...errorResponses },
      },
    },
    async (request) => ok(await acceptCurrentTerms(db, callerOf(requireAuth(request)))),
  );
}
