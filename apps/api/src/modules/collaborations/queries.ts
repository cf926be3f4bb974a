import {
  allowedCollaborationActions,
  type CollaborationItem,
  type CollaborationSide,
  type CollaborationStatus,
  type InterviewStatus,
} from "@mkt/contracts";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  appUser,
  collaboration,
  collaborationEvent,
  collaborationFeedback,
  company,
  interview,
  interviewInvitee,
  interviewSlot,
  need,
  position,
  reviewRequest,
} from "../../db/schema/index.ts";

const clientCo = alias(company, "client_co");
const supplierCo = alias(company, "supplier_co");

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const num = (v: string | null) => (v === null ? null : Number(v));

/** The latest interview of each collaboration (status, time, outcome), as a lateral-free subquery. */
const latestInterview = sql<string | null>`(
  SELECT json_build_object('status', i.status, 'starts_at', i.confirmed_starts_at, 'outcome', i.outcome)::text
  FROM ${interview} i WHERE i.collaboration_id = ${collaboration.id} ORDER BY i.id DESC LIMIT 1)`;

const itemColumns = {
  c: collaboration,
  clientName: clientCo.name,
  supplierName: supplierCo.name,
  needTitle: need.title,
  positionTitle: position.title,
  latest: latestInterview,
  feedbackReply: collaborationFeedback.supplierReply,
  feedbackId: collaborationFeedback.id,
};

function baseQuery(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(collaboration)
    .innerJoin(clientCo, eq(clientCo.id, collaboration.clientCompanyId))
    .innerJoin(supplierCo, eq(supplierCo.id, collaboration.supplierCompanyId))
    .leftJoin(need, eq(need.id, collaboration.needId))
    .leftJoin(position, eq(position.id, collaboration.positionId))
    .leftJoin(
      collaborationFeedback,
      and(
        eq(collaborationFeedback.collaborationId, collaboration.id),
        eq(collaborationFeedback.source, "client"),
      ),
    );
}
type ItemRow = Awaited<ReturnType<ReturnType<typeof baseQuery>["execute"]>>[number];

function toItem(r: ItemRow, side: CollaborationSide): CollaborationItem {
  const latest = r.latest
    ? (JSON.parse(r.latest) as { status: InterviewStatus; starts_at: string | null; outcome: string | null })
    : null;
  const status = r.c.status as CollaborationStatus;
  return {
    id: r.c.id,
    status,
    profile_id: r.c.profileId,
    profile_name: r.c.profileName,
    client: { id: r.c.clientCompanyId, name: r.clientName },
    supplier: { id: r.c.supplierCompanyId, name: r.supplierName },
    need_id: r.c.needId,
    need_title: r.needTitle,
    position_id: r.c.positionId,
    position_title: r.positionTitle,
    nomination_id: r.c.nominationId,
    daily_rate: num(r.c.dailyRate),
    date_start: r.c.dateStart,
    date_end: r.c.dateEnd,
    interview_status: latest?.status ?? null,
    interview_starts_at: latest?.starts_at ? new Date(latest.starts_at).toISOString() : null,
    has_feedback: r.feedbackId !== null,
    created_at: r.c.createdAt.toISOString(),
    updated_at: r.c.updatedAt.toISOString(),
    actions: allowedCollaborationActions(
      {
        status,
        interviewStatus: latest?.status ?? null,
        interviewOutcome: (latest?.outcome as "positive" | "negative" | null) ?? null,
        hasFeedback: r.feedbackId !== null,
        hasReply: r.feedbackReply !== null,
      },
      side,
    ),
  };
}

/** One page of collaborations matching `scope`, newest activity first, with the count of each status. */
export async function listCollaborations(
  db: Db,
  scope: SQL | undefined,
  side: CollaborationSide,
  query: { status?: CollaborationStatus; page: number; limit: number },
) {
  const where = and(scope, query.status ? eq(collaboration.status, query.status) : undefined);
  const [rows, totals] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(collaboration.updatedAt), desc(collaboration.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ status: collaboration.status, n: count() })
      .from(collaboration)
      .innerJoin(clientCo, eq(clientCo.id, collaboration.clientCompanyId))
      .innerJoin(supplierCo, eq(supplierCo.id, collaboration.supplierCompanyId))
      .where(scope)
      .groupBy(collaboration.status),
  ]);
  const counts = { requested: 0, interview: 0, active: 0, completed: 0, cancelled: 0 };
  for (const t of totals) counts[t.status as CollaborationStatus] = t.n;
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { items: rows.map((r) => toItem(r, side)), total, page: query.page, limit: query.limit, counts };
}

/** Scope helpers: the collaborations a company takes part in on one side, or those whose name matches. */
export const clientScope = (companyId: number) => eq(collaboration.clientCompanyId, companyId);
export const supplierScope = (companyId: number) => eq(collaboration.supplierCompanyId, companyId);
export const companyNameScope = (text: string) =>
  sql`(${clientCo.name} ILIKE ${`%${text}%`} OR ${supplierCo.name} ILIKE ${`%${text}%`})`;
export const studentScope = (userId: number) =>
  sql`${collaboration.profileId} IN (SELECT id FROM profile WHERE user_id = ${userId})`;

export async function loadItem(db: DbOrTx, id: number, side: CollaborationSide) {
  const [row] = await baseQuery(db).where(eq(collaboration.id, id));
  return row ? { row: row.c, item: toItem(row, side) } : undefined;
}

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

/** Appends one event to a collaboration's timeline and touches its updated_at. */
export async function addEvent(
  db: DbOrTx,
  collaborationId: number,
  type: string,
  actorUserId: number | null,
  params: Record<string, string | number | null> = {},
) {
  await db.insert(collaborationEvent).values({ collaborationId, type, actorUserId, params });
  await db.update(collaboration).set({ updatedAt: sql`now()` }).where(eq(collaboration.id, collaborationId));
}

/** The active users of a company (who hear of its collaborations' events). */
export async function companyUsers(db: DbOrTx, companyId: number) {
  return db
    .select({
      id: appUser.id,
      email: appUser.email,
      firstname: appUser.firstname,
      lastname: appUser.lastname,
      language: appUser.language,
    })
    .from(appUser)
    .where(and(eq(appUser.companyId, companyId), sql`${appUser.disabledAt} IS NULL`));
}
