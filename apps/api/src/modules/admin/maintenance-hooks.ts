import { isStaffRole } from "@mkt/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../lib/context.ts";
import { errorBody } from "../../lib/error-handler.ts";
import { authenticated } from "../auth/index.ts";

/**
 * Paths that answer even in maintenance: health checks, the API docs, the maintenance switch and its public
 * notice, and the sign-in calls, which refuse non-staff users themselves (auth/login.ts openSession, the
 * refresh in auth/sessions.ts) so staff can sign in and keep their session while the platform is closed.
 */
const MAINTENANCE_EXEMPT = [
  /^\/api\/health/,
  /^\/api\/docs/,
  /^\/api\/admin\/maintenance/,
  /^\/api\/auth\/(?:login|loginMobileAuthenticator|recoverySecret|refresh|logout)(?:\?|$)/,
];

/** Staff (Administrator, Admin Management) or staff acting as another user: they keep working in maintenance. */
async function isStaffCaller(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (!request.headers.authorization) return false;
  try {
    await authenticated(request, reply);
  } catch {
    request.auth = null;
    return false;
  }
  const auth = request.auth;
  return auth !== null && (isStaffRole(auth.roleId) || auth.assumedByUserId !== null);
}

/**
 * §4 maintenance: while the switch is on (app_setting, read by every instance with a cache of at most 3 s), every
 * /api call of anyone but staff answers 503 with data.status = "down", which sends the web app to /maintenance.
 */
export function installMaintenanceGate(app: FastifyInstance, ctx: AppContext): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/") || MAINTENANCE_EXEMPT.some((re) => re.test(request.url))) return;
    if (!(await ctx.settings.isMaintenance())) return;
    if (await isStaffCaller(request, reply)) return;
    return reply.code(503).send(errorBody("common.maintenance", request.lang, { status: "down" }));
  });
}
