import {
  type CollaborationStatus,
  type ExternalCollaborationReviewInfo,
  type externalCollaborationFeedbackBodySchema,
  type Language,
  must,
  type reviewRequestBodySchema,
} from "@mkt/contracts";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import type { AuthContext } from "../auth/index.ts";
import { actorOf, newLinkToken, sha256 } from "../auth/index.ts";
import {
  addEvent,
  isServiceCollaboration,
  notifySides,
  openCollaboration,
  recomputeServiceRating,
  renderInterviewMail,
} from "../collaborations/index.ts";
import {
  collaborationCompanyNames,
  earlierCollaborationRequests,
  findCollaborationToReview,
  insertCollaborationFeedback,
  insertReviewRequest,
  lockCollaborationRequests,
} from "./queries.ts";
import { assertUnderDailyCap, openRequest, reviewRequestExpiry, spendReviewRequest } from "./service.ts";

/** The states in which the supplier may ask an outside contact to review a collaboration. */
const REVIEWABLE: readonly CollaborationStatus[] = ["active", "completed"];
/** Namespace of the advisory lock that serialises requests about one collaboration. */
const LOCK_NAMESPACE = 7017;

/**
 * POST feedback/addRequestExternalFeedback with collaboration_id: the collaboration's supplier asks an outside
 * contact (typically the client's project referent) to review it. Active or completed collaborations only; one
 * open request per e-mail and collaboration, none once that person has reviewed it; the daily cap applies.
 */
export async function requestCollaborationReview(
  ctx: AppContext,
  auth: AuthContext,
  input: z.output<typeof reviewRequestBodySchema> & { collaboration_id: number },
  origin: string,
) {
  const db = ctx.database.db;
  const { row, side } = await openCollaboration(db, actorOf(auth), input.collaboration_id);
  if (side !== "supplier") throw new AppError("common.not_found");
  // A profile's collaboration whose profile was deleted cannot be reviewed; a service collaboration has none.
  const isService = isServiceCollaboration(row);
  const reviewable = row.profileId !== null || isService;
  if (!REVIEWABLE.includes(row.status as CollaborationStatus) || !reviewable)
    throw new AppError("feedback.review_not_allowed");
  await assertUnderDailyCap(db, auth.row.companyId);
  const language: Language = input.language ?? normalizeLanguage(auth.row.language);
  const token = newLinkToken();
  const id = await db.transaction(async (tx) => {
    await lockCollaborationRequests(tx, LOCK_NAMESPACE, row.id);
    const previous = await earlierCollaborationRequests(tx, row.id, input.email);
    if (previous.some((p) => p.answeredAt)) throw new AppError("feedback.already_reviewed");
    if (previous.some((p) => p.expiresAt.getTime() > Date.now()))
      throw new AppError("feedback.request_pending");
    const created = await insertReviewRequest(tx, {
      companyId: auth.row.companyId,
      requestedByUserId: auth.row.userId,
      collaborationId: row.id,
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email,
      companyName: input.company_name,
      description: input.description_email,
      language,
      tokenHash: sha256(token),
      expiresAt: reviewRequestExpiry(),
    });
    return must(created, "the review request insert returned no row");
  });
  const names = await collaborationCompanyNames(db, row.id);
  await ctx.mailer.send(
    renderInterviewMail(isService ? "service_review_request" : "collaboration_review_request", language, {
      to: input.email,
      name: `${input.firstname} ${input.lastname}`,
      client: names?.client ?? "",
      supplier: names?.supplier ?? "",
      profile: row.profileName,
      location: "",
      note: input.description_email,
      actionUrl: `${origin}/authentication/feedback_request?token=${token}&type=collaboration&lang=${language}`,
      brandName: "Marketplace",
    }),
  );
  return { id };
}

/** The live collaboration request behind a token, with the collaboration as the client knows it. */
async function openCollaborationRequest(ctx: AppContext, token: string) {
  const request = await openRequest(ctx, token, "collaboration");
  const found = await findCollaborationToReview(
    ctx.database.db,
    must(request.collaborationId, "the collaboration of a collaboration review request"),
  );
  if (!found) throw new AppError("auth.link_invalid");
  return { request, found };
}

/** GET feedback/checkTokenExternalFeedbackCollaboration: what the reviewer sees, and the page's language. */
export async function checkCollaborationReviewToken(
  ctx: AppContext,
  token: string,
): Promise<ExternalCollaborationReviewInfo> {
  const { request, found } = await openCollaborationRequest(ctx, token);
  return {
    language: normalizeLanguage(request.language),
    firstname: request.firstname,
    lastname: request.lastname,
    reviewer_company_name: request.reviewerCompany,
    description_email: request.description,
    requester_name: [request.requesterFirst, request.requesterLast].filter(Boolean).join(" "),
    supplier_name: found.supplierName,
    client_name: found.clientName,
    profile_name: found.c.profileName,
    service_title: isServiceCollaboration(found.c) ? found.c.profileName : null,
    position_title: found.positionTitle,
    need_title: found.needTitle,
    date_start: found.c.dateStart,
    date_end: found.c.dateEnd,
    status: found.c.status as CollaborationStatus,
  };
}

/**
 * POST feedback/addFeedbackExternalCollaboration: stores the outside contact's review (source "external", signed
 * with the name and company the supplier typed), spends the token, and tells the supplier in-app.
 */
export async function addCollaborationExternalFeedback(
  ctx: AppContext,
  input: z.output<typeof externalCollaborationFeedbackBodySchema>,
) {
  const { request, found } = await openCollaborationRequest(ctx, input.token);
  const c = found.c;
  const isService = isServiceCollaboration(c);
  if (c.profileId === null && !isService) throw new AppError("feedback.review_not_allowed");
  const authorName = `${request.firstname} ${request.lastname}`;
  return ctx.database.db.transaction(async (tx) => {
    await spendReviewRequest(tx, request.id);
    const feedbackId = await insertCollaborationFeedback(tx, {
      collaborationId: c.id,
      // A service collaboration's review rates the service (profile_rating) and names no profile.
      profileId: isService ? null : c.profileId,
      clientCompanyId: c.clientCompanyId,
      supplierCompanyId: c.supplierCompanyId,
      source: "external",
      reviewRequestId: request.id,
      authorName,
      authorCompany: request.reviewerCompany,
      profileRating: input.profile_rating,
      supplierRating: input.supplier_rating,
      criteria: input.criteria,
      comment: input.comment,
    });
    if (c.serviceId !== null) await recomputeServiceRating(tx, c.serviceId);
    await addEvent(tx, c.id, "external_feedback_left", null, {
      name: authorName,
      company: request.reviewerCompany,
      profile_rating: input.profile_rating,
      supplier_rating: input.supplier_rating,
    });
    await notifySides(tx, ctx.bus, c, ["supplier"], "collaboration_external_feedback", {
      name: authorName,
      rating: input.profile_rating,
    });
    return { id: must(feedbackId, "the review insert returned no row") };
  });
}
