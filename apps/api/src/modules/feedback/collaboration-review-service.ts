import type {
  CollaborationStatus,
  ExternalCollaborationReviewInfo,
  externalCollaborationFeedbackBodySchema,
  Language,
  reviewRequestBodySchema,
} from "@mkt/contracts";
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import {
  collaboration,
  collaborationFeedback,
  company,
  need,
  position,
  reviewRequest,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import type { AuthContext } from "../auth/index.ts";
import { actorOf, newLinkToken, sha256 } from "../auth/index.ts";
import { addEvent, notifySides, openCollaboration, renderInterviewMail } from "../collaborations/index.ts";
import { assertUnderDailyCap, openRequest, reviewRequestExpiry, spendReviewRequest } from "./service.ts";

/** The states in which the supplier may ask an outside contact to review a collaboration. */
const REVIEWABLE: readonly CollaborationStatus[] = ["active", "completed"];
/** Namespace of the advisory lock that serialises requests about one collaboration. */
const LOCK_NAMESPACE = 7017;

const clientCo = alias(company, "client_co");
const supplierCo = alias(company, "supplier_co");

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
  if (!REVIEWABLE.includes(row.status as CollaborationStatus) || row.profileId === null)
    throw new AppError("feedback.review_not_allowed");
  await assertUnderDailyCap(db, auth.row.companyId);
  const language: Language = input.language ?? normalizeLanguage(auth.row.language);
  const token = newLinkToken();
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${row.id})`);
    const previous = await tx
      .select({ answeredAt: reviewRequest.answeredAt, expiresAt: reviewRequest.expiresAt })
      .from(reviewRequest)
      .where(and(eq(reviewRequest.collaborationId, row.id), eq(reviewRequest.email, input.email)));
    if (previous.some((p) => p.answeredAt)) throw new AppError("feedback.already_reviewed");
    if (previous.some((p) => p.expiresAt.getTime() > Date.now()))
      throw new AppError("feedback.request_pending");
    const [created] = await tx
      .insert(reviewRequest)
      .values({
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
      })
      .returning({ id: reviewRequest.id });
    return created!.id;
  });
  const [names] = await db
    .select({ client: clientCo.name, supplier: supplierCo.name })
    .from(collaboration)
    .innerJoin(clientCo, eq(clientCo.id, collaboration.clientCompanyId))
    .innerJoin(supplierCo, eq(supplierCo.id, collaboration.supplierCompanyId))
    .where(eq(collaboration.id, row.id));
  await ctx.mailer.send(
    renderInterviewMail("collaboration_review_request", language, {
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
  const [found] = await ctx.database.db
    .select({
      c: collaboration,
      clientName: clientCo.name,
      supplierName: supplierCo.name,
      positionTitle: position.title,
      needTitle: need.title,
    })
    .from(collaboration)
    .innerJoin(clientCo, eq(clientCo.id, collaboration.clientCompanyId))
    .innerJoin(supplierCo, eq(supplierCo.id, collaboration.supplierCompanyId))
    .leftJoin(position, eq(position.id, collaboration.positionId))
    .leftJoin(need, eq(need.id, collaboration.needId))
    .where(eq(collaboration.id, request.collaborationId!));
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
  if (c.profileId === null) throw new AppError("feedback.review_not_allowed");
  const authorName = `${request.firstname} ${request.lastname}`;
  return ctx.database.db.transaction(async (tx) => {
    await spendReviewRequest(tx, request.id);
    const [feedback] = await tx
      .insert(collaborationFeedback)
      .values({
        collaborationId: c.id,
        profileId: c.profileId!,
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
      })
      .returning({ id: collaborationFeedback.id });
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
    return { id: feedback!.id };
  });
}
