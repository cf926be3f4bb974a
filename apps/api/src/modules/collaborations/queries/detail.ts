import type { InterviewStatus } from "@mkt/contracts";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import {
  appUser,
  collaborationEvent,
  collaborationFeedback,
  interview,
  interviewInvitee,
  interviewSlot,
  reviewRequest,
} from "../../../db/schema/index.ts";

/** What a collaboration's detail shows beside its item: interviews, timeline, reviews and review requests. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The interviews of a collaboration with their slots and invitees, newest first. */
export async function loadInterviews(db: DbOrTx, collaborationId: number) {
  const rows = await db
    .select()
    .from(interview)
    .where(eq(interview.collaborationId, collaborationId))
    .orderBy(desc(interview.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [slots, invitees] = await Promise.all([
    db
      .select()
      .from(interviewSlot)
      .where(inArray(interviewSlot.interviewId, ids))
      .orderBy(interviewSlot.startsAt),
    db
      .select()
      .from(interviewInvitee)
      .where(inArray(interviewInvitee.interviewId, ids))
      .orderBy(interviewInvitee.id),
  ]);
  return rows.map((r) => ({
    id: r.id,
    status: r.status as InterviewStatus,
    location: r.location,
    note: r.note,
    duration_minutes: r.durationMinutes,
    confirmed_starts_at: iso(r.confirmedStartsAt),
    outcome: (r.outcome as "positive" | "negative" | null) ?? null,
    slots: slots
      .filter((s) => s.interviewId === r.id)
      .map((s) => ({ id: s.id, starts_at: s.startsAt.toISOString() })),
    invitees: invitees
      .filter((i) => i.interviewId === r.id)
      .map((i) => ({
        id: i.id,
        name: i.name,
        email: i.email,
        external: i.tokenHash !== null,
        status: i.status,
        chosen_slot_id: i.chosenSlotId,
      })),
    created_at: r.createdAt.toISOString(),
  }));
}

export async function loadTimeline(db: DbOrTx, collaborationId: number) {
  const rows = await db
    .select({
      id: collaborationEvent.id,
      type: collaborationEvent.type,
      params: collaborationEvent.params,
      createdAt: collaborationEvent.createdAt,
      firstname: appUser.firstname,
      lastname: appUser.lastname,
    })
    .from(collaborationEvent)
    .leftJoin(appUser, eq(appUser.id, collaborationEvent.actorUserId))
    .where(eq(collaborationEvent.collaborationId, collaborationId))
    .orderBy(collaborationEvent.id);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    actor_name: r.firstname ? `${r.firstname} ${r.lastname ?? ""}`.trim() : null,
    params: r.params,
    created_at: r.createdAt.toISOString(),
  }));
}

/** The client's own review of a collaboration (source "client", at most one). */
export async function loadFeedback(db: DbOrTx, collaborationId: number) {
  const [r] = await db
    .select()
    .from(collaborationFeedback)
    .where(
      and(
        eq(collaborationFeedback.collaborationId, collaborationId),
        eq(collaborationFeedback.source, "client"),
      ),
    );
  if (!r) return null;
  return {
    profile_rating: r.profileRating,
    supplier_rating: r.supplierRating,
    criteria: r.criteria,
    comment: r.comment,
    supplier_reply: r.supplierReply,
    replied_at: iso(r.repliedAt),
    created_at: r.createdAt.toISOString(),
  };
}

/** The reviews of outside contacts the supplier asked (source "external"), newest first. */
export async function loadExternalFeedback(db: DbOrTx, collaborationId: number) {
  const rows = await db
    .select()
    .from(collaborationFeedback)
    .where(
      and(
        eq(collaborationFeedback.collaborationId, collaborationId),
        eq(collaborationFeedback.source, "external"),
      ),
    )
    .orderBy(desc(collaborationFeedback.createdAt), desc(collaborationFeedback.id));
  return rows.map((r) => ({
    id: r.id,
    author_name: r.authorName ?? "",
    author_company: r.authorCompany ?? "",
    profile_rating: r.profileRating,
    supplier_rating: r.supplierRating,
    criteria: r.criteria,
    comment: r.comment,
    created_at: r.createdAt.toISOString(),
  }));
}

/** The supplier's review requests about a collaboration, newest first: pending, answered or expired. */
export async function loadReviewRequests(db: DbOrTx, collaborationId: number) {
  const rows = await db
    .select()
    .from(reviewRequest)
    .where(eq(reviewRequest.collaborationId, collaborationId))
    .orderBy(desc(reviewRequest.createdAt), desc(reviewRequest.id));
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstname} ${r.lastname}`,
    email: r.email,
    company_name: r.companyName,
    status: r.answeredAt
      ? ("answered" as const)
      : r.expiresAt.getTime() < now
        ? ("expired" as const)
        : ("pending" as const),
    created_at: r.createdAt.toISOString(),
  }));
}
