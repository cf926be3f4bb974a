import {
  discardBodySchema,
  envelope,
  myQuotesQuerySchema,
  pageOf,
  type QuoteAction,
  quotePdfQuerySchema,
  quoteSchema,
  tmQuoteBodySchema,
  withdrawBodySchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { MIME } from "../../storage/file-types.ts";
import { actorOf, requireAuth, requireRoles } from "../auth/index.ts";
import { getBrand } from "../general/index.ts";
import { decideNomination, decideQuote } from "./decide-quote.ts";
import { registerInvitationRoutes } from "./invitation-routes.ts";
import { listMyQuotes, listNeedProposals, listPositionQuotes } from "./list-quotes.ts";
import { readProposalForm } from "./proposal-form-routes.ts";
import { QUOTE_CLIENT_ROLES, QUOTE_SENDER_ROLES } from "./quote-access.ts";
import { renderQuotePdf } from "./quote-pdf.ts";
import { getQuote, quoteDocument, quoteForPdf } from "./read-quote.ts";
import { sendFpProposal, sendTmQuote } from "./send-quote.ts";
import { withdrawQuote } from "./withdraw-quote.ts";

const security = [{ bearer: [] }];
const tags = ["quotes"];
const quoteResponse = { 200: envelope(quoteSchema), ...errorResponses };

/** Quotes (preventivi), candidacies and Fixed Price proposals (issue 5). */
export function registerQuoteRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const senders = requireRoles(...QUOTE_SENDER_ROLES);
  const clients = requireRoles(...QUOTE_CLIENT_ROLES);
  const readers = requireRoles(...QUOTE_SENDER_ROLES, ...QUOTE_CLIENT_ROLES);
  registerInvitationRoutes(app, ctx);

  app.post(
    "/positions/:id/quotes",
    {
      onRequest: senders,
      schema: {
        tags,
        summary:
          "Answer a published T&M position: daily rate, dates, number of profiles, proposed own profiles",
        security,
        params: idParams,
        body: tmQuoteBodySchema,
        response: quoteResponse,
      },
    },
    async (request) =>
      ok(await sendTmQuote(db, ctx.bus, actorOf(requireAuth(request)), request.params.id, request.body)),
  );

  app.post(
    "/needs/:id/proposals",
    {
      onRequest: senders,
      schema: {
        tags,
        summary:
          "Answer a published Fixed Price need (multipart: price, delivery_date, note, optional PDF in file)",
        security,
        consumes: ["multipart/form-data"],
        params: idParams,
        response: quoteResponse,
      },
    },
    async (request) => {
      const sender = actorOf(requireAuth(request));
      const { input, document } = await readProposalForm(request);
      return ok(await sendFpProposal(db, ctx.bus, ctx.storage, sender, request.params.id, input, document));
    },
  );

  app.get(
    "/quotes/mine",
    {
      onRequest: senders,
      schema: {
        tags,
        summary: "The supplier's quotes and proposals with their candidacies, newest first",
        security,
        querystring: myQuotesQuerySchema,
        response: { 200: envelope(pageOf(quoteSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listMyQuotes(db, actorOf(requireAuth(request)), request.query)),
  );

  app.get(
    "/positions/:id/quotes",
    {
      onRequest: clients,
      schema: {
        tags,
        summary:
          "The quotes of one of the client's positions, candidacies with their match scores (plan: VP)",
        security,
        params: idParams,
        response: { 200: envelope(z.array(quoteSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listPositionQuotes(db, actorOf(requireAuth(request)), request.params.id)),
  );

  app.get(
    "/needs/:id/proposals",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "The proposals received by one of the client's Fixed Price needs (plan: VP)",
        security,
        params: idParams,
        response: { 200: envelope(z.array(quoteSchema)), ...errorResponses },
      },
    },
    async (request) => ok(await listNeedProposals(db, actorOf(requireAuth(request)), request.params.id)),
  );

  app.get(
    "/quotes/:id",
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "One quote: its client (first view marks it viewed) or its supplier",
        security,
        params: idParams,
        response: quoteResponse,
      },
    },
    async (request) => ok(await getQuote(db, ctx.bus, actorOf(requireAuth(request)), request.params.id)),
  );

  app.get(
    "/quotes/:id/pdf",
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "The quote as a PDF in it or en, anonymised as its reader sees it",
        security,
        params: idParams,
        querystring: quotePdfQuerySchema,
      },
    },
    async (request, reply) => {
      const q = await quoteForPdf(db, actorOf(requireAuth(request)), request.params.id);
      const brand = await getBrand(ctx, request.hostname);
      const pdf = await renderQuotePdf(q, {
        language: request.query.lang ?? request.lang,
        brandName: brand.name,
        brandColor: brand.colors.main,
      });
      return sendFile(reply, pdf, { contentType: "application/pdf", filename: `quote-${q.id}.pdf` });
    },
  );

  app.get(
    "/quotes/:id/document",
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "The document attached to a Fixed Price proposal",
        security,
        params: idParams,
      },
    },
    async (request, reply) => {
      const doc = await quoteDocument(db, actorOf(requireAuth(request)), request.params.id);
      return sendFile(reply, await ctx.storage.get(doc.key), {
        contentType: MIME.pdf,
        filename: doc.filename,
      });
    },
  );

  app.post(
    "/quotes/:id/withdraw",
    {
      onRequest: senders,
      schema: {
        tags,
        summary:
          "The supplier withdraws its open quote or proposal (optional reason); its open candidacies are withdrawn and the client is notified",
        security,
        params: idParams,
        body: withdrawBodySchema,
        response: quoteResponse,
      },
    },
    async (request) =>
      ok(
        await withdrawQuote(
          db,
          ctx.bus,
          actorOf(requireAuth(request)),
          request.params.id,
          request.body.reason,
        ),
      ),
  );

  for (const target of ["quotes", "nominations"] as const) {
    const decide = target === "quotes" ? decideQuote : decideNomination;
    const noun = target === "quotes" ? "quote" : "candidacy";
    for (const action of ["favourite", "accept"] as const satisfies QuoteAction[]) {
      app.post(
        `/${target}/:id/${action}`,
        {
          onRequest: clients,
          schema: {
            tags,
            summary: `${action === "favourite" ? "Mark as favourite" : "Accept (records the choice)"} a ${noun}; the supplier is notified`,
            security,
            params: idParams,
            response: quoteResponse,
          },
        },
        async (request) =>
          ok(await decide(db, ctx.bus, actorOf(requireAuth(request)), request.params.id, action)),
      );
    }
    app.post(
      `/${target}/:id/discard`,
      {
        onRequest: clients,
        schema: {
          tags,
          summary: `Discard a ${noun} with a reason (3–500 characters); the supplier is notified`,
          security,
          params: idParams,
          body: discardBodySchema,
          response: quoteResponse,
        },
      },
      async (request) =>
        ok(
          await decide(
            db,
            ctx.bus,
            actorOf(requireAuth(request)),
            request.params.id,
            "discard",
            request.body.reason,
          ),
        ),
    );
  }
}
