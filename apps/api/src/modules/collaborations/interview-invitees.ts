import { type InterviewStatus, type InterviewTokenInfo, must } from "@mkt/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { sha256 } from "../auth/index.ts";
import { companyName, loadInterview } from "./interview-lookups.ts";
import { sendConfirmationMails } from "./interview-mails.ts";
import { confirmOnSlot } from "./interview-slots.ts";
import {
  findCollaborationWithPosition,
  findInviteeByTokenHash,
  findSlot,
  slotsOfInterview,
  spendInviteeToken,
} from "./queries/interviews.ts";
import { addEvent, findCollaboration } from "./queries/parties.ts";
import { notifySides } from "./service.ts";

/** External invitees, by the token mailed to them: what their page shows, and their answer (a slot or no). */

/** The invitee behind a mailed token; forged → 400, answered or expired → 410, interview over → 409. */
async function openToken(db: DbOrTx, token: string) {
  const invitee = await findInviteeByTokenHash(db, sha256(token));
  if (!invitee) throw new AppError("auth.link_invalid");
  if (invitee.respondedAt) throw new AppError("auth.link_used");
  if (!invitee.tokenExpiresAt || invitee.tokenExpiresAt.getTime() < Date.now())
    throw new AppError("auth.link_expired");
  const iv = await loadInterview(db, invitee.interviewId);
  if (iv.status !== "proposed" && iv.status !== "confirmed")
    throw new AppError("collaborations.interview_not_open");
  return { invitee, iv };
}

/** GET collaborations/interview/checkInterviewToken: what the invitee's page shows. */
export async function checkInterviewToken(ctx: AppContext, token: string): Promise<InterviewTokenInfo> {
  const db = ctx.database.db;
  const { invitee, iv } = await openToken(db, token);
  const c = must(
    await findCollaborationWithPosition(db, iv.collaborationId),
    `collaboration of interview ${iv.id}`,
  );
  const slots = await slotsOfInterview(db, iv.id);
  const offered =
    iv.status === "confirmed"
      ? slots.filter((s) => s.startsAt.getTime() === iv.confirmedStartsAt?.getTime())
      : slots.filter((s) => s.startsAt.getTime() > Date.now());
  return {
    invitee_name: invitee.name,
    client_name: await companyName(db, c.c.clientCompanyId),
    supplier_name: await companyName(db, c.c.supplierCompanyId),
    profile_name: c.c.profileName,
    position_title: c.positionTitle,
    location: iv.location,
    note: iv.note,
    duration_minutes: iv.durationMinutes,
    status: iv.status as InterviewStatus,
    slots: offered.map((s) => ({ id: s.id, starts_at: s.startsAt.toISOString() })),
  };
}

/**
 * POST collaborations/interview/updateInterviewToken: the external invitee picks a slot (confirming a proposed
 * interview, or accepting the confirmed time) or declines; the token then is spent.
 */
export async function updateInterviewToken(
  ctx: AppContext,
  body: { token: string; slot_id?: number; decline?: boolean },
) {
  const db = ctx.database.db;
  const { invitee, iv } = await openToken(db, body.token);
  let confirmed = false;
  await db.transaction(async (tx) => {
    const spent = await spendInviteeToken(tx, invitee.id, {
      status: body.decline ? "declined" : "accepted",
      chosenSlotId: body.slot_id ?? null,
    });
    if (!spent) throw new AppError("auth.link_used");
    const c = must(await findCollaboration(tx, iv.collaborationId), `collaboration of interview ${iv.id}`);
    const who = invitee.name || invitee.email;
    if (body.decline) {
      await addEvent(tx, c.id, "invitee_declined", null, { name: who });
      await notifySides(tx, ctx.bus, c, ["client"], "interview_invitee_declined", { name: who });
      return;
    }
    const slotId = must(body.slot_id, "slot_id (an invitee who does not decline picks a slot)");
    if (iv.status === "proposed") {
      await confirmOnSlot(tx, ctx, iv, slotId, null, who);
      confirmed = true;
      return;
    }
    const slot = await findSlot(tx, slotId);
    if (!slot || slot.interviewId !== iv.id || slot.startsAt.getTime() !== iv.confirmedStartsAt?.getTime())
      throw new AppError("collaborations.unknown_slot");
    await addEvent(tx, c.id, "invitee_accepted", null, { name: who });
  });
  if (confirmed) await sendConfirmationMails(ctx, iv.id);
  return { status: body.decline ? ("declined" as const) : ("accepted" as const) };
}
