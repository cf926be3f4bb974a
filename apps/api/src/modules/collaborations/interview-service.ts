import {
  COLLABORATION_LIMITS,
  type CollaborationStatus,
  collaborationTransition,
  type InterviewStatus,
  type InterviewTokenInfo,
  type interviewOutcomeBodySchema,
  type interviewProposeBodySchema,
  interviewTransition,
  type Language,
  validateInterviewSlots,
} from "@mkt/contracts";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { type DbOrTx, resultRows } from "../../db/client.ts";
import {
  collaboration,
  company,
  interview,
  interviewInvitee,
  interviewSlot,
  position,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { companyPublicUrl } from "../../lib/public-url.ts";
import type { Actor } from "../auth/actor.ts";
import { newLinkToken, sha256 } from "../auth/one-time-tokens.ts";
import { buildIcs } from "./ics.ts";
import { formatShort, formatWhen, type InterviewMail, renderInterviewMail } from "./mails.ts";
import { addEvent, companyUsers } from "./queries.ts";
import {
  collaborationLink,
  getCollaboration,
  moveStatus,
  notifySides,
  openCollaboration,
} from "./service.ts";

const BRAND = "Marketplace";
const DAY_MS = 24 * 3600 * 1000;

async function companyName(db: DbOrTx, id: number) {
  const [row] = await db.select({ name: company.name }).from(company).where(eq(company.id, id));
  return row?.name ?? "";
}

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
  const next = collaborationTransition(row.status as CollaborationStatus, "propose_interview", side);
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
    const [open] = await tx
      .select({ id: interview.id })
      .from(interview)
      .where(
        and(eq(interview.collaborationId, row.id), inArray(interview.status, ["proposed", "confirmed"])),
      );
    if (open) throw new AppError("collaborations.transition_not_allowed");
    const [created] = await tx
      .insert(interview)
      .values({
        collaborationId: row.id,
        location: input.location,
        note: input.note,
        durationMinutes: input.duration_minutes,
        proposedBy: actor.userId,
      })
      .returning({ id: interview.id });
    await tx.insert(interviewSlot).values(starts.map((startsAt) => ({ interviewId: created!.id, startsAt })));
    const seen = new Set<string>();
    for (const invitee of input.invitees) {
      if (seen.has(invitee.email)) continue;
      seen.add(invitee.email);
      const token = newLinkToken();
      const language = invitee.language ?? clientLanguage;
      tokens.push({ email: invitee.email, name: invitee.name, token, language });
      await tx.insert(interviewInvitee).values({
        interviewId: created!.id,
        email: invitee.email,
        name: invitee.name,
        language,
        tokenHash: sha256(token),
        tokenExpiresAt: new Date(Date.now() + COLLABORATION_LIMITS.tokenTtlDays * DAY_MS),
      });
    }
    if (row.status !== "interview") await moveStatus(tx, row, "interview");
    else await tx.update(collaboration).set({ updatedAt: new Date() }).where(eq(collaboration.id, row.id));
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

async function loadInterview(db: DbOrTx, interviewId: number) {
  const [row] = await db.select().from(interview).where(eq(interview.id, interviewId));
  if (!row) throw new AppError("common.not_found");
  return row;
}

/**
 * Confirms a proposed interview on one of its slots (compare-and-set on "proposed"): the timeline, both sides'
 * notifications; the caller sends the .ics mails after the commit.
 */
async function confirmOnSlot(
  tx: DbOrTx,
  ctx: AppContext,
  iv: typeof interview.$inferSelect,
  slotId: number,
  actorUserId: number | null,
  who: string,
) {
  const [slot] = await tx
    .select()
    .from(interviewSlot)
    .where(and(eq(interviewSlot.id, slotId), eq(interviewSlot.interviewId, iv.id)));
  if (!slot) throw new AppError("collaborations.unknown_slot");
  if (slot.startsAt.getTime() < Date.now()) throw new AppError("collaborations.unknown_slot");
  const next = interviewTransition(iv.status as InterviewStatus, "confirm");
  if (!next) throw new AppError("collaborations.interview_not_open");
  const moved = await tx
    .update(interview)
    .set({ status: next, confirmedStartsAt: slot.startsAt, updatedAt: new Date() })
    .where(and(eq(interview.id, iv.id), eq(interview.status, "proposed")))
    .returning({ id: interview.id });
  if (moved.length === 0) throw new AppError("collaborations.interview_not_open");
  const [c] = await tx.select().from(collaboration).where(eq(collaboration.id, iv.collaborationId));
  await addEvent(tx, c!.id, "interview_confirmed", actorUserId, {
    starts_at: slot.startsAt.toISOString(),
    by: who,
  });
  await notifySides(tx, ctx.bus, c!, ["client", "supplier"], "interview_confirmed", {
    date: formatShort(slot.startsAt),
  });
  return slot.startsAt;
}

/** Mails the confirmed interview with its .ics to both companies' users and the external invitees still in. */
async function sendConfirmationMails(ctx: AppContext, interviewId: number) {
  const db = ctx.database.db;
  const iv = await loadInterview(db, interviewId);
  if (!iv.confirmedStartsAt) return;
  const [c] = await db.select().from(collaboration).where(eq(collaboration.id, iv.collaborationId));
  if (!c) return;
  const [client, supplier, clientUsers, supplierUsers, externals] = await Promise.all([
    companyName(db, c.clientCompanyId),
    companyName(db, c.supplierCompanyId),
    companyUsers(db, c.clientCompanyId),
    companyUsers(db, c.supplierCompanyId),
    db
      .select()
      .from(interviewInvitee)
      .where(and(eq(interviewInvitee.interviewId, iv.id), sql`${interviewInvitee.status} <> 'declined'`)),
  ]);
  // Links go to each side's brand host; the client's invitees follow the client.
  const [clientUrl, supplierUrl] = await Promise.all([
    companyPublicUrl(ctx, db, c.clientCompanyId),
    companyPublicUrl(ctx, db, c.supplierCompanyId),
  ]);
  const people = [
    ...clientUsers.map((u) => ({
      email: u.email,
      name: `${u.firstname} ${u.lastname}`,
      language: u.language,
      user: true,
      base: clientUrl,
    })),
    ...supplierUsers.map((u) => ({
      email: u.email,
      name: `${u.firstname} ${u.lastname}`,
      language: u.language,
      user: true,
      base: supplierUrl,
    })),
    ...externals.map((e) => ({
      email: e.email,
      name: e.name,
      language: e.language,
      user: false,
      base: clientUrl,
    })),
  ];
  const organizer = clientUsers[0];
  const ics = buildIcs({
    uid: `interview-${iv.id}@marketplace`,
    start: iv.confirmedStartsAt,
    durationMinutes: iv.durationMinutes,
    summary: `${client} / ${supplier}: ${c.profileName}`,
    description: iv.note,
    location: iv.location,
    organizer: { name: client, email: organizer?.email ?? "noreply@marketplace.local" },
    attendees: people.map((p) => ({ name: p.name, email: p.email })),
  });
  const sent = new Set<string>();
  for (const person of people) {
    if (sent.has(person.email)) continue;
    sent.add(person.email);
    const language: Language = normalizeLanguage(person.language);
    const mail: InterviewMail = renderInterviewMail("interview_confirmed", language, {
      to: person.email,
      name: person.name,
      client,
      profile: c.profileName,
      when: formatWhen(iv.confirmedStartsAt, language),
      location: iv.location,
      note: iv.note,
      actionUrl: person.user ? `${person.base}${collaborationLink(c.id)}` : person.base,
      brandName: BRAND,
      attachments: [
        { filename: "interview.ics", content: ics, contentType: "text/calendar; method=REQUEST" },
      ],
    });
    await ctx.mailer.send(mail);
  }
}

/** The .ics of a confirmed interview, for the parties' "add to calendar" link. */
export async function interviewIcs(ctx: AppContext, actor: Actor, interviewId: number) {
  const db = ctx.database.db;
  const iv = await loadInterview(db, interviewId);
  const { row } = await openCollaboration(db, actor, iv.collaborationId);
  if (!iv.confirmedStartsAt || iv.status === "cancelled")
    throw new AppError("collaborations.interview_not_open");
  const [client, supplier] = await Promise.all([
    companyName(db, row.clientCompanyId),
    companyName(db, row.supplierCompanyId),
  ]);
  const organizer = (await companyUsers(db, row.clientCompanyId))[0];
  return buildIcs({
    uid: `interview-${iv.id}@marketplace`,
    start: iv.confirmedStartsAt,
    durationMinutes: iv.durationMinutes,
    summary: `${client} / ${supplier}: ${row.profileName}`,
    description: iv.note,
    location: iv.location,
    organizer: { name: client, email: organizer?.email ?? "noreply@marketplace.local" },
    attendees: [],
  });
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
    const moved = await tx
      .update(interview)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(and(eq(interview.id, iv.id), eq(interview.status, "proposed")))
      .returning({ id: interview.id });
    if (moved.length === 0) throw new AppError("collaborations.interview_not_open");
    await addEvent(tx, row.id, "interview_declined", actor.userId);
    await notifySides(tx, ctx.bus, row, ["client"], "interview_declined");
  });
  if (body.slot_id !== undefined) await sendConfirmationMails(ctx, iv.id);
  return getCollaboration(db, actor, row.id);
}

/** The invitee behind a mailed token; forged → 400, answered or expired → 410, interview over → 409. */
async function openToken(db: DbOrTx, token: string) {
  const [invitee] = await db
    .select()
    .from(interviewInvitee)
    .where(eq(interviewInvitee.tokenHash, sha256(token)));
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
  const [c] = await db
    .select({ c: collaboration, positionTitle: position.title })
    .from(collaboration)
    .leftJoin(position, eq(position.id, collaboration.positionId))
    .where(eq(collaboration.id, iv.collaborationId));
  const slots = await db
    .select()
    .from(interviewSlot)
    .where(eq(interviewSlot.interviewId, iv.id))
    .orderBy(interviewSlot.startsAt);
  const offered =
    iv.status === "confirmed"
      ? slots.filter((s) => s.startsAt.getTime() === iv.confirmedStartsAt?.getTime())
      : slots.filter((s) => s.startsAt.getTime() > Date.now());
  return {
    invitee_name: invitee.name,
    client_name: await companyName(db, c!.c.clientCompanyId),
    supplier_name: await companyName(db, c!.c.supplierCompanyId),
    profile_name: c!.c.profileName,
    position_title: c!.positionTitle,
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
    const spent = await tx
      .update(interviewInvitee)
      .set({
        status: body.decline ? "declined" : "accepted",
        chosenSlotId: body.slot_id ?? null,
        respondedAt: new Date(),
      })
      .where(and(eq(interviewInvitee.id, invitee.id), isNull(interviewInvitee.respondedAt)))
      .returning({ id: interviewInvitee.id });
    if (spent.length === 0) throw new AppError("auth.link_used");
    const [c] = await tx.select().from(collaboration).where(eq(collaboration.id, iv.collaborationId));
    const who = invitee.name || invitee.email;
    if (body.decline) {
      await addEvent(tx, c!.id, "invitee_declined", null, { name: who });
      await notifySides(tx, ctx.bus, c!, ["client"], "interview_invitee_declined", { name: who });
      return;
    }
    if (iv.status === "proposed") {
      await confirmOnSlot(tx, ctx, iv, body.slot_id!, null, who);
      confirmed = true;
      return;
    }
    const [slot] = await tx.select().from(interviewSlot).where(eq(interviewSlot.id, body.slot_id!));
    if (!slot || slot.interviewId !== iv.id || slot.startsAt.getTime() !== iv.confirmedStartsAt?.getTime())
      throw new AppError("collaborations.unknown_slot");
    await addEvent(tx, c!.id, "invitee_accepted", null, { name: who });
  });
  if (confirmed) await sendConfirmationMails(ctx, iv.id);
  return { status: body.decline ? ("declined" as const) : ("accepted" as const) };
}

/** POST interviews/:id/outcome: the client records how it went; a negative outcome cancels the collaboration. */
export async function recordOutcome(
  ctx: AppContext,
  actor: Actor,
  interviewId: number,
  body: z.output<typeof interviewOutcomeBodySchema>,
) {
  const db = ctx.database.db;
  const iv = await loadInterview(db, interviewId);
  const { row, side } = await openCollaboration(db, actor, iv.collaborationId);
  if (side !== "client") throw new AppError("common.not_found");
  const next = interviewTransition(iv.status as InterviewStatus, "outcome");
  if (!next) throw new AppError("collaborations.interview_not_open");
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(interview)
      .set({ status: next, outcome: body.outcome, updatedAt: new Date() })
      .where(and(eq(interview.id, iv.id), eq(interview.status, "confirmed")))
      .returning({ id: interview.id });
    if (moved.length === 0) throw new AppError("collaborations.interview_not_open");
    await addEvent(
      tx,
      row.id,
      `interview_${body.outcome}`,
      actor.userId,
      body.reason ? { reason: body.reason } : {},
    );
    if (body.outcome === "negative") {
      await moveStatus(tx, row, "cancelled", { cancelReason: body.reason ?? "" });
      await addEvent(tx, row.id, "collaboration_cancelled", actor.userId, { reason: body.reason ?? "" });
    }
    await notifySides(tx, ctx.bus, row, ["supplier"], `interview_${body.outcome}`, {
      reason: body.reason ?? "",
    });
  });
  return getCollaboration(db, actor, row.id);
}

/**
 * Reminders (jobs.ts): confirmed interviews starting within 24 hours and not reminded yet. The UPDATE claims
 * the rows (FOR UPDATE SKIP LOCKED), so several instances never remind twice.
 */
export async function sendInterviewReminders(ctx: AppContext): Promise<number[]> {
  const db = ctx.database.db;
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
  const ids = claimed.map((r) => Number(r.id));
  for (const id of ids) {
    const iv = await loadInterview(db, id);
    const [c] = await db.select().from(collaboration).where(eq(collaboration.id, iv.collaborationId));
    if (!c || !iv.confirmedStartsAt) continue;
    await db.transaction(async (tx) => {
      await addEvent(tx, c.id, "interview_reminder", null, {
        starts_at: iv.confirmedStartsAt!.toISOString(),
      });
      await notifySides(tx, ctx.bus, c, ["client", "supplier"], "interview_reminder", {
        date: formatShort(iv.confirmedStartsAt!),
      });
    });
    const externals = await db
      .select()
      .from(interviewInvitee)
      .where(and(eq(interviewInvitee.interviewId, id), eq(interviewInvitee.status, "accepted")));
    const client = await companyName(db, c.clientCompanyId);
    const clientUrl = await companyPublicUrl(ctx, db, c.clientCompanyId);
    for (const e of externals) {
      const language = normalizeLanguage(e.language);
      await ctx.mailer.send(
        renderInterviewMail("interview_reminder", language, {
          to: e.email,
          name: e.name,
          client,
          profile: c.profileName,
          when: formatWhen(iv.confirmedStartsAt, language),
          location: iv.location,
          note: iv.note,
          actionUrl: clientUrl,
          brandName: BRAND,
        }),
      );
    }
  }
  return ids;
}
