import { ROLE, type RoleId } from "@mkt/contracts";
import type { RouteOptions } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { bearer, createUserAndLogin, useTestApp } from "./test/app.ts";

/**
 * The authorization matrix, generated from the route table: every operation × every role.
 * - An operation without an authentication hook must be one of PUBLIC_OPERATIONS (what the spec makes public, or
 *   what a token in the link or the body protects): a new route is refused to anonymous callers unless it is
 *   listed here on purpose.
 * - Every other operation answers 401 to an anonymous caller and to a forged token.
 * - An operation whose hook names its roles answers 403 to a signed-in user of every other role.
 */
const PUBLIC_OPERATIONS: Record<string, string> = {
  "GET /api/docs/": "OpenAPI documentation",
  "GET /api/docs/static/index.html": "OpenAPI documentation",
  "GET /api/docs/static/swagger-initializer.js": "OpenAPI documentation",
  "GET /api/docs/json": "OpenAPI documentation",
  "GET /api/docs/yaml": "OpenAPI documentation",
  "GET /api/docs/static/*": "OpenAPI documentation",
  "GET /api/ws": "WebSocket: the first message authenticates (closes with 4401 otherwise)",
  "GET /api/health": "health check for load balancers",
  "GET /api/admin/maintenance/notice": "what /maintenance shows (whether maintenance is on, its message)",
  "POST /api/auth/checkEmail": "registration form (rate-limited)",
  "POST /api/auth/checkPiva": "registration form",
  "POST /api/auth/register": "registration",
  "GET /api/auth/confirmEmail": "e-mailed one-time token",
  "POST /api/auth/sendConfirmEmailApi": "resend confirmation (rate-limited)",
  "POST /api/auth/forgotPassword": "password reset request",
  "POST /api/auth/resetPassword": "e-mailed one-time token",
  "POST /api/auth/login": "sign-in",
  "POST /api/auth/loginMobileAuthenticator":
    "second sign-in step: the signed challenge in the body (5 minutes)",
  "POST /api/auth/recoverySecret": "second sign-in step: the signed challenge in the body (5 minutes)",
  "POST /api/auth/logout": "the token in the body names the session",
  "POST /api/auth/refresh": "the token in the body names the session",
  "GET /api/auth/getParamLogin": "login page configuration",
  "GET /api/users/:id/avatar/:name": "avatars shown beside names",
  "GET /api/auth/getBrand": "brand of the host (login page)",
  "GET /api/auth/getLogo": "brand logo (login page)",
  "GET /api/auth/getLoginImage": "brand login image (login page)",
  "GET /api/auth/getConfigurationLogin": "login page configuration",
  "GET /api/auth/getVersionProduct": "product version (optional sign-in)",
  "POST /api/encoded_value/listRegister": "registration form lookups",
  "GET /api/description_pages/list": "page help texts (optional sign-in)",
  "GET /api/places":
    "city autocomplete, a reference lookup (optional sign-in; anonymous callers rate-limited per IP)",
  "GET /api/job_sectors": "registration form lookups",
  "GET /api/company/:id/logo": "logos shown beside company names",
  "GET /api/auth/checkInvite": "e-mailed invitation token",
  "POST /api/auth/acceptInvite": "e-mailed invitation token",
  "POST /api/company/claim/info": "e-mailed claim token of a ghost company (in the body)",
  "POST /api/company/claim": "e-mailed claim token of a ghost company (in the body)",
  "GET /api/collaborations/interview/checkInterviewToken": "e-mailed interview token",
  "POST /api/collaborations/interview/updateInterviewToken": "e-mailed interview token",
  "GET /api/auth/disactiveNotification": "signed opt-out link",
  "GET /api/auth/disactiveNewsLetter": "signed opt-out link",
  "GET /api/feedback/checkTokenExternalFeedback": "e-mailed review token",
  "POST /api/feedback/addFeedbackExternal": "e-mailed review token",
  "GET /api/feedback/checkTokenExternalFeedbackCollaboration": "e-mailed review token",
  "POST /api/feedback/addFeedbackExternalCollaboration": "e-mailed review token",
  "GET /api/plans/list": "public price list",
  "GET /api/plans/public": "public pricing page (rate-limited per IP; public fields only)",
  "GET /api/billing/local/checkout/:id": "hosted checkout: the unguessable session id is the credential",
  "POST /api/billing/local/checkout/:id/coupon": "hosted checkout session id",
  "POST /api/billing/local/checkout/:id/pay": "hosted checkout session id",
  "GET /api/billing/local/portal/:id": "hosted billing portal session id",
  "POST /api/billing/local/portal/:id/cancel": "hosted billing portal session id",
  "POST /api/billing/local/portal/:id/resume": "hosted billing portal session id",
  "POST /api/billing/local/portal/:id/change": "hosted billing portal session id",
  "GET /api/billing/local/portal/:id/invoices/:invoiceId.pdf": "hosted billing portal session id",
  "POST /api/billing/webhook": "signed by the billing provider",
  "POST /api/open/addTokenOpenAccess": "open-area token (issued here, rate-limited per IP)",
  "POST /api/analytics/events":
    "tracking batches: a signed-in bearer (or its token in a beacon body) or an open-area token (401 without either)",
  "GET /api/publicLinkProfile/chekPublicProfile": "shared-link token (details: viewer token)",
  "POST /api/publicLinkProfile/saveContacts": "shared-link token (rate-limited per IP and link)",
  "POST /api/publicLinkProfile/filterProfile": "shared-link token and viewer token",
  "GET /api/publicLinkProfile/position": "shared-link token and viewer token",
  "GET /api/publicLinkProfile/listTech": "shared-link token",
  "GET /api/publicLinkProfile/listLanguages": "shared-link token",
  "GET /api/open/checkTokenAccess": "open-area token",
  "POST /api/open/changeLanguage": "open-area token",
  "GET /api/sidebar/getSidebarElement": "open-area token",
  "GET /api/open/encodedList": "open-area token",
  "GET /api/open/getSectorsOpen": "open-area token",
  "GET /api/open/getTechOpen": "open-area token",
  "GET /api/open/getLanguagesOpen": "open-area token",
  "GET /api/open/getRatesOpen": "open-area token",
  "GET /api/open/getFreePlanOpen": "open-area token",
  // The support chat's provider and public site id for signed-out visitors of the default brand's host (both are
  // in the page's script tag anyway); nothing else of the configuration.
  "GET /api/admin/support-chat/widget": "public: the widget a signed-out visitor's page loads",
  "POST /api/open/filterProfileOpen": "open-area token",
  "GET /api/open/profileDetailOpen": "open-area token",
  "GET /api/open/serviceList": "open-area token",
  "POST /api/open/searchServiceFromBar": "open-area token",
  "POST /api/open/searchServicesOpen": "open-area token",
  "GET /api/open/serviceDetailOpen": "open-area token",
  "POST /api/open/requestAvailableProfile": "open-area token (rate-limited, 5 a day per e-mail)",
  "POST /api/open/positionQuotationOpen": "open-area token (rate-limited, 5 a day per e-mail)",
  "POST /api/open/saveProjectOpen": "open-area token (rate-limited, 5 a day per e-mail)",
  "POST /api/open/getDetailCollaborationOpen":
    "signed collaboration link mailed to a client user (rate-limited per IP)",
  "GET /api/auth/checkTokenRegistration": "registration link from the open area (contact token)",
  "GET /api/auth/onboardingCustomer": "registration link sent by staff (contact token)",
};

type Hook = ((...args: never[]) => unknown) & { allowedRoles?: readonly RoleId[] };

type Operation = { method: string; url: string; authenticated: boolean; roles: readonly RoleId[] | null };

function operations(routes: RouteOptions[]): Operation[] {
  const result: Operation[] = [];
  for (const route of routes) {
    if (!route.url.startsWith("/api")) continue;
    const hooks = [route.onRequest ?? []].flat() as Hook[];
    const named = hooks.filter((h) => h.allowedRoles);
    const roles = named.length
      ? named.reduce<readonly RoleId[]>(
          (acc, h) => acc.filter((r) => h.allowedRoles?.includes(r)),
          Object.values(ROLE),
        )
      : null;
    const authenticated = roles !== null || hooks.some((h) => h.name === "authenticated");
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      result.push({ method, url: route.url, authenticated, roles });
    }
  }
  return result;
}

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, "1").replace(/\*/g, "x");

describe("authorization matrix (generated from the route table)", () => {
  const h = useTestApp();
  const tokens = new Map<RoleId, string>();

  beforeEach(async () => {
    tokens.clear();
    for (const role of Object.values(ROLE)) {
      tokens.set(role, (await createUserAndLogin(h.database.db, h.app, role)).token);
    }
  });

  const call = (op: Operation, headers: Record<string, string> = {}) =>
    h.app.inject({
      method: op.method as "GET",
      url: concrete(op.url),
      headers,
      ...(["POST", "PUT", "PATCH"].includes(op.method) ? { payload: {} } : {}),
    });

  it("lists every operation open to anonymous callers on purpose", () => {
    const open = operations(h.app.routeTable)
      .filter((op) => !op.authenticated)
      .map((op) => `${op.method} ${op.url}`);
    const unexpected = open.filter((key) => !(key in PUBLIC_OPERATIONS));
    expect(unexpected, "operations without an authentication hook that are not public on purpose").toEqual(
      [],
    );
    const stale = Object.keys(PUBLIC_OPERATIONS).filter((key) => !open.includes(key));
    expect(stale, "public operations listed here that no longer exist or are now protected").toEqual([]);
  });

  it("refuses anonymous callers and forged tokens on every protected operation", async () => {
    const protectedOps = operations(h.app.routeTable).filter((op) => op.authenticated);
    expect(protectedOps.length).toBeGreaterThan(150);
    const failures: string[] = [];
    for (const op of protectedOps) {
      const anonymous = await call(op);
      if (anonymous.statusCode !== 401)
        failures.push(`${op.method} ${op.url} anonymous → ${anonymous.statusCode}`);
      const forged = await call(op, bearer("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged"));
      if (forged.statusCode !== 401) failures.push(`${op.method} ${op.url} forged → ${forged.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("refuses every role an operation does not name", async () => {
    const byRole = operations(h.app.routeTable).filter((op) => op.roles !== null);
    expect(byRole.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let refusals = 0;
    for (const op of byRole) {
      for (const role of Object.values(ROLE)) {
        if (op.roles?.includes(role)) continue;
        const res = await call(op, bearer(tokens.get(role) ?? ""));
        refusals += 1;
        if (res.statusCode !== 403 || res.json().code !== "auth.forbidden")
          failures.push(`${op.method} ${op.url} role ${role} → ${res.statusCode}`);
      }
    }
    expect(refusals).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    // Thousands of requests (every protected operation × every role it does not name): more than the default 30 s
    // on a loaded machine.
  }, 180_000);
});
