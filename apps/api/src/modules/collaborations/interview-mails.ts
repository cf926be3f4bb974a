import type { Language } from "@mkt/contracts";
import { and, eq, sql } from "drizzle-orm";
import { resultRows } from "../../db/client.ts";
import { collaboration, interviewInvitee } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { companyPublicUrl } from "../../lib/public-url.ts";
import type { Actor } from "../auth/index.ts";
import { buildIcs } from "./ics.ts";
import { BRAND, companyName, loadInterview } from "./interview-lookups.ts";
import { formatShort, formatWhen, type InterviewMail, renderInterviewMail } from "./mails.ts";
import { addEvent, companyUsers } from "./queries.ts";
import { collaborationLink, notifySides, openCollaboration } from "./service.ts";

/** A confirmed interview in the calendar: the confirmation mail with its .ics, the .ics download, the reminders. */

/** Mails the confirmed interview with its .ics to both companies' users and the external invitees still in. */
export async function sendConfirmationMails(ctx: AppContext, interviewId: number) {
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
