import {
  envelope,
  externalCollaborationFeedbackBodySchema,
  externalCollaborationReviewInfoSchema,
  externalFeedbackBodySchema,
  externalFeedbackRequestSchema,
  externalFeedbackTokenQuerySchema,
  REVIEW_REQUEST_LIMITS,
  ROLE,
  reviewRequestBodySchema,
  reviewRequestResultSchema,
  SURVEY_LIMITS,
  SURVEY_ROLES,
  surveyBodySchema,
  surveyResultSchema,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, ok, type TypedApp } from "../../lib/http.ts";
import { publicUrl } from "../../lib/public-url.ts";
import { requireAuth, requireRoles } from "../auth/index.ts";
import {
  addCollaborationExternalFeedback,
  checkCollaborationReviewToken,
  requestCollaborationReview,
} from "./collaboration-review-service.ts";
import { addExternalFeedback, checkExternalReviewToken, requestExternalReview } from "./service.ts";
import { answerSurvey } from "./survey-service.ts";

const tags = ["feedback"];
const SENT = {
  it: "Richiesta inviata: riceverai la recensione appena verrà scritta.",
  en: "Request sent: you will get the review as soon as it is written.",
};
const THANKS = { it: "Grazie per la tua recensione.", en: "Thank you for your review." };
const SURVEY_THANKS = { it: "Grazie per il tuo feedback!", en: "Thank you for your feedback!" };

/** External reviews: a supplier-side company asks a contact, who answers once through the mailed link. */
export function registerFeedbackRoutes(app: TypedApp, ctx: AppContext) {
  app.post(
    "/feedback/addRequestExternalFeedback",
    {
      onRequest: requireRoles(
        ROLE.SUPPLIER,
        ROLE.SUPPLIER_MANAGEMENT,
        ROLE.FREELANCER,
        ROLE.ACCADEMY,
        ROLE.MANAGEMENT_ACCADEMY,
      ),
      schema: {
        tags,
        summary: `Ask an outside contact for a review of the caller's company, or with collaboration_id of one of its collaborations as supplier (active or completed); the mail goes in \`language\` (default the caller's). Names ${REVIEW_REQUEST_LIMITS.nameMin}–${REVIEW_REQUEST_LIMITS.nameMax}, description ≤ ${REVIEW_REQUEST_LIMITS.descriptionMax}`,
        security: [{ bearer: [] }],
        body: reviewRequestBodySchema,
        response: { 200: envelope(reviewRequestResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { collaboration_id } = request.body;
      const result =
        collaboration_id === undefined
          ? await requestExternalReview(ctx, auth, request.body, await publicUrl(ctx, request))
          : await requestCollaborationReview(
              ctx,
              auth,
              { ...request.body, collaboration_id },
              await publicUrl(ctx, request),
            );
      return ok(result, SENT[request.lang]);
    },
  );

  app.get(
    "/feedback/checkTokenExternalFeedback",
    {
      schema: {
        tags,
        summary: "The review request behind a mailed token",
        querystring: externalFeedbackTokenQuerySchema,
        response: { 200: envelope(externalFeedbackRequestSchema), ...errorResponses },
      },
    },
    async (request) => ok(await checkExternalReviewToken(ctx, request.query.token)),
  );

  app.post(
    "/feedback/addFeedbackExternal",
    {
      schema: {
        tags,
        summary: "Answer a review request (once) with a rating, criteria and comment",
        body: externalFeedbackBodySchema,
        response: { 200: envelope(z.object({ id: z.number() })), ...errorResponses },
      },
    },
    async (request) => ok(await addExternalFeedback(ctx, request.body), THANKS[request.lang]),
  );

  app.get(
    "/feedback/checkTokenExternalFeedbackCollaboration",
    {
      schema: {
        tags,
        summary:
          "The collaboration review request behind a mailed token, in the request's language (forged 400, used or expired 410)",
        querystring: externalFeedbackTokenQuerySchema,
        response: { 200: envelope(externalCollaborationReviewInfoSchema), ...errorResponses },
      },
    },
    async (request) => ok(await checkCollaborationReviewToken(ctx, request.query.token)),
  );

  app.post(
    "/feedback/addFeedbackExternalCollaboration",
    {
      schema: {
        tags,
        summary:
          "Review a collaboration (once) by token: profile and supplier 1–5, criteria, comment; the supplier is notified",
        body: externalCollaborationFeedbackBodySchema,
        response: { 200: envelope(z.object({ id: z.number() })), ...errorResponses },
      },
    },
    async (request) => ok(await addCollaborationExternalFeedback(ctx, request.body), THANKS[request.lang]),
  );

  app.post(
    "/feedback/survey",
    {
      onRequest: requireRoles(...SURVEY_ROLES),
      schema: {
        tags,
        summary: `Answer the feedback survey once (recommend ${SURVEY_LIMITS.recommendMin}–${SURVEY_LIMITS.recommendMax}, satisfaction ${SURVEY_LIMITS.satisfactionMin}–${SURVEY_LIMITS.satisfactionMax}, comment ≤ ${SURVEY_LIMITS.commentMax}); sets send_feedback to 1`,
        security: [{ bearer: [] }],
        body: surveyBodySchema,
        response: { 200: envelope(surveyResultSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await answerSurvey(ctx, requireAuth(request), request.body), SURVEY_THANKS[request.lang]),
  );
}
