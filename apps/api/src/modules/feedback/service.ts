import {
  type ExternalFeedbackBody,
  type externalFeedbackBodySchema,
  type Language,
  must,
  type ReviewRequestBody,
  type reviewRequestBodySchema,
} from "@mkt/contracts";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { renderMail } from "../../mail/templates.ts";
import type { AuthContext } from "../auth/index.ts";
import { newLinkToken, sha256 } from "../auth/index.ts";
import {
  findReviewRequestByTokenHash,
  insertCompanyFeedback,
  insertReviewRequest,
  markReviewRequestAnswered,
  reviewRequestsOfLastDay,
} from "./queries.ts";

const REQUEST_TTL_DAYS = 30;
const MAX_REQUESTS_PER_DAY = 20;

export type { ExternalFeedbackBody, ReviewRequestBody };

export const reviewRequestExpiry = () => new Date(Date.now() + REQUEST_TTL_DAYS * 24 * 3600 * 1000);

/** A company sends at most MAX_REQUESTS_PER_DAY review requests (of itself or of its collaborations) a day. */
export async function assertUnderDailyCap(db: DbOrTx, companyId: number) {
  if ((await reviewRequestsOfLastDay(db, companyId)) >= MAX_REQUESTS_PER_DAY)
    throw new AppError("feedback.too_many_requests");
}

/** Records the request and mails the contact a one-time link, in the chosen language (the requester's by default). */
export async function requestExternalReview(
  ctx: AppContext,
  auth: AuthContext,
  input: z.output<typeof reviewRequestBodySchema>,
  origin: string,
) {
  const db = ctx.database.db;
  await assertUnderDailyCap(db, auth.row.companyId);
  const language: Language = input.language ?? normalizeLanguage(auth.row.language);
  const token = newLinkToken();
  const id = await insertReviewRequest(db, {
    companyId: auth.row.companyId,
    requestedByUserId: auth.row.userId,
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    companyName: input.company_name,
    description: input.description_email,
    language,
    tokenHash: sha256(token),
    expiresAt: reviewRequestExpiry(),
  });
  await ctx.mailer.send(
    renderMail("review_request", language, {
      to: input.email,
      name: `${input.firstname} ${input.lastname}`,
      company: auth.row.companyName,
      note: input.description_email || undefined,
      actionUrl: `${origin}/authentication/feedback_request?token=${token}&lang=${language}`,
      brandName: "Marketplace",
    }),
  );
  return { id: must(id, "the review request insert returned no row") };
}

/**
 * The live request behind a token. A request about a collaboration answers only on the collaboration endpoints and
 * a company one only on the company endpoints (anything else reads as a forged link).
 */
export async function openRequest(ctx: AppContext, token: string, kind: "company" | "collaboration") {
  const row = await findReviewRequestByTokenHash(ctx.database.db, sha256(token));
  if (!row || (row.collaborationId !== null) !== (kind === "collaboration"))
    throw new AppError("auth.link_invalid");
  if (row.answeredAt) throw new AppError("auth.link_used");
  if (row.expiresAt.getTime() < Date.now()) throw new AppError("auth.link_expired");
  return row;
}

/** What the reviewer's page shows before they answer. */
export async function checkExternalReviewToken(ctx: AppContext, token: string) {
  const row = await openRequest(ctx, token, "company");
  return {
    company_name: row.companyName,
    requester_name: [row.requesterFirst, row.requesterLast].filter(Boolean).join(" "),
    firstname: row.firstname,
    lastname: row.lastname,
    reviewer_company_name: row.reviewerCompany,
    description_email: row.description,
  };
}

/** Marks the request answered inside the review's transaction; a second answer fails with auth.link_used. */
export async function spendReviewRequest(tx: DbOrTx, requestId: number) {
  if (!(await markReviewRequestAnswered(tx, requestId))) throw new AppError("auth.link_used");
}

/** Stores the review and spends the token in one transaction; a second answer fails with auth.link_used. */
export async function addExternalFeedback(
  ctx: AppContext,
  input: z.output<typeof externalFeedbackBodySchema>,
) {
  const request = await openRequest(ctx, input.token, "company");
  return ctx.database.db.transaction(async (tx) => {
    await spendReviewRequest(tx, request.id);
    const id = await insertCompanyFeedback(tx, {
      companyId: request.companyId,
      source: "external",
      reviewRequestId: request.id,
      rating: input.rating,
      criteria: input.criteria,
      comment: input.comment,
      authorName: `${request.firstname} ${request.lastname}`,
      authorCompany: request.reviewerCompany,
    });
    return { id: must(id, "the review insert returned no row") };
  });
}
