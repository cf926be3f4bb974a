import {
  envelope,
  paramLoginQuerySchema,
  paramLoginResultSchema,
  ROLE,
  storedParamLoginSchema,
  storeParamLoginBodySchema,
} from "@mkt/contracts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { publicUrl } from "../../lib/public-url.ts";
import { restoreParamLogin, storeParamLogin } from "./assume.ts";
import { requireAuth, requireRoles } from "./auth-hooks.ts";

/** Staff act-as-user (§1, §2.5, §4, §7): store parameters for a one-time uuid, then restore a session from it. */
export function registerAssumeRoutes(app: TypedApp, ctx: AppContext) {
  app.post(
    "/auth/storeParamLoginAuth",
    {
      onRequest: requireRoles(ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT),
      schema: {
        tags: ["auth"],
        summary: "Staff: get a one-time uuid that opens a session as another (non-staff) user",
        security: [{ bearer: [] }],
        body: storeParamLoginBodySchema,
        response: { 200: envelope(storedParamLoginSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await storeParamLogin(
          ctx,
          requireAuth(request),
          request.body,
          { ip: request.ip, userAgent: request.headers["user-agent"] },
          await publicUrl(ctx, request),
        ),
      ),
  );

  app.get(
    "/auth/getParamLogin",
    {
      schema: {
        tags: ["auth"],
        summary: "Spend a one-time uuid: opens the assumed session, or returns from it to the staff session",
        querystring: paramLoginQuerySchema,
        response: { 200: envelope(paramLoginResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await restoreParamLogin(ctx, request.query.uuid, {
          ip: request.ip,
          userAgent: request.headers["user-agent"],
        }),
      ),
  );
}
