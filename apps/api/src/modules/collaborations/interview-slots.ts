import {
  COLLABORATION_LIMITS,
  type CollaborationStatus,
  collaborationTransition,
  type InterviewStatus,
  type interviewProposeBodySchema,
  interviewTransition,
  type Language,
  must,
  validateInterviewSlots,
} from "@mkt/contracts";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { type Actor, newLinkToken, sha256 } from "../auth/index.ts";
import { moveStatus } from "./collaboration-lifecycle.ts";
import { BRAND, companyName, loadInterview } from "./interview-lookups.ts";
import { sendConfirmationMails } from "./interview-mails.ts";
import { formatShort, formatWhen, renderInterviewMail } from "./mails.ts";
import {
  findSlotOfInterview,
  type InterviewRow,
  insertInterview,
  insertInvitee,
  insertSlots,
  setInterviewIfStatus,
} from "./queries/interviews.ts";
import { findPendingInterview, touchCollaboration } from "./queries/lifecycle.ts";
import { isServiceCollaboration } from "./queries/list.ts";
import { addEvent, findCollaboration } from "./queries/parties.ts";
import { getCollaboration, notifySides, openCollaboration } from "./service.ts";

/** Interview slots: the client proposes them, the supplier picks one (or declines); a pick confirms the interview. */

const DAY_MS = 24 * 3600 * 1000;

/** POST collaborations/:id/interviews: the client proposes 2–5 slots, a place and external invitees. */
export async function proposeInterview(
  ctx: AppContext,
  actor: Actor & { language: string },
  collaborationId: number,
  input: z.output<typeof interviewProposeBodySchema>,
  origin: string,
) {
  const db = ctx.database.db;
  const { row, side } = await openCollaboration(db, actor, collaborationId);
  if (side !== "client") throw new AppError("common.not_found");
  // A service collaboration has no interview (collaborationTransition refuses it).
  const next = collaborationTransition(
    row.status as CollaborationStatus,
    "propose_interview",
    side,
    isServiceCollaboration(row),
  );
  if (!next) throw new AppError("collaborations.transition_not_allowed");
  const issues = validateInterviewSlots(input.slots, new Date());
  if (issues.length)
    throw new AppError("validation.failed", {
      fieldErrors: issues.map((i) => ({ field: i.field, code: i.code, message: "" })),
    });
  const clientLanguage = normalizeLanguage(actor.language);
  const tokens: { email: string; name: string; token: string; language: Language }[] = [];
  const starts = [...input.slots].map((s) => new Date(s)).sort((a, b) => a.getTime() - b.getTime());
  await db.transaction(async (tx) => {
    if (await findPendingInterview(tx, row.id)) throw new AppError("collaborations.transition_not_allowed");
    const interviewId = must(
      await insertInterview(tx, {
        collaborationId: row.id,
        location: input.location,
        note: input.note,
        durationMinutes: input.duration_minutes,
        proposedBy: actor.userId,
      }),
      "the interview insert returned no row",
    );
    await insertSlots(tx, interviewId, starts);
    const seen = new Set<string>();
    for (const invitee of input.invitees) {
      if (seen.has(invitee.email)) continue;
      seen.add(invitee.email);
      const token = newLinkToken();
      const language = invitee.language ?? clientLanguage;
      tokens.push({ email: invitee.email, name: invitee.name, token, language });
      await insertInvitee(tx, {
        interviewId,
        email: invitee.email,
        name: invitee.name,
        language,
        tokenHash: sha256(token),
        tokenExpiresAt: new Date(Date.now() + COLLABORATION_LIMITS.tokenTtlDays * DAY_MS),
      });
    }
    if (row.status !== "interview") await moveStatus(tx, row, "interview");
    else await touchCollaboration(tx, row.id);
    await addEvent(tx, row.id, "interview_proposed", actor.userId, { slots: starts.length });
    await notifySides(tx, ctx.bus, row, ["supplier"], "interview_proposed", { n: starts.length });
  });
  // Mails go out after the commit (the outbox is written on the main handle), each in its invitee's language.
  const client = await companyName(db, row.clientCompanyId);
  for (const t of tokens)
    await ctx.mailer.send(
      renderInterviewMail("interview_invite", t.language, {
        to: t.email,
        name: t.name,
        client,
        profile: row.profileName,
        location: input.location,
        note: input.note,
        lines: starts.map((s) => formatWhen(s, t.language)),
        actionUrl: `${origin}/authentication/interview_organize?token=${t.token}&lang=${t.language}`,
        brandName: BRAND,
      }),
    );
  return getCollaboration(db, actor, collaborationId);
}

/**
 * Confirms a proposed interview on one of its slots (compare-and-set on "proposed"): the timeline, both sides'
 * notifications; the caller sends the .ics mails after the commit.
 */
export async function confirmOnSlot(
  tx: DbOrTx,
  ctx: AppContext,
  iv: InterviewRow,
  slotId: number,
  actorUserId: number | null,
  who: string,
) {
  const slot = await findSlotOfInterview(tx, slotId, iv.id);
  if (!slot) throw new AppError("collaborations.unknown_slot");
  if (slot.startsAt.getTime() < Date.now()) throw new AppError("collaborations.unknown_slot");
  const next = interviewTransition(iv.status as InterviewStatus, "confirm");
  if (!next) throw new AppError("collaborations.interview_not_open");
  const moved = await setInterviewIfStatus(tx, iv.id, "proposed", {
    status: next,
    confirmedStartsAt: slot.startsAt,
    updatedAt: new Date(),
  });
  if (!moved) throw new AppError("collaborations.interview_not_open");
  const c = must(await findCollaboration(tx, iv.collaborationId), `collaboration of interview ${iv.id}`);
  await addEvent(tx, c.id, "interview_confirmed", actorUserId, {
    starts_at: slot.startsAt.toISOString(),
    by: who,
  });
  await notifySides(tx, ctx.bus, c, ["client", "supplier"], "interview_confirmed", {
    date: formatShort(slot.startsAt),
  });
  return slot.startsAt;
}

/** POST interviews/:id/respond: the supplier, signed in, picks one of the proposed slots or declines. */
export async function respondInterview(
  ctx: AppContext,
  actor: Actor,
  interviewId: number,
  body: { slot_id?: number; decline?: boolean },
) {
  const db = ctx.database.db;
  const iv = await loadInterview(db, interviewId);
  const { row, side } = await openCollaboration(db, actor, iv.collaborationId);
  if (side !== "supplier") throw new AppError("common.not_found");
  if (iv.status !== "proposed") throw new AppError("collaborations.interview_not_open");
  await db.transaction(async (tx) => {
    if (body.slot_id !== undefined) {
      await confirmOnSlot(tx, ctx, iv, body.slot_id, actor.userId, "supplier");
      return;
    }
    const moved = await setInterviewIfStatus(tx, iv.id, "proposed", {
      status: "cancelled",
      updatedAt: new Date(),
    });
    if (!moved) throw new AppError("collaborations.interview_not_open");
    await addEvent(tx, row.id, "interview_declined", actor.userId);
    await notifySides(tx, ctx.bus, row, ["client"], "interview_declined");
  });
  if (body.slot_id !== undefined) await sendConfirmationMails(ctx, iv.id);
  return getCollaboration(db, actor, row.id);
}
