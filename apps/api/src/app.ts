import { randomBytes, randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { BODY_LIMITS } from "./lib/body-limits.ts";
import type { AppContext } from "./lib/context.ts";
import { installErrorHandler } from "./lib/error-handler.ts";
import { trackInFlight } from "./lib/in-flight.ts";
import { rangeCheckedValidatorCompiler } from "./lib/integer-range.ts";
import { languageFromHeader } from "./lib/language.ts";
import { serializeRequestForLog } from "./lib/log-redaction.ts";
import { installNulGuard } from "./lib/nul-guard.ts";
import { publicUrl } from "./lib/public-url.ts";
import { OneLineRequestLog } from "./lib/request-log.ts";
import { registerSecurityHeaders } from "./lib/security-headers.ts";
import { fixedRenderer, type SignedInRenderer, webBuildRenderer } from "./lib/signed-in-renderer.ts";
import { installUploadDrain } from "./lib/upload-drain.ts";
import { registerCompression, registerWebApp } from "./lib/web-static.ts";
import { registerAdminBillingRoutes } from "./modules/admin/billing-routes.ts";
import { installMaintenanceGate } from "./modules/admin/maintenance-hooks.ts";
import { registerAdminRoutes } from "./modules/admin/routes.ts";
import { registerAnalyticsRoutes } from "./modules/analytics/index.ts";
import { registerAnalyticsReportRoutes } from "./modules/analytics-reports/routes.ts";
import { registerAssociationRoutes } from "./modules/associations/routes.ts";
import { authenticateSocket } from "./modules/auth/access.ts";
import { registerAssumeRoutes } from "./modules/auth/assume-routes.ts";
import { installAuthentication } from "./modules/auth/auth-hooks.ts";
import { registerMeRoutes } from "./modules/auth/me-routes.ts";
import { registerMfaRoutes } from "./modules/auth/mfa-routes.ts";
import { signedInPages } from "./modules/auth/page-session-hooks.ts";
import { registerPageSessionRoutes } from "./modules/auth/page-session-routes.ts";
import { registerAuthRoutes } from "./modules/auth/routes.ts";
import { registerTermsRoutes } from "./modules/auth/terms-routes.ts";
import { registerAvailabilityRoutes } from "./modules/availability/routes.ts";
import { LocalBillingProvider, SIGNATURE_HEADER } from "./modules/billing/local-provider.ts";
import { registerLocalBillingPages } from "./modules/billing/local-routes.ts";
import type { BillingProvider } from "./modules/billing/provider.ts";
import { registerBillingRoutes } from "./modules/billing/routes.ts";
import { StripeBillingProvider } from "./modules/billing/stripe-provider.ts";
import { registerCollaborationRoutes } from "./modules/collaborations/routes.ts";
import { registerAuditLogRoutes } from "./modules/company/audit-log-routes.ts";
import { registerDocumentationRoutes } from "./modules/company/documentation-routes.ts";
import { registerGhostRoutes } from "./modules/company/ghost-routes.ts";
import { registerMemberCompanyRoutes } from "./modules/company/member-routes.ts";
import { registerCompanyProfileRoutes } from "./modules/company/profile-routes.ts";
import { registerCompanyPublicPageRoutes } from "./modules/company/public-page-routes.ts";
import { registerCompanyReviewRoutes } from "./modules/company/review-routes.ts";
import { registerCompanyShellRoutes } from "./modules/company/routes.ts";
import { registerStaffAccountRoutes } from "./modules/company/staff-accounts-routes.ts";
import { registerTeamRoutes } from "./modules/company/team-routes.ts";
import { registerConversationRoutes } from "./modules/conversations/routes.ts";
import { registerDashboardRoutes } from "./modules/dashboard/routes.ts";
import { registerDevMailboxRoutes } from "./modules/dev-mailbox/routes.ts";
import { registerFeedbackRoutes } from "./modules/feedback/routes.ts";
import { registerFunctionAdminRoutes } from "./modules/functions/admin-routes.ts";
import { registerFunctionRoutes } from "./modules/functions/routes.ts";
import { registerPageDescriptionAdminRoutes } from "./modules/general/page-description-routes.ts";
import { registerGeneralRoutes } from "./modules/general/routes.ts";
import { registerHealthRoutes } from "./modules/health/routes.ts";
import { registerMatchingRoutes } from "./modules/matching/routes.ts";
import { registerMarketRoutes } from "./modules/needs/market-routes.ts";
import { registerNeedRoutes } from "./modules/needs/routes.ts";
import { registerNotificationRoutes } from "./modules/notifications/routes.ts";
import { registerOpenAccessRoutes } from "./modules/open/index.ts";
import { registerPlaceRoutes } from "./modules/places/index.ts";
import { registerPlanAccountRoutes } from "./modules/plans/account-routes.ts";
import { registerPlanRoutes } from "./modules/plans/routes.ts";
import { registerPrivacyRoutes } from "./modules/privacy/routes.ts";
import { registerProfileFileRoutes } from "./modules/profiles/cv-routes.ts";
import { registerProfileRoutes } from "./modules/profiles/routes.ts";
import { registerProfileSectionRoutes } from "./modules/profiles/sections-routes.ts";
import { registerProfileUnlockRoutes } from "./modules/profiles/unlock.ts";
import { publicLinkPreview, registerPublicLinkRoutes } from "./modules/public-links/index.ts";
import { registerQuoteRoutes } from "./modules/quotes/routes.ts";
import { registerReferenceDataRoutes } from "./modules/reference-data/index.ts";
import { registerSavedSearchRoutes } from "./modules/saved-searches/routes.ts";
import { registerSearchRoutes } from "./modules/search/routes.ts";
import { registerSupplierSearchRoutes } from "./modules/search/supplier-routes.ts";
import { registerServiceRequestRoutes } from "./modules/service-requests/routes.ts";
import { registerServiceFavouriteRoutes } from "./modules/services/favourite-routes.ts";
import { registerServiceFileRoutes } from "./modules/services/file-routes.ts";
import { registerServiceReviewRoutes } from "./modules/services/review-routes.ts";
import { registerServiceRoutes } from "./modules/services/routes.ts";
import { registerServiceSearchRoutes } from "./modules/services/search-routes.ts";
import { registerRealtimeGateway } from "./realtime/gateway.ts";

export type App = FastifyInstance;

declare module "fastify" {
  interface FastifyInstance {
    routeTable: RouteOptions[];
    /** The requests being answered, oldest first (lib/in-flight.ts): logged when a shutdown's grace period ends. */
    inFlightRequests: () => string[];
  }
}

/**
 * `logStream`: where the request log goes instead of stdout (tests read it). `signedInRenderer`: the renderer of
 * signed-in pages instead of the web build's (tests give their own; lib/signed-in-renderer.ts).
 */
export async function buildApp(
  ctx: AppContext,
  options: { logger?: boolean; logStream?: DestinationStream; signedInRenderer?: SignedInRenderer } = {},
): Promise<App> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: ctx.config.LOG_LEVEL,
            redact: ["req.headers.authorization", "req.body.password"],
            // Tokens travel in GET query strings (open area, e-mailed links): never print their values.
            serializers: { req: serializeRequestForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    logController: new OneLineRequestLog(),
    genReqId: (req) => {
      const header = req.headers["x-request-id"];
      return typeof header === "string" && /^[\w-]{1,64}$/.test(header) ? header : randomUUID();
    },
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: BODY_LIMITS.default,
    requestTimeout: ctx.config.REQUEST_TIMEOUT_SECONDS * 1000,
  });
  // Every route as registered (method, url, hooks): read by the generated authorization matrix test.
  const routeTable: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    routeTable.push(route);
  });
  app.decorate("routeTable", routeTable);
  app.decorate("inFlightRequests", trackInFlight(app));
  app.setValidatorCompiler(rangeCheckedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  app.decorateRequest("lang", "it");
  app.addHook("onRequest", async (request, reply) => {
    request.lang = languageFromHeader(request.headers["accept-language"]);
    reply.header("x-request-id", request.id);
  });
  app.addHook("preValidation", async (request) => {
    const body = request.body as { language?: unknown } | undefined;
    if (!request.auth && (body?.language === "it" || body?.language === "en")) request.lang = body.language;
  });
  installNulGuard(app);
  installMaintenanceGate(app, ctx);

  await registerSecurityHeaders(app, ctx.config, ctx.settings);
  await registerCompression(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Marketplace API",
        version: "1.0.0",
        description: "B2B marketplace for IT talent and services.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  await app.register(formbody);
  // Cookies are read for one thing: the page cookie of signed-in pages rendered with their HTML
  // (auth/page-session-hooks.ts); the API itself authenticates with the bearer token only.
  await app.register(cookie);
  // Uploads: one file per request; each route checks its own size limit and the file's real type.
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, fieldSize: BODY_LIMITS.multipartField },
  });
  installUploadDrain(app);
  const billingSecret =
    ctx.config.BILLING_WEBHOOK_SECRET ??
    (await ctx.settings.getOrCreate("billing_webhook_secret", () => randomBytes(32).toString("hex")));
  // The local provider posts its webhooks through this app's own HTTP pipeline (route, signature check, handler).
  const local = new LocalBillingProvider(billingSecret, async (body, signature) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/billing/webhook",
      payload: body,
      headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature },
    });
    return { status: res.statusCode };
  });
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE } = ctx.config;
  const billing: BillingProvider =
    STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET
      ? new StripeBillingProvider(STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE)
      : local;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  installAuthentication(typed, ctx);
  await registerRealtimeGateway(app, ctx, (token) => authenticateSocket(ctx, token));
  await app.register(
    async (api) => {
      const r = api.withTypeProvider<ZodTypeProvider>();
      registerHealthRoutes(r, ctx);
      registerAuthRoutes(r, ctx);
      registerAssumeRoutes(r, ctx);
      registerMeRoutes(r, ctx);
      registerPageSessionRoutes(r, ctx);
      registerTermsRoutes(r, ctx);
      registerMfaRoutes(r, ctx);
      registerGeneralRoutes(r, ctx);
      registerPageDescriptionAdminRoutes(r, ctx);
      registerAdminRoutes(r, ctx);
      registerAnalyticsRoutes(r, ctx);
      registerFunctionRoutes(r, ctx);
      registerFunctionAdminRoutes(r, ctx);
      registerCompanyShellRoutes(r, ctx);
      registerCompanyProfileRoutes(r, ctx);
      registerCompanyPublicPageRoutes(r, ctx);
      registerCompanyReviewRoutes(r, ctx);
      registerDocumentationRoutes(r, ctx);
      registerAuditLogRoutes(r, ctx);
      registerTeamRoutes(r, ctx);
      registerMemberCompanyRoutes(r, ctx);
      registerStaffAccountRoutes(r, ctx);
      registerGhostRoutes(r, ctx);
      registerProfileRoutes(r, ctx);
      registerProfileSectionRoutes(r, ctx);
      registerProfileFileRoutes(r, ctx);
      registerSearchRoutes(r, ctx);
      registerSavedSearchRoutes(r, ctx);
      registerAvailabilityRoutes(r, ctx);
      registerAssociationRoutes(r, ctx);
      registerDashboardRoutes(r, ctx);
      registerAnalyticsReportRoutes(r, ctx);
      registerSupplierSearchRoutes(r, ctx);
      registerServiceRoutes(r, ctx);
      registerServiceReviewRoutes(r, ctx);
      registerServiceSearchRoutes(r, ctx);
      registerServiceFavouriteRoutes(r, ctx);
      registerServiceRequestRoutes(r, ctx);
      registerServiceFileRoutes(r, ctx);
      registerProfileUnlockRoutes(r, ctx);
      registerNeedRoutes(r, ctx);
      registerMarketRoutes(r, ctx);
      registerMatchingRoutes(r, ctx);
      registerQuoteRoutes(r, ctx);
      registerCollaborationRoutes(r, ctx);
      registerNotificationRoutes(r, ctx);
      registerOpenAccessRoutes(r, ctx);
      registerPublicLinkRoutes(r, ctx);
      registerConversationRoutes(r, ctx);
      registerFeedbackRoutes(r, ctx);
      registerPlanRoutes(r, ctx);
      registerPlanAccountRoutes(r, ctx);
      registerPrivacyRoutes(r, ctx);
      registerReferenceDataRoutes(r, ctx);
      registerPlaceRoutes(r, ctx);
      registerAdminBillingRoutes(r, ctx);
      registerBillingRoutes(r, ctx, billing);
      if (billing === local) registerLocalBillingPages(r, ctx, local);
      if (!ctx.config.SMTP_URL) registerDevMailboxRoutes(r, ctx);
    },
    { prefix: "/api" },
  );

  const renderer = options.signedInRenderer
    ? fixedRenderer(options.signedInRenderer)
    : webBuildRenderer(ctx.config.webDist, (error) =>
        app.log.error(
          { err: error instanceof Error ? error.message : String(error) },
          "signed-in pages: the web build's server renderer did not load; they are sent without their render",
        ),
      );
  // In production the renderer loads as the server starts (in the background: it never delays a request).
  if (ctx.config.NODE_ENV === "production") app.addHook("onReady", async () => renderer.load());
  // Shared links' pages get a link preview in their head (title, description, image; no personal data).
  await registerWebApp(
    app,
    ctx.config.webDist,
    async (request) => {
      const path = request.url.split("?")[0] ?? "";
      if (!path.startsWith("/public/")) return null;
      return publicLinkPreview(ctx, path, await publicUrl(ctx, request), request.lang);
    },
    // The dashboards and the talent search come rendered for the page cookie's session (issue 20, Speed).
    signedInPages(ctx, renderer),
  );
  return app;
}
