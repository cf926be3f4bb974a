import type {
  ExternalFeedbackBody,
  externalFeedbackBodySchema,
  Language,
  ReviewRequestBody,
  reviewRequestBodySchema,
} from "@mkt/contracts";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { appUser, company, companyFeedback, reviewRequest } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { renderMail } from "../../mail/templates.ts";
import type { AuthContext } from "../auth/index.ts";
import { newLinkToken, sha256 } from "../auth/index.ts";

const REQUEST_TTL_DAYS = 30;
const MAX_REQUESTS_PER_DAY = 20;

export type { ExternalFeedbackBody, ReviewRequestBody };

export const reviewRequestExpiry = () => new Date(Date.now() + REQUEST_TTL_DAYS * 24 * 3600 * 1000);

/** A company sends at most MAX_REQUESTS_PER_DAY review requests (of itself or of its collaborations) a day. */
export async function assertUnderDailyCap(db: DbOrTx, companyId: number) {
  const [today] = await db
    .select({ n: count() })
    .from(reviewRequest)
    .where(
      and(eq(reviewRequest.companyId, companyId), gt(reviewRequest.createdAt, sql`now() - interval '1 day'`)),
    );
  if ((today?.n ?? 0) >= MAX_REQUESTS_PER_DAY) throw new AppError("feedback.too_many_requests");
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
  const [row] = await db
    .insert(reviewRequest)
    .values({
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
    })
    .returning({ id: reviewRequest.id });
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
  return { id: row!.id };
}

/**
 * The live request behind a token. A request about a collaboration answers only on the collaboration endpoints and
 * a company one only on the company endpoints (anything else reads as a forged link).
 */
export async function openRequest(ctx: AppContext, token: string, kind: "company" | "collaboration") {
  const [row] = await ctx.database.db
    .select({
      id: reviewRequest.id,
      companyId: reviewRequest.companyId,
      collaborationId: reviewRequest.collaborationId,
      language: reviewRequest.language,
      companyName: company.name,
      requesterFirst: appUser.firstname,
      requesterLast: appUser.lastname,
      firstname: reviewRequest.firstname,
      lastname: reviewRequest.lastname,
      reviewerCompany: reviewRequest.companyName,
      description: reviewRequest.description,
      expiresAt: reviewRequest.expiresAt,
      answeredAt: reviewRequest.answeredAt,
    })
    .from(reviewRequest)
    .innerJoin(company, eq(company.id, reviewRequest.companyId))
    .leftJoin(appUser, eq(appUser.id, reviewRequest.requestedByUserId))
    .where(eq(reviewRequest.tokenHash, sha256(token)));
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
  const [spent] = await tx
    .update(reviewRequest)
    .set({ answeredAt: sql`now()` })
    .where(and(eq(reviewRequest.id, requestId), isNull(reviewRequest.answeredAt)))
    .returning({ id: reviewRequest.id });
  if (!spent) throw new AppError("auth.link_used");
}

/** Stores the review and spends the token in one transaction; a second answer fails with auth.link_used. */
export async function addExternalFeedback(
  ctx: AppContext,
  input: z.output<typeof externalFeedbackBodySchema>,
) {
  const request = await openRequest(ctx, input.token, "company");
  return ctx.database.db.transaction(async (tx) => {
    await spendReviewRequest(tx, request.id);
    const [feedback] = await tx
      .insert(companyFeedback)
      .values({
        companyId: request.companyId,
        source: "external",
        reviewRequestId: request.id,
        rating: input.rating,
        criteria: input.criteria,
        comment: input.comment,
        authorName: `${request.firstname} ${request.lastname}`,
        authorCompany: request.reviewerCompany,
      })
      .returning({ id: companyFeedback.id });
    return { id: feedback!.id };
  });
}
