import type { Language } from "@mkt/contracts";
import { AppError } from "../../lib/app-error.ts";
import type { AppContext } from "../../lib/context.ts";
import { normalizeLanguage } from "../../lib/language.ts";
import { companyPublicUrl } from "../../lib/public-url.ts";
import type { Actor } from "../auth/index.ts";
import { buildIcs } from "./ics.ts";
import { BRAND, companyName, loadInterview } from "./interview-lookups.ts";
import { formatShort, formatWhen, type InterviewMail, renderInterviewMail } from "./mails.ts";
import { openCollaborationPath } from "./open-link.ts";
import { claimDueInterviewReminders, inviteesAccepted, inviteesNotDeclined } from "./queries/interviews.ts";
import { addEvent, companyUsers, findCollaboration } from "./queries/parties.ts";
import { collaborationLink, notifySides, openCollaboration } from "./service.ts";

/** A confirmed interview in the calendar: the confirmation mail with its .ics, the .ics download, the reminders. */

/** Mails the confirmed interview with its .ics to both companies' users and the external invitees still in. */
export async function sendConfirmationMails(ctx: AppContext, interviewId: number) {
  const db = ctx.database.db;
  const iv = await loadInterview(db, interviewId);
  if (!iv.confirmedStartsAt) return;
  const c = await findCollaboration(db, iv.collaborationId);
  if (!c) return;
  const [client, supplier, clientUsers, supplierUsers, externals] = await Promise.all([
    companyName(db, c.clientCompanyId),
    companyName(db, c.supplierCompanyId),
    companyUsers(db, c.clientCompanyId),
    companyUsers(db, c.supplierCompanyId),
    inviteesNotDeclined(db, iv.id),
  ]);
  // Links go to each side's brand host; the client's invitees follow the client.
  const [clientUrl, supplierUrl] = await Promise.all([
    companyPublicUrl(ctx, db, c.clientCompanyId),
    companyPublicUrl(ctx, db, c.supplierCompanyId),
  ]);
  const people = [
    // A client user's link opens the collaboration read-only without signing in (open/getDetailCollaborationOpen).
    ...(await Promise.all(
      clientUsers.map(async (u) => ({
        email: u.email,
        name: `${u.firstname} ${u.lastname}`,
        language: u.language,
        user: true,
        base: clientUrl,
        path: await openCollaborationPath(ctx.tokens, c.id, u.id),
      })),
    )),
    ...supplierUsers.map((u) => ({
      email: u.email,
      name: `${u.firstname} ${u.lastname}`,
      language: u.language,
      user: true,
      base: supplierUrl,
      path: collaborationLink(c.id),
    })),
    ...externals.map((e) => ({
      email: e.email,
      name: e.name,
      language: e.language,
      user: false,
      base: clientUrl,
      path: "",
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
      actionUrl: `${person.base}${person.path}`,
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
  const ids = await claimDueInterviewReminders(db);
  for (const id of ids) {
    const iv = await loadInterview(db, id);
    const c = await findCollaboration(db, iv.collaborationId);
    const startsAt = iv.confirmedStartsAt;
    if (!c || !startsAt) continue;
    await db.transaction(async (tx) => {
      await addEvent(tx, c.id, "interview_reminder", null, {
        starts_at: startsAt.toISOString(),
      });
      await notifySides(tx, ctx.bus, c, ["client", "supplier"], "interview_reminder", {
        date: formatShort(startsAt),
      });
    });
    const externals = await inviteesAccepted(db, id);
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
          when: formatWhen(startsAt, language),
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
