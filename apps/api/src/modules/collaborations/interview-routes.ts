import {
  envelope,
  interviewOutcomeBodySchema,
  interviewProposeBodySchema,
  interviewRespondBodySchema,
  interviewTokenInfoSchema,
  interviewTokenQuerySchema,
  interviewTokenUpdateBodySchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { publicUrl } from "../../lib/public-url.ts";
import { actorOf, authenticated, requireAuth, requireRoles } from "../auth/index.ts";
import { checkInterviewToken, updateInterviewToken } from "./interview-invitees.ts";
import { interviewIcs } from "./interview-mails.ts";
import { recordOutcome } from "./interview-outcome.ts";
import { proposeInterview, respondInterview } from "./interview-slots.ts";
import { detail, security, tags } from "./route-common.ts";
import { CLIENT_ROLES, SUPPLIER_ROLES } from "./service.ts";

const MESSAGES = {
  interview: { it: "Proposta di colloquio inviata.", en: "Interview proposal sent." },
  answered: { it: "Risposta registrata.", en: "Answer recorded." },
};

/** Interviews: propose, the supplier's answer, the outcome, the .ics, and the external invitees' token page. */
export function registerInterviewRoutes(app: TypedApp, ctx: AppContext) {
  const clients = requireRoles(...CLIENT_ROLES);
  const suppliers = requireRoles(...SUPPLIER_ROLES);

  app.post(
    "/collaborations/:id/interviews",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "Propose an interview: 2–5 slots at least an hour apart, a place, external invitees",
        security,
        params: idParams,
        body: interviewProposeBodySchema,
        response: detail,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(
        await proposeInterview(
          ctx,
          { ...actorOf(auth), language: auth.row.language },
          request.params.id,
          request.body,
          await publicUrl(ctx, request),
        ),
        MESSAGES.interview[request.lang],
      );
    },
  );

  app.post(
    "/interviews/:id/respond",
    {
      onRequest: suppliers,
      schema: {
        tags,
        summary: "The supplier picks one proposed slot (confirming the interview) or declines",
        security,
        params: idParams,
        body: interviewRespondBodySchema,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await respondInterview(ctx, actorOf(requireAuth(request)), request.params.id, request.body),
        MESSAGES.answered[request.lang],
      ),
  );

  app.post(
    "/interviews/:id/outcome",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "The client records the outcome of a confirmed interview (negative cancels, with a reason)",
        security,
        params: idParams,
        body: interviewOutcomeBodySchema,
        response: detail,
      },
    },
    async (request) =>
      ok(await recordOutcome(ctx, actorOf(requireAuth(request)), request.params.id, request.body)),
  );

  app.get(
    "/interviews/:id/ics",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "The confirmed interview as an .ics calendar file",
        security,
        params: idParams,
      },
    },
    async (request, reply) => {
      const ics = await interviewIcs(ctx, actorOf(requireAuth(request)), request.params.id);
      return sendFile(reply, Buffer.from(ics, "utf8"), {
        contentType: "text/calendar",
        filename: `interview-${request.params.id}.ics`,
      });
    },
  );

  app.get(
    "/collaborations/interview/checkInterviewToken",
    {
      schema: {
        tags,
        summary: "The interview behind an invitee's mailed token (forged 400, used or expired 410)",
        querystring: interviewTokenQuerySchema,
        response: { 200: envelope(interviewTokenInfoSchema), ...errorResponses },
      },
    },
    async (request) => ok(await checkInterviewToken(ctx, request.query.token)),
  );

  app.post(
    "/collaborations/interview/updateInterviewToken",
    {
      schema: {
        tags,
        summary: "The invitee picks a slot or declines, once",
        body: interviewTokenUpdateBodySchema,
        response: {
          200: envelope(z.object({ status: z.enum(["accepted", "declined"]) })),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(await updateInterviewToken(ctx, request.body), MESSAGES.answered[request.lang]),
  );
}
