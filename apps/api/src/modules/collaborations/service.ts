import {
  type CancelCollaborationBody,
  type CollaborationDetail,
  type CollaborationSide,
  type CollaborationStatus,
  type collaborationCreateBodySchema,
  type collaborationFeedbackBodySchema,
  type collaborationListQuerySchema,
  collaborationTransition,
  isProfileManager,
  ROLE,
  type RoleId,
} from "@mkt/contracts";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  collaboration,
  collaborationFeedback,
  interview,
  need,
  nomination,
  profile,
  quote,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import type { Actor } from "../auth/actor.ts";
import { notifyUsers } from "../notifications/service.ts";
import { assertFunctionAllowed } from "../plans/service.ts";
import {
  addEvent,
  clientScope,
  companyUsers,
  listCollaborations,
  loadExternalFeedback,
  loadFeedback,
  loadInterviews,
  loadItem,
  loadReviewRequests,
  loadTimeline,
  supplierScope,
} from "./queries.ts";

export const CLIENT_ROLES: RoleId[] = [ROLE.CLIENT, ROLE.CLIENT_EMPLOYEES];
/** The profile's side: the managers of supplier, academy and freelancer companies. */
export const SUPPLIER_ROLES: RoleId[] = [
  ROLE.SUPPLIER,
  ROLE.SUPPLIER_MANAGEMENT,
  ROLE.ACCADEMY,
  ROLE.MANAGEMENT_ACCADEMY,
  ROLE.FREELANCER,
];
export const STAFF_ROLES: RoleId[] = [ROLE.ADMINISTRATOR, ROLE.ADMIN_MANAGEMENT];
const isClient = (a: Actor) => CLIENT_ROLES.includes(a.roleId);
const isStaff = (a: Actor) => STAFF_ROLES.includes(a.roleId);

type CollaborationRow = typeof collaboration.$inferSelect;

/** How the actor stands towards a collaboration; null when it is none of theirs (answered as 404). */
async function sideOf(db: DbOrTx, actor: Actor, row: CollaborationRow): Promise<CollaborationSide | null> {
  if (isStaff(actor)) return "staff";
  if (isClient(actor) && row.clientCompanyId === actor.companyId) return "client";
  if (isProfileManager(actor.roleId) && row.supplierCompanyId === actor.companyId) return "supplier";
  if (actor.roleId === ROLE.PROFILE_ACCADEMY && row.profileId !== null) {
    const [p] = await db
      .select({ userId: profile.userId })
      .from(profile)
      .where(eq(profile.id, row.profileId));
    if (p?.userId === actor.userId) return "student";
  }
  return null;
}

/** Loads a collaboration the actor takes part in, with their side; anything else is 404. */
export async function openCollaboration(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db.select().from(collaboration).where(eq(collaboration.id, id));
  const side = row ? await sideOf(db, actor, row) : null;
  if (!row || !side) throw new AppError("common.not_found");
  return { row, side };
}

export const collaborationLink = (id: number) => `/collaborations_request?id=${id}`;

/** Tells every user of the companies on `to` (client, supplier) about an event, in-app (and by mail, per prefs). */
export async function notifySides(
  db: DbOrTx,
  bus: RealtimeBus,
  row: Pick<CollaborationRow, "id" | "clientCompanyId" | "supplierCompanyId" | "profileName">,
  to: ("client" | "supplier")[],
  type: string,
  params: Record<string, string | number> = {},
) {
  const ids: number[] = [];
  for (const side of to) {
    const users = await companyUsers(db, side === "client" ? row.clientCompanyId : row.supplierCompanyId);
    ids.push(...users.map((u) => u.id));
  }
  await notifyUsers(db, bus, ids, {
    type,
    params: { profile: row.profileName, ...params },
    icon: "handshake",
    link: collaborationLink(row.id),
  });
}
const otherSide = (side: CollaborationSide): ("client" | "supplier")[] =>
  side === "client" ? ["supplier"] : side === "supplier" ? ["client"] : ["client", "supplier"];

/**
 * POST collaborations: the client opens a collaboration from one of its accepted candidacies (one per
 * candidacy), or directly on a published profile (not already in an open collaboration with this client).
 */
/**
 * Whether the collaboration asked for would engage a student profile (directly or through one of the actor's own
 * candidacies). Only what the actor could open counts: anything else stays the 404 the creation answers.
 */
async function hiresStudent(db: DbOrTx, actor: Actor, input: z.output<typeof collaborationCreateBodySchema>) {
  const [row] =
    input.nomination_id !== undefined
      ? await db
          .select({ kind: profile.kind })
          .from(nomination)
          .innerJoin(quote, eq(quote.id, nomination.quoteId))
          .innerJoin(profile, eq(profile.id, nomination.profileId))
          .where(and(eq(nomination.id, input.nomination_id), eq(quote.clientCompanyId, actor.companyId)))
      : await db
          .select({ kind: profile.kind })
          .from(profile)
          .where(and(eq(profile.id, input.profile_id!), eq(profile.published, true)));
  return row?.kind === "student";
}

export async function createCollaboration(
  db: Db,
  bus: RealtimeBus,
  actor: Actor,
  input: z.output<typeof collaborationCreateBodySchema>,
) {
  // Hiring an academy's student is the accademy_profiles function (the Assumi add-on): refused with the
  // limitation, as the blocked-feature modal shows it, before anything is written.
  if (await hiresStudent(db, actor, input))
    await assertFunctionAllowed(db, actor.companyId, actor.companyType, actor.roleId, "accademy_profiles");
  const id = await db.transaction(async (tx) => {
    let values: typeof collaboration.$inferInsert;
    if (input.nomination_id !== undefined) {
      const [n] = await tx
        .select({
          nomination,
          quote,
          firstname: profile.firstname,
          lastname: profile.lastname,
          title: profile.title,
        })
        .from(nomination)
        .innerJoin(quote, eq(quote.id, nomination.quoteId))
        .innerJoin(profile, eq(profile.id, nomination.profileId))
        .where(eq(nomination.id, input.nomination_id));
      if (!n || n.quote.clientCompanyId !== actor.companyId) throw new AppError("common.not_found");
      if (n.nomination.status !== "accepted") throw new AppError("collaborations.nomination_not_accepted");
      const [existing] = await tx
        .select({ id: collaboration.id })
        .from(collaboration)
        .where(eq(collaboration.nominationId, n.nomination.id));
      if (existing) throw new AppError("collaborations.already_exists", { data: { id: existing.id } });
      values = {
        clientCompanyId: actor.companyId,
        supplierCompanyId: n.quote.supplierCompanyId,
        profileId: n.nomination.profileId,
        profileName: `${n.firstname} ${n.lastname} – ${n.title}`,
        needId: n.quote.needId,
        positionId: n.nomination.positionId,
        quoteId: n.quote.id,
        nominationId: n.nomination.id,
        dailyRate: n.nomination.dailyRate ?? n.quote.dailyRate,
        dateStart: n.quote.dateStart,
        dateEnd: n.quote.dateEnd,
        note: input.note ?? "",
        createdBy: actor.userId,
      };
    } else {
      const [p] = await tx
        .select({
          id: profile.id,
          companyId: profile.companyId,
          firstname: profile.firstname,
          lastname: profile.lastname,
          title: profile.title,
          published: profile.published,
          rate: profile.dailyRateMin,
        })
        .from(profile)
        .where(eq(profile.id, input.profile_id!));
      if (!p?.published) throw new AppError("common.not_found");
      const [open] = await tx
        .select({ id: collaboration.id })
        .from(collaboration)
        .where(
          and(
            eq(collaboration.profileId, p.id),
            eq(collaboration.clientCompanyId, actor.companyId),
            inArray(collaboration.status, ["requested", "interview", "active"]),
          ),
        );
      if (open) throw new AppError("collaborations.profile_unavailable");
      values = {
        clientCompanyId: actor.companyId,
        supplierCompanyId: p.companyId,
        profileId: p.id,
        profileName: `${p.firstname} ${p.lastname} – ${p.title}`,
        dailyRate: input.daily_rate !== undefined ? String(input.daily_rate) : p.rate,
        dateStart: input.date_start ?? null,
        dateEnd: input.date_end ?? null,
        note: input.note ?? "",
        createdBy: actor.userId,
      };
    }
    const [row] = await tx.insert(collaboration).values(values).returning();
    await addEvent(tx, row!.id, "created", actor.userId);
    await notifySides(tx, bus, row!, ["supplier"], "collaboration_requested");
    return row!.id;
  });
  return getCollaboration(db, actor, id);
}

type ListQuery = z.output<typeof collaborationListQuerySchema>;

/** GET collaborations: the client's or the supplier's own, by the caller's role. */
export function listOwnCollaborations(db: Db, actor: Actor, query: ListQuery) {
  return isClient(actor)
    ? listCollaborations(db, clientScope(actor.companyId), "client", query)
    : listCollaborations(db, supplierScope(actor.companyId), "supplier", query);
}

/** GET collaborations/:id: the collaboration with its interviews, timeline and feedback. */
export async function getCollaboration(db: Db, actor: Actor, id: number): Promise<CollaborationDetail> {
  const { row, side } = await openCollaboration(db, actor, id);
  const seesRequests = side === "supplier" || side === "staff";
  const [loaded, interviews, timeline, feedback, externalFeedback, reviewRequests] = await Promise.all([
    loadItem(db, id, side),
    loadInterviews(db, id),
    loadTimeline(db, id),
    loadFeedback(db, id),
    loadExternalFeedback(db, id),
    seesRequests ? loadReviewRequests(db, id) : Promise.resolve([]),
  ]);
  return {
    ...loaded!.item,
    side,
    note: row.note,
    cancel_reason: row.cancelReason,
    started_at: row.startedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    interviews,
    timeline,
    feedback,
    external_feedback: externalFeedback,
    review_requests: reviewRequests,
  };
}

/** Moves the row from its current status (compare-and-set, so two clicks never both pass). */
export async function moveStatus(
  tx: DbOrTx,
  row: CollaborationRow,
  next: CollaborationStatus,
  extra: Partial<typeof collaboration.$inferInsert> = {},
) {
  const stamp =
    next === "active"
      ? { startedAt: new Date() }
      : next === "completed"
        ? { completedAt: new Date() }
        : next === "cancelled"
          ? { cancelledAt: new Date() }
          : {};
  const moved = await tx
    .update(collaboration)
    .set({ status: next, updatedAt: new Date(), ...stamp, ...extra })
    .where(and(eq(collaboration.id, row.id), eq(collaboration.status, row.status)))
    .returning({ id: collaboration.id });
  if (moved.length === 0) throw new AppError("collaborations.transition_not_allowed");
}

/** POST collaborations/:id/{start,complete,cancel}: the allowed side moves the collaboration on. */
export async function transitionCollaboration(
  db: Db,
  bus: RealtimeBus,
  actor: Actor,
  id: number,
  action: "start" | "complete" | "cancel",
  body?: CancelCollaborationBody,
) {
  const { row, side } = await openCollaboration(db, actor, id);
  const next = collaborationTransition(row.status as CollaborationStatus, action, side);
  if (!next) throw new AppError("collaborations.transition_not_allowed");
  await db.transaction(async (tx) => {
    if (action === "start") {
      // An interview still waiting for an answer or an outcome must be settled first.
      const [pending] = await tx
        .select({ id: interview.id })
        .from(interview)
        .where(
          and(eq(interview.collaborationId, row.id), inArray(interview.status, ["proposed", "confirmed"])),
        )
        .limit(1);
      if (pending) throw new AppError("collaborations.transition_not_allowed");
    }
    const reason = action === "cancel" ? (body?.reason ?? "") : null;
    await moveStatus(tx, row, next, action === "cancel" ? { cancelReason: reason } : {});
    if (action === "cancel")
      await tx.execute(
        sql`UPDATE interview SET status = 'cancelled', updated_at = now() WHERE collaboration_id = ${row.id} AND status IN ('proposed','confirmed')`,
      );
    const type = `collaboration_${next === "active" ? "started" : next}`;
    await addEvent(tx, row.id, type, actor.userId, reason ? { reason } : {});
    await notifySides(tx, bus, row, otherSide(side), type, reason ? { reason } : {});
  });
  return getCollaboration(db, actor, id);
}

/** POST collaborations/:id/feedback: the client rates a completed collaboration, once. */
export async function leaveFeedback(
  db: Db,
  bus: RealtimeBus,
  actor: Actor,
  id: number,
  input: z.output<typeof collaborationFeedbackBodySchema>,
) {
  const { row, side } = await openCollaboration(db, actor, id);
  if (side !== "client" || row.status !== "completed")
    throw new AppError("collaborations.transition_not_allowed");
  if (row.profileId === null) throw new AppError("collaborations.transition_not_allowed");
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(collaborationFeedback)
      .values({
        collaborationId: row.id,
        profileId: row.profileId!,
        clientCompanyId: row.clientCompanyId,
        supplierCompanyId: row.supplierCompanyId,
        authorUserId: actor.userId,
        profileRating: input.profile_rating,
        supplierRating: input.supplier_rating,
        criteria: input.criteria,
        comment: input.comment,
      })
      .onConflictDoNothing()
      .returning({ id: collaborationFeedback.id });
    if (inserted.length === 0) throw new AppError("collaborations.feedback_exists");
    await addEvent(tx, row.id, "feedback_left", actor.userId, {
      profile_rating: input.profile_rating,
      supplier_rating: input.supplier_rating,
    });
    await notifySides(tx, bus, row, ["supplier"], "collaboration_feedback", {
      rating: input.profile_rating,
    });
  });
  return getCollaboration(db, actor, id);
}

/** POST collaborations/:id/feedback/reply: the supplier answers the client's review (not external ones), once. */
export async function replyToFeedback(db: Db, bus: RealtimeBus, actor: Actor, id: number, reply: string) {
  const { row, side } = await openCollaboration(db, actor, id);
  if (side !== "supplier") throw new AppError("common.not_found");
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: collaborationFeedback.id })
      .from(collaborationFeedback)
      .where(
        and(eq(collaborationFeedback.collaborationId, row.id), eq(collaborationFeedback.source, "client")),
      );
    if (!existing) throw new AppError("collaborations.transition_not_allowed");
    const updated = await tx
      .update(collaborationFeedback)
      .set({ supplierReply: reply, repliedAt: new Date() })
      .where(and(eq(collaborationFeedback.id, existing.id), isNull(collaborationFeedback.supplierReply)))
      .returning({ id: collaborationFeedback.id });
    if (updated.length === 0) throw new AppError("collaborations.reply_exists");
    await addEvent(tx, row.id, "feedback_replied", actor.userId);
    await notifySides(tx, bus, row, ["client"], "collaboration_feedback_reply");
  });
  return getCollaboration(db, actor, id);
}

/** Open collaborations of a profile (requested, interview, active): a profile in one cannot be deleted. */
export async function openCollaborationCount(db: DbOrTx, profileId: number) {
  const rows = await db
    .select({ id: collaboration.id })
    .from(collaboration)
    .where(
      and(
        eq(collaboration.profileId, profileId),
        inArray(collaboration.status, ["requested", "interview", "active"]),
      ),
    );
  return rows.length;
}

/** The title of the need a collaboration belongs to (for mails). */
export async function needTitle(db: DbOrTx, needId: number | null) {
  if (needId === null) return "";
  const [n] = await db.select({ title: need.title }).from(need).where(eq(need.id, needId));
  return n?.title ?? "";
}
