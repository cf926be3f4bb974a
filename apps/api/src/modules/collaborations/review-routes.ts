import {
  collaborationFeedbackBodySchema,
  employeeReviewBodySchema,
  employeeReviewQuerySchema,
  employeeReviewSchema,
  envelope,
  feedbackReplyBodySchema,
  profileFeedbackSchema,
  ROLE,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { actorOf, authenticated, requireAuth, requireRoles } from "../auth/index.ts";
import { leaveFeedback, replyToFeedback } from "./collaboration-feedback.ts";
import {
  addEmployeeReview,
  assertProfileReadable,
  listEmployeeReviews,
  profileFeedback,
} from "./employee-review-service.ts";
import { detail, security, tags } from "./route-common.ts";
import { CLIENT_ROLES, STAFF_ROLES, SUPPLIER_ROLES } from "./service.ts";

const MESSAGES = {
  feedback: { it: "Grazie per la recensione.", en: "Thank you for your review." },
  review: { it: "Valutazione salvata.", en: "Review saved." },
};

/** Reviews: the client's feedback on a collaboration and the supplier's reply, a profile's reviews, employee reviews. */
export function registerReviewRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const clients = requireRoles(...CLIENT_ROLES);
  const suppliers = requireRoles(...SUPPLIER_ROLES);
  const reviewers = requireRoles(
    ROLE.SUPPLIER,
    ROLE.SUPPLIER_MANAGEMENT,
    ROLE.ACCADEMY,
    ROLE.MANAGEMENT_ACCADEMY,
  );

  app.post(
    "/collaborations/:id/feedback",
    {
      onRequest: clients,
      schema: {
        tags,
        summary:
          "The client reviews a completed collaboration once: profile and supplier 1–5, criteria, comment",
        security,
        params: idParams,
        body: collaborationFeedbackBodySchema,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await leaveFeedback(db, ctx.bus, actorOf(requireAuth(request)), request.params.id, request.body),
        MESSAGES.feedback[request.lang],
      ),
  );

  app.post(
    "/collaborations/:id/feedback/reply",
    {
      onRequest: suppliers,
      schema: {
        tags,
        summary: "The supplier replies to the client's review, once",
        security,
        params: idParams,
        body: feedbackReplyBodySchema,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await replyToFeedback(
          db,
          ctx.bus,
          actorOf(requireAuth(request)),
          request.params.id,
          request.body.reply,
        ),
      ),
  );

  app.get(
    "/profiles/:id/collaboration-feedback",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary:
          "The reviews of a profile's collaborations (the clients' own and outside contacts' by token), with the mean rating",
        security,
        params: idParams,
        response: { 200: envelope(profileFeedbackSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await assertProfileReadable(db, actorOf(auth), STAFF_ROLES.includes(auth.roleId), request.params.id);
      return ok(await profileFeedback(db, request.params.id));
    },
  );

  app.get(
    "/employee-reviews",
    {
      onRequest: reviewers,
      schema: {
        tags,
        summary: "The company's internal reviews of one of its own profiles",
        security,
        querystring: employeeReviewQuerySchema,
        response: { 200: envelope(z.array(employeeReviewSchema)), ...errorResponses },
      },
    },
    async (request) =>
      ok(await listEmployeeReviews(db, actorOf(requireAuth(request)), request.query.profile_id)),
  );

  app.post(
    "/employee-reviews",
    {
      onRequest: reviewers,
      schema: {
        tags,
        summary: "Add an internal review (1–5 with criteria and comment) of one of the company's profiles",
        security,
        body: employeeReviewBodySchema,
        response: { 200: envelope(z.array(employeeReviewSchema)), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await addEmployeeReview(db, actorOf(requireAuth(request)), request.body),
        MESSAGES.review[request.lang],
      ),
  );
}
