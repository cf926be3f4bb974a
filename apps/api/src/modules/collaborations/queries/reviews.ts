import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import {
  appUser,
  collaboration,
  collaborationFeedback,
  employeeReview,
  profile,
  service,
} from "../../../db/schema/index.ts";

/** Reviews: the client's review of a collaboration and the supplier's reply, a profile's reviews, employee reviews. */

/** Inserts the client's review unless the collaboration has one: its id, or undefined when one existed. */
export async function insertClientFeedback(tx: DbOrTx, values: typeof collaborationFeedback.$inferInsert) {
  const inserted = await tx
    .insert(collaborationFeedback)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: collaborationFeedback.id });
  return inserted[0]?.id;
}

/** The id of the client's review of a collaboration, if any. */
export async function findClientFeedbackId(tx: DbOrTx, collaborationId: number) {
  const [existing] = await tx
    .select({ id: collaborationFeedback.id })
    .from(collaborationFeedback)
    .where(
      and(
        eq(collaborationFeedback.collaborationId, collaborationId),
        eq(collaborationFeedback.source, "client"),
      ),
    );
  return existing?.id;
}

/** Stores the supplier's reply to a review once (only while unanswered): whether it was stored. */
export async function setSupplierReplyOnce(tx: DbOrTx, feedbackId: number, reply: string) {
  const updated = await tx
    .update(collaborationFeedback)
    .set({ supplierReply: reply, repliedAt: new Date() })
    .where(and(eq(collaborationFeedback.id, feedbackId), isNull(collaborationFeedback.supplierReply)))
    .returning({ id: collaborationFeedback.id });
  return updated.length > 0;
}

/** Whether a profile belongs to a company. */
export async function isCompanyProfile(db: DbOrTx, profileId: number, companyId: number) {
  const [row] = await db
    .select({ id: profile.id })
    .from(profile)
    .where(and(eq(profile.id, profileId), eq(profile.companyId, companyId)));
  return row !== undefined;
}

/** A company's own reviews of one of its profiles with their reviewer's name, newest first. */
export async function employeeReviewsOfProfile(db: DbOrTx, companyId: number, profileId: number) {
  return db
    .select({ r: employeeReview, firstname: appUser.firstname, lastname: appUser.lastname })
    .from(employeeReview)
    .leftJoin(appUser, eq(appUser.id, employeeReview.reviewerUserId))
    .where(and(eq(employeeReview.companyId, companyId), eq(employeeReview.profileId, profileId)))
    .orderBy(desc(employeeReview.createdAt), desc(employeeReview.id));
}

/** Inserts an employee review. */
export async function insertEmployeeReview(db: DbOrTx, values: typeof employeeReview.$inferInsert) {
  await db.insert(employeeReview).values(values);
}

/** Every review of a profile's collaborations (clients' and outside contacts') with the client's name, newest first. */
export async function feedbackOfProfile(db: DbOrTx, profileId: number) {
  return db
    .select({
      f: collaborationFeedback,
      client: sql<string>`(SELECT name FROM company WHERE id = ${collaborationFeedback.clientCompanyId})`,
    })
    .from(collaborationFeedback)
    .where(eq(collaborationFeedback.profileId, profileId))
    .orderBy(desc(collaborationFeedback.createdAt));
}

/** A profile's company and whether it is published, or undefined. */
export async function profileVisibility(db: DbOrTx, profileId: number) {
  const [row] = await db
    .select({ companyId: profile.companyId, published: profile.published })
    .from(profile)
    .where(eq(profile.id, profileId));
  return row;
}

/**
 * Recomputes a service's rating from every review (the clients' and outside contacts') of the collaborations that
 * bought it: the average of profile_rating (which rates the service there), 2 decimals, and how many. One statement,
 * run in the transaction that wrote the review.
 */
export async function recomputeServiceRating(tx: DbOrTx, serviceId: number) {
  // Lock the service row first: a concurrent review's transaction waits here until this one commits, and its
  // UPDATE below then reads with a fresh snapshot that includes this review (an UPDATE that merely waited on the
  // row lock would keep the average computed from its older snapshot).
  await tx.select({ id: service.id }).from(service).where(eq(service.id, serviceId)).for("update");
  await tx.execute(sql`
    UPDATE ${service} SET rating_avg = s.avg, rating_count = s.n
    FROM (
      SELECT round(avg(${collaborationFeedback.profileRating})::numeric, 2) AS avg, count(*)::int AS n
      FROM ${collaborationFeedback}
      INNER JOIN ${collaboration} ON ${collaboration.id} = ${collaborationFeedback.collaborationId}
      WHERE ${collaboration.serviceId} = ${serviceId}
    ) s
    WHERE ${service.id} = ${serviceId}`);
}
