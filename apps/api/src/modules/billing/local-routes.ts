import { INT4_MAX, type Language, localCardOutcome } from "@mkt/contracts";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import type { TypedApp } from "../../lib/http.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { publicUrl } from "../../lib/public-url.ts";
import {
  ADDON_PRICE_CENTS,
  applyCheckoutCoupon,
  checkoutPageData,
  completeCheckout,
  openCheckoutSession,
  recordCheckoutFailure,
} from "./checkout.ts";
import type { LocalBillingProvider } from "./local-provider.ts";
import { appendQuery, checkoutPage, closedPage, portalPage } from "./pages.ts";
import { checkoutFromPortal, portalData } from "./portal.ts";
import { invoiceReceipt } from "./receipt.ts";

const idParams = z.object({ id: z.string().uuid() });

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);
}

/**
 * The local provider's hosted pages: checkout (card form accepting test cards) and customer portal (cancel,
 * resume, change plan, invoices). The unguessable session id in the URL is the access key; sessions expire.
 */
export function registerLocalBillingPages(app: TypedApp, ctx: AppContext, provider: LocalBillingProvider) {
  const db = ctx.database.db;
  const hidden = { hide: true } as const;

  const renderCheckout = async (id: string, reply: FastifyReply, lang: Language) => {
    try {
      const view = await checkoutPageData(db, id);
      return html(
        reply,
        200,
        checkoutPage(view, normalizeLanguage(view.session.language), ADDON_PRICE_CENTS),
      );
    } catch (error) {
      if (error instanceof AppError && error.code === "billing.checkout_closed")
        return html(reply, 410, closedPage(lang));
      throw error;
    }
  };

  app.get("/billing/local/checkout/:id", { schema: { ...hidden, params: idParams } }, (request, reply) =>
    renderCheckout(request.params.id, reply, request.lang),
  );

  app.post(
    "/billing/local/checkout/:id/coupon",
    { schema: { ...hidden, params: idParams, body: z.object({ coupon: z.string().max(40).default("") }) } },
    async (request, reply) => {
      try {
        await applyCheckoutCoupon(db, request.params.id, request.body.coupon);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== "billing.coupon_invalid")
          return renderCheckout(request.params.id, reply, request.lang);
        await recordCheckoutFailure(db, request.params.id, "coupon");
      }
      return reply.redirect(`/api/billing/local/checkout/${request.params.id}`, 303);
    },
  );

  app.post(
    "/billing/local/checkout/:id/pay",
    {
      schema: {
        ...hidden,
        params: idParams,
        body: z.object({
          holder: z.string().max(80).default(""),
          number: z.string().max(30).default(""),
          expiry: z.string().max(10).default(""),
          cvc: z.string().max(6).default(""),
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      try {
        await openCheckoutSession(db, id);
      } catch {
        return renderCheckout(id, reply, request.lang);
      }
      const outcome = localCardOutcome(request.body);
      if (outcome !== "success") {
        await recordCheckoutFailure(db, id, outcome);
        return reply.redirect(`/api/billing/local/checkout/${id}`, 303);
      }
      const returnPath = await completeCheckout(db, provider, id);
      return reply.redirect(appendQuery(returnPath, `checkout=success&session=${id}`), 303);
    },
  );

  const portalParams = z.object({ id: z.string().uuid() });
  app.get(
    "/billing/local/portal/:id",
    { schema: { ...hidden, params: portalParams } },
    async (request, reply) => {
      try {
        const data = await portalData(db, request.params.id);
        return html(
          reply,
          200,
          portalPage(
            {
              portalId: request.params.id,
              returnPath: data.session.returnPath,
              sub: data.sub,
              invoices: data.invoices,
              plans: data.plans,
            },
            data.language,
          ),
        );
      } catch (error) {
        if (error instanceof AppError && error.code === "billing.checkout_closed")
          return html(reply, 410, closedPage(request.lang));
        throw error;
      }
    },
  );

  for (const action of ["cancel", "resume"] as const) {
    app.post(
      `/billing/local/portal/:id/${action}`,
      { schema: { ...hidden, params: portalParams } },
      async (request, reply) => {
        const data = await portalData(db, request.params.id);
        await provider.emit({
          type: "subscription.updated",
          data: { company_id: data.session.companyId, cancel_at_period_end: action === "cancel" },
        });
        return reply.redirect(`/api/billing/local/portal/${request.params.id}`, 303);
      },
    );
  }

  app.post(
    "/billing/local/portal/:id/change",
    {
      schema: {
        ...hidden,
        params: portalParams,
        body: z.object({ plan_id: z.coerce.number().int().positive().max(INT4_MAX) }),
      },
    },
    async (request, reply) => {
      const checkout = await checkoutFromPortal(
        db,
        provider,
        await publicUrl(ctx, request),
        request.params.id,
        request.body.plan_id,
      );
      return reply.redirect(new URL(checkout.url).pathname, 303);
    },
  );

  app.get(
    "/billing/local/portal/:id/invoices/:invoiceId.pdf",
    {
      schema: {
        ...hidden,
        params: z.object({
          id: z.string().uuid(),
          invoiceId: z.coerce.number().int().positive().max(INT4_MAX),
        }),
      },
    },
    async (request, reply) => {
      const data = await portalData(db, request.params.id);
      const receipt = await invoiceReceipt(
        db,
        request.params.invoiceId,
        data.session.companyId,
        data.language,
      );
      return sendFile(reply, receipt.body, receipt.meta);
    },
  );
}
