import {
  ANALYTICS_LIMITS,
  analyticsBatchSchema,
  analyticsConsentBodySchema,
  analyticsConsentSchema,
  analyticsRefreshResultSchema,
  envelope,
  ROLE,
} from "@mkt/contracts";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { authenticated, optionallyAuthenticated, requireAuth, requireRoles } from "../auth/index.ts";
import { readConsent, storeConsent } from "./consent.ts";
import { ingestEvents } from "./ingest.ts";
import { refreshNow } from "./staff-refresh.ts";

const tags = ["analytics"];
const security = [{ bearer: [] }];

/** A JSON body that is not JSON: a 400 like any other malformed body. */
function badJson(): Error {
  return Object.assign(new Error("the body is not JSON"), { statusCode: 400 });
}

/**
 * First-party analytics (issue 18): the tracking client's batches, the signed-in user's consent, and the staff's
 * rollup refresh. See docs/analytics.md.
 */
export function registerAnalyticsRoutes(app: TypedApp, ctx: AppContext) {
  // navigator.sendBeacon sends text/plain: parsed as JSON here, within the same size cap as JSON bodies.
  app.register(async (scope) => {
    scope.removeContentTypeParser("text/plain");
    scope.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(badJson(), undefined);
      }
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/analytics/events",
      {
        config: { changesNoSession: true },
        onRequest: optionallyAuthenticated,
        bodyLimit: ANALYTICS_LIMITS.maxBodyBytes,
        schema: {
          tags,
          summary:
            "Tracked events (≤ 50): signed-in users with their bearer (or access_token in a beacon body), open-area visitors with their token and banner consent; 204 whether stored or dropped",
          body: analyticsBatchSchema,
          response: {
            204: z.null().describe("accepted (stored, or dropped when nothing may be recorded)"),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        await ingestEvents(ctx, {
          auth: request.auth,
          batch: request.body,
          host: request.hostname,
          ip: request.ip,
        });
        return reply.code(204).send(null);
      },
    );
  });

  app.get(
    "/analytics/consent",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "The signed-in user's analytics choice (null: not asked yet)",
        security,
        response: { 200: envelope(analyticsConsentSchema), ...errorResponses },
      },
    },
    async (request) => ok(await readConsent(ctx, requireAuth(request).row.userId)),
  );

  app.put(
    "/analytics/consent",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Store the signed-in user's analytics choice (cookie banner, profile page)",
        security,
        body: analyticsConsentBodySchema,
        response: { 200: envelope(analyticsConsentSchema), ...errorResponses },
      },
    },
    async (request) => ok(await storeConsent(ctx, requireAuth(request).row.userId, request.body.consent)),
  );

  app.post(
    "/admin/analytics/refresh",
    {
      onRequest: requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT),
      schema: {
        tags,
        summary: "Staff: run the daily rollups now and read today's counts",
        security,
        response: { 200: envelope(analyticsRefreshResultSchema), ...errorResponses },
      },
    },
    async () => ok(await refreshNow(ctx)),
  );
}
