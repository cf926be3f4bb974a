import type { EmployeeReview, employeeReviewBodySchema } from "@mkt/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Actor } from "../auth/index.ts";
import {
  employeeReviewsOfProfile,
  feedbackOfProfile,
  insertEmployeeReview,
  isCompanyProfile,
  profileVisibility,
} from "./queries/reviews.ts";

async function ownProfile(db: Db, actor: Actor, profileId: number) {
  if (!(await isCompanyProfile(db, profileId, actor.companyId))) throw new AppError("common.not_found");
}

/** GET employee-reviews?profile_id: the company's own reviews of one of its profiles, newest first. */
export async function listEmployeeReviews(
  db: Db,
  actor: Actor,
  profileId: number,
): Promise<EmployeeReview[]> {
  await ownProfile(db, actor, profileId);
  const rows = await employeeReviewsOfProfile(db, actor.companyId, profileId);
  return rows.map(({ r, firstname, lastname }) => ({
    id: r.id,
    profile_id: r.profileId,
    rating: r.rating,
    criteria: r.criteria,
    comment: r.comment,
    reviewer_name: firstname ? `${firstname} ${lastname ?? ""}`.trim() : null,
    created_at: r.createdAt.toISOString(),
  }));
}

/** POST employee-reviews: a supplier rates one of its own profiles (internal, never shown to clients). */
export async function addEmployeeReview(
  db: Db,
  actor: Actor,
  input: z.output<typeof employeeReviewBodySchema>,
) {
  await ownProfile(db, actor, input.profile_id);
  await insertEmployeeReview(db, {
    companyId: actor.companyId,
    profileId: input.profile_id,
    reviewerUserId: actor.userId,
    rating: input.rating,
    criteria: input.criteria,
    comment: input.comment,
  });
  return listEmployeeReviews(db, actor, input.profile_id);
}

/**
 * The reviews of a profile's collaborations (shown on the profile): the clients' own and those of outside contacts
 * the supplier asked, with the mean of all.
 */
export async function profileFeedback(db: Db, profileId: number) {
  const rows = await feedbackOfProfile(db, profileId);
  const mean = rows.length ? rows.reduce((s, r) => s + r.f.profileRating, 0) / rows.length : null;
  return {
    average: mean === null ? null : Math.round(mean * 10) / 10,
    count: rows.length,
    items: rows.map(({ f, client }) => ({
      id: f.id,
      source: f.source === "external" ? ("external" as const) : ("client" as const),
      client_name: client,
      author_name: f.authorName,
      author_company: f.authorCompany,
      rating: f.profileRating,
      criteria: f.criteria,
      comment: f.comment,
      supplier_reply: f.supplierReply,
      created_at: f.createdAt.toISOString(),
    })),
  };
}

/** Whether the reader may see a profile's reviews: its own company, staff, or anyone when it is published. */
export async function assertProfileReadable(db: Db, actor: Actor, staff: boolean, profileId: number) {
  const row = await profileVisibility(db, profileId);
  if (!row || !(staff || row.published || row.companyId === actor.companyId))
    throw new AppError("common.not_found");
}
