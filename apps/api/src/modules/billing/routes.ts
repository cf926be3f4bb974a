import {
  checkoutPageSchema,
  checkSubscriptionBodySchema,
  envelope,
  openCheckoutBodySchema,
  portalSessionSchema,
  ROLE,
  subscriptionUpdatedSchema,
} from "@mkt/contracts";
import { z } from "zod";
import { BODY_LIMITS } from "../../lib/body-limits.ts";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { publicUrl } from "../../lib/public-url.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import { handleBillingEvent } from "./billing-events.ts";
import { buyerOf, openCheckout } from "./checkout.ts";
import { openPortal } from "./portal.ts";
import type { BillingProvider } from "./provider.ts";
import { checkSubscriptionUpdated } from "./subscription-check.ts";

const security = [{ bearer: [] }];
const tags = ["billing"];
/** Company owners buy plans (§4, §6). */
const BUYERS = [ROLE.CLIENT, ROLE.SUPPLIER, ROLE.FREELANCER, ROLE.ACCADEMY] as const;

/** §7 billing calls and the webhook the provider posts to. */
export function registerBillingRoutes(app: TypedApp, ctx: AppContext, provider: BillingProvider) {
  const db = ctx.database.db;

  app.post(
    "/billing/openCheckoutSubscription",
    {
      onRequest: requireRoles(...BUYERS),
      schema: {
        tags,
        summary:
          "Open a hosted checkout for a plan (form-urlencoded {plan_id, plan_charge, request_purchase_plan_to_sales_id, addon})",
        security,
        consumes: ["application/x-www-form-urlencoded", "application/json"],
        body: openCheckoutBodySchema,
        response: { 200: envelope(checkoutPageSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await openCheckout(
          db,
          provider,
          await publicUrl(ctx, request),
          buyerOf(requireAuth(request)),
          request.body,
        ),
      ),
  );

  app.get(
    "/billing/getPortalSession",
    {
      onRequest: requireRoles(...BUYERS),
      schema: {
        tags,
        summary: "A link into the hosted customer portal",
        security,
        querystring: z.object({
          return_path: z
            .string()
            .max(300)
            .regex(/^\/(?!\/)[\w\-/?=&.%]*$/)
            .optional(),
        }),
        response: { 200: envelope(portalSessionSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await openPortal(
          db,
          provider,
          await publicUrl(ctx, request),
          buyerOf(requireAuth(request)),
          request.query.return_path ?? "/",
        ),
      ),
  );

  app.post(
    "/billing/getCheckSubscriptionIsUpdated",
    {
      onRequest: requireRoles(
        ...BUYERS,
        ROLE.CLIENT_EMPLOYEES,
        ROLE.SUPPLIER_MANAGEMENT,
        ROLE.MANAGEMENT_ACCADEMY,
      ),
      schema: {
        tags,
        summary:
          "Non-empty once the company's subscription moved to the plan after the date (YYYY-MM-DD HH:mm:ss, UTC)",
        security,
        body: checkSubscriptionBodySchema,
        response: { 200: envelope(subscriptionUpdatedSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await checkSubscriptionUpdated(
          db,
          requireAuth(request).row.companyId,
          request.body.plan_id,
          request.body.date,
        ),
      ),
  );

  // The webhook reads its raw body: the signature covers the exact bytes.
  app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      "/billing/webhook",
      {
        bodyLimit: BODY_LIMITS.webhook,
        schema: { tags, summary: "Signed provider events; applied once per event id", hide: false },
      },
      async (request) => {
        const event = await provider.parseWebhook(
          String(request.body ?? ""),
          request.headers[provider.signatureHeader] as string | undefined,
        );
        // Events the platform does not act on are acknowledged and not stored.
        if (!event) return ok({ received: true, duplicate: false });
        const result = await handleBillingEvent(db, provider.name, event);
        return ok({ received: true, duplicate: result.duplicate });
      },
    );
  });
}
