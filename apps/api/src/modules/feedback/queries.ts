import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import {
  appUser,
  collaboration,
  collaborationFeedback,
  company,
  companyFeedback,
  feedbackSurvey,
  need,
  position,
  reviewRequest,
} from "../../db/schema/index.ts";

/** Review requests and the reviews they bring (of a company or of a collaboration), and the survey. */

const clientCo = alias(company, "client_co");
const supplierCo = alias(company, "supplier_co");

/** How many review requests a company sent in the last 24 hours. */
export async function reviewRequestsOfLastDay(db: DbOrTx, companyId: number) {
  const [today] = await db
    .select({ n: count() })
    .from(reviewRequest)
    .where(
      and(eq(reviewRequest.companyId, companyId), gt(reviewRequest.createdAt, sql`now() - interval '1 day'`)),
    );
  return today?.n ?? 0;
}

/** Inserts a review request and answers its id (undefined when no row came back). */
export async function insertReviewRequest(db: DbOrTx, values: typeof reviewRequest.$inferInsert) {
  const [row] = await db.insert(reviewRequest).values(values).returning({ id: reviewRequest.id });
  return row?.id;
}

/** The review request behind a token's hash with its company's name and its requester's, or undefined. */
export async function findReviewRequestByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
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
    .where(eq(reviewRequest.tokenHash, tokenHash));
  return row;
}

/** Marks a request answered once (only while unanswered): whether it was. */
export async function markReviewRequestAnswered(tx: DbOrTx, requestId: number) {
  const [spent] = await tx
    .update(reviewRequest)
    .set({ answeredAt: sql`now()` })
    .where(and(eq(reviewRequest.id, requestId), isNull(reviewRequest.answeredAt)))
    .returning({ id: reviewRequest.id });
  return spent !== undefined;
}

/** Inserts a review of a company and answers its id (undefined when no row came back). */
export async function insertCompanyFeedback(tx: DbOrTx, values: typeof companyFeedback.$inferInsert) {
  const [feedback] = await tx.insert(companyFeedback).values(values).returning({ id: companyFeedback.id });
  return feedback?.id;
}

/** Inserts a user's survey answer unless they answered already: whether it was inserted. */
export async function insertSurveyAnswerOnce(tx: DbOrTx, values: typeof feedbackSurvey.$inferInsert) {
  const inserted = await tx
    .insert(feedbackSurvey)
    .values(values)
    .onConflictDoNothing({ target: feedbackSurvey.userId })
    .returning({ id: feedbackSurvey.id });
  return inserted.length > 0;
}

/** Sets a user's send_feedback flag. */
export async function setUserSentFeedback(tx: DbOrTx, userId: number) {
  await tx.update(appUser).set({ sendFeedback: true }).where(eq(appUser.id, userId));
}

/** Serialises review requests about one collaboration until the transaction ends (advisory lock). */
export async function lockCollaborationRequests(tx: DbOrTx, namespace: number, collaborationId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${namespace}, ${collaborationId})`);
}

/** The earlier review requests about a collaboration sent to one e-mail: when answered, when they expire. */
export async function earlierCollaborationRequests(tx: DbOrTx, collaborationId: number, email: string) {
  return tx
    .select({ answeredAt: reviewRequest.answeredAt, expiresAt: reviewRequest.expiresAt })
    .from(reviewRequest)
    .where(and(eq(reviewRequest.collaborationId, collaborationId), eq(reviewRequest.email, email)));
}

/** The names of a collaboration's client and supplier, or undefined. */
export async function collaborationCompanyNames(db: DbOrTx, collaborationId: number) {
  const [names] = await db
    .select({ client: clientCo.name, supplier: supplierCo.name })
    .from(collaboration)
    .innerJoin(clientCo, eq(clientCo.id, collaboration.clientCompanyId))
    .innerJoin(supplierCo, eq(supplierCo.id, collaboration.supplierCompanyId))
    .where(eq(collaboration.id, collaborationId));
  return names;
}

/** A collaboration as its reviewer knows it: companies' names, position and need titles; or undefined. */
export async function findCollaborationToReview(db: DbOrTx, collaborationId: number) {
  const [found] = await db
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
    .where(eq(collaboration.id, collaborationId));
  return found;
}

/** Inserts a review of a collaboration and answers its id (undefined when no row came back). */
export async function insertCollaborationFeedback(
  tx: DbOrTx,
  values: typeof collaborationFeedback.$inferInsert,
) {
  const [feedback] = await tx
    .insert(collaborationFeedback)
    .values(values)
    .returning({ id: collaborationFeedback.id });
  return feedback?.id;
}
