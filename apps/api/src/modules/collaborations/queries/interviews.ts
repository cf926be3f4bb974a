import { and, eq, isNull, sql } from "drizzle-orm";
import { type DbOrTx, resultRows } from "../../../db/client.ts";
import {
  collaboration,
  interview,
  interviewInvitee,
  interviewSlot,
  position,
} from "../../../db/schema/index.ts";

/** Interviews, their slots and their invitees: what the interview use cases read and write. */

export type InterviewRow = typeof interview.$inferSelect;

/** An interview by id, or undefined. */
export async function findInterview(db: DbOrTx, interviewId: number): Promise<InterviewRow | undefined> {
  const [row] = await db.select().from(interview).where(eq(interview.id, interviewId));
  return row;
}

/** Inserts a proposed interview and answers its id. */
export async function insertInterview(tx: DbOrTx, values: typeof interview.$inferInsert) {
  const [created] = await tx.insert(interview).values(values).returning({ id: interview.id });
  return created?.id;
}

/** Inserts an interview's slots. */
export async function insertSlots(tx: DbOrTx, interviewId: number, starts: Date[]) {
  await tx.insert(interviewSlot).values(starts.map((startsAt) => ({ interviewId, startsAt })));
}

/** Inserts an external invitee with the hash of the token mailed to them. */
export async function insertInvitee(tx: DbOrTx, values: typeof interviewInvitee.$inferInsert) {
  await tx.insert(interviewInvitee).values(values);
}

/** One slot of an interview, or undefined. */
export async function findSlotOfInterview(tx: DbOrTx, slotId: number, interviewId: number) {
  const [slot] = await tx
    .select()
    .from(interviewSlot)
    .where(and(eq(interviewSlot.id, slotId), eq(interviewSlot.interviewId, interviewId)));
  return slot;
}

/** A slot by id, or undefined. */
export async function findSlot(tx: DbOrTx, slotId: number) {
  const [slot] = await tx.select().from(interviewSlot).where(eq(interviewSlot.id, slotId));
  return slot;
}

/** The slots of an interview, earliest first. */
export async function slotsOfInterview(db: DbOrTx, interviewId: number) {
  return db
    .select()
    .from(interviewSlot)
    .where(eq(interviewSlot.interviewId, interviewId))
    .orderBy(interviewSlot.startsAt);
}

/**
 * Moves an interview from `from` with the given columns (compare-and-set, so two answers never both pass):
 * whether it moved.
 */
export async function setInterviewIfStatus(
  tx: DbOrTx,
  interviewId: number,
  from: "proposed" | "confirmed",
  set: Partial<typeof interview.$inferInsert>,
) {
  const moved = await tx
    .update(interview)
    .set(set)
    .where(and(eq(interview.id, interviewId), eq(interview.status, from)))
    .returning({ id: interview.id });
  return moved.length > 0;
}

/** The invitee behind a token's hash, or undefined. */
export async function findInviteeByTokenHash(db: DbOrTx, tokenHash: string) {
  const [invitee] = await db.select().from(interviewInvitee).where(eq(interviewInvitee.tokenHash, tokenHash));
  return invitee;
}

/** Records an invitee's answer once (only while unanswered): whether it was recorded. */
export async function spendInviteeToken(
  tx: DbOrTx,
  inviteeId: number,
  answer: { status: "accepted" | "declined"; chosenSlotId: number | null },
) {
  const spent = await tx
    .update(interviewInvitee)
    .set({ status: answer.status, chosenSlotId: answer.chosenSlotId, respondedAt: new Date() })
    .where(and(eq(interviewInvitee.id, inviteeId), isNull(interviewInvitee.respondedAt)))
    .returning({ id: interviewInvitee.id });
  return spent.length > 0;
}

/** A collaboration with its position's title (for an invitee's page), or undefined. */
export async function findCollaborationWithPosition(db: DbOrTx, collaborationId: number) {
  const [c] = await db
    .select({ c: collaboration, positionTitle: position.title })
    .from(collaboration)
    .leftJoin(position, eq(position.id, collaboration.positionId))
    .where(eq(collaboration.id, collaborationId));
  return c;
}

/** An interview's external invitees who did not decline. */
export async function inviteesNotDeclined(db: DbOrTx, interviewId: number) {
  return db
    .select()
    .from(interviewInvitee)
    .where(and(eq(interviewInvitee.interviewId, interviewId), sql`${interviewInvitee.status} <> 'declined'`));
}

/** An interview's external invitees who accepted. */
export async function inviteesAccepted(db: DbOrTx, interviewId: number) {
  return db
    .select()
    .from(interviewInvitee)
    .where(and(eq(interviewInvitee.interviewId, interviewId), eq(interviewInvitee.status, "accepted")));
}

/**
 * Claims the confirmed interviews starting within 24 hours and not reminded yet (FOR UPDATE SKIP LOCKED, so
 * several instances never remind twice): their ids.
 */
export async function claimDueInterviewReminders(db: DbOrTx) {
  const claimed = resultRows<{ id: number }>(
    await db.execute(sql`
      UPDATE interview SET reminder_sent_at = now()
      WHERE id IN (
        SELECT id FROM interview
        WHERE status = 'confirmed' AND reminder_sent_at IS NULL
          AND confirmed_starts_at > now() AND confirmed_starts_at <= now() + interval '24 hours'
        FOR UPDATE SKIP LOCKED)
      RETURNING id`),
  );
  return claimed.map((r) => Number(r.id));
}
