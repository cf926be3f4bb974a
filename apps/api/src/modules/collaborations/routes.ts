import {
  adminCollaborationListQuerySchema,
  cancelCollaborationBodySchema,
  collaborationCreateBodySchema,
  collaborationDetailSchema,
  collaborationFeedbackBodySchema,
  collaborationListQuerySchema,
  collaborationPageSchema,
  employeeReviewBodySchema,
  employeeReviewQuerySchema,
  employeeReviewSchema,
  envelope,
  feedbackReplyBodySchema,
  interviewOutcomeBodySchema,
  interviewProposeBodySchema,
  interviewRespondBodySchema,
  interviewTokenInfoSchema,
  interviewTokenQuerySchema,
  interviewTokenUpdateBodySchema,
  profileFeedbackSchema,
  ROLE,
} from "@mkt/contracts";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { sendFile } from "../../lib/file-response.ts";
import { errorResponses, idParams, ok, type TypedApp } from "../../lib/http.ts";
import { publicUrl } from "../../lib/public-url.ts";
import { actorOf } from "../auth/actor.ts";
import { authenticated, requireAuth, requireRoles } from "../auth/authenticate.ts";
import {
  addEmployeeReview,
  assertProfileReadable,
  listEmployeeReviews,
  profileFeedback,
} from "./employee-review-service.ts";
import {
  checkInterviewToken,
  interviewIcs,
  proposeInterview,
  recordOutcome,
  respondInterview,
  updateInterviewToken,
} from "./interview-service.ts";
import { companyNameScope, listCollaborations, studentScope } from "./queries.ts";
import {
  CLIENT_ROLES,
  createCollaboration,
  getCollaboration,
  leaveFeedback,
  listOwnCollaborations,
  replyToFeedback,
  STAFF_ROLES,
  SUPPLIER_ROLES,
  transitionCollaboration,
} from "./service.ts";

const security = [{ bearer: [] }];
const tags = ["collaborations"];
const detail = { 200: envelope(collaborationDetailSchema), ...errorResponses };
const MESSAGES = {
  created: { it: "Collaborazione avviata.", en: "Collaboration started." },
  interview: { it: "Proposta di colloquio inviata.", en: "Interview proposal sent." },
  answered: { it: "Risposta registrata.", en: "Answer recorded." },
  feedback: { it: "Grazie per la recensione.", en: "Thank you for your review." },
  review: { it: "Valutazione salvata.", en: "Review saved." },
};

/** Collaborations, interviews, feedback and employee reviews (issue 7). */
export function registerCollaborationRoutes(app: TypedApp, ctx: AppContext) {
  const db = ctx.database.db;
  const clients = requireRoles(...CLIENT_ROLES);
  const suppliers = requireRoles(...SUPPLIER_ROLES);
  const parties = requireRoles(...CLIENT_ROLES, ...SUPPLIER_ROLES);
  const staff = requireRoles(...STAFF_ROLES);
  const reviewers = requireRoles(
    ROLE.SUPPLIER,
    ROLE.SUPPLIER_MANAGEMENT,
    ROLE.ACCADEMY,
    ROLE.MANAGEMENT_ACCADEMY,
  );

  app.post(
    "/collaborations",
    {
      onRequest: clients,
      schema: {
        tags,
        summary:
          "Open a collaboration from an accepted candidacy (nomination_id) or on a published profile (profile_id)",
        security,
        body: collaborationCreateBodySchema,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await createCollaboration(db, ctx.bus, actorOf(requireAuth(request)), request.body),
        MESSAGES.created[request.lang],
      ),
  );

  app.get(
    "/collaborations",
    {
      onRequest: parties,
      schema: {
        tags,
        summary: "The caller company's collaborations (as client or as supplier) with counts per status",
        security,
        querystring: collaborationListQuerySchema,
        response: { 200: envelope(collaborationPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listOwnCollaborations(db, actorOf(requireAuth(request)), request.query)),
  );

  app.get(
    "/collaborations/student",
    {
      onRequest: requireRoles(ROLE.PROFILE_ACCADEMY),
      schema: {
        tags,
        summary: "The student's own collaborations (their linked profile), read-only",
        security,
        querystring: collaborationListQuerySchema,
        response: { 200: envelope(collaborationPageSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await listCollaborations(db, studentScope(requireAuth(request).row.userId), "student", request.query),
      ),
  );

  app.get(
    "/admin/collaborations",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Staff: every collaboration, by status and company name",
        security,
        querystring: adminCollaborationListQuerySchema,
        response: { 200: envelope(collaborationPageSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await listCollaborations(
          db,
          request.query.company ? companyNameScope(request.query.company) : undefined,
          "staff",
          request.query,
        ),
      ),
  );

  app.get(
    "/collaborations/:id",
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "One collaboration with its interviews, timeline and feedback (its parties and staff)",
        security,
        params: idParams,
        response: detail,
      },
    },
    async (request) => ok(await getCollaboration(db, actorOf(requireAuth(request)), request.params.id)),
  );

  for (const action of ["start", "complete"] as const)
    app.post(
      `/collaborations/:id/${action}`,
      {
        onRequest: clients,
        schema: {
          tags,
          summary: action === "start" ? "The client starts the engagement" : "The client marks it completed",
          security,
          params: idParams,
          response: detail,
        },
      },
      async (request) =>
        ok(
          await transitionCollaboration(
            db,
            ctx.bus,
            actorOf(requireAuth(request)),
            request.params.id,
            action,
          ),
        ),
    );

  app.post(
    "/collaborations/:id/cancel",
    {
      onRequest: requireRoles(...CLIENT_ROLES, ...SUPPLIER_ROLES, ...STAFF_ROLES),
      schema: {
        tags,
        summary: "Cancel an open collaboration with a reason (client, supplier or staff)",
        security,
        params: idParams,
        body: cancelCollaborationBodySchema,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await transitionCollaboration(
          db,
          ctx.bus,
          actorOf(requireAuth(request)),
          request.params.id,
          "cancel",
          request.body,
        ),
      ),
  );

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
