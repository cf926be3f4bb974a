import { ROLE, type RoleId } from "@mkt/contracts";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  collaboration,
  collaborationEvent,
  emailOutbox,
  interview,
  interviewInvitee,
  notification,
  profile,
  subscription,
} from "../../db/schema/index.ts";
import { bearer, lastMailTo, useTestApp } from "../../test/app.ts";
import { loadMatchProfiles } from "../matching/queries.ts";
import { profileKit } from "../profiles/test-kit.ts";
import { sendInterviewReminders } from "./interview-mails.ts";

const HOUR = 3600_000;
const future = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe("collaborations, interviews and feedback", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;
  const call = (method: "GET" | "POST" | "DELETE", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  /** A client with a published position, a supplier whose candidacy the client accepted. */
  async function setup() {
    const client = await kit.member(ROLE.CLIENT);
    await db().update(subscription).set({ planId: 3 }).where(eq(subscription.companyId, client.companyId));
    const java = await kit.techId("Java");
    const need = (
      await call("POST", "/api/client/need/createNeedAndNeedResource", client.token, {
        title: "Core banking",
        publish: true,
        positions: [
          {
            title: "Java developer",
            seniority: "senior",
            profiles_wanted: 1,
            max_daily_rate: 500,
            date_start: "2030-03-01",
            date_end: "2030-06-30",
            mandatory_skills: [{ technology_id: java }],
          },
        ],
      })
    ).json().data;
    const supplier = await kit.member(ROLE.SUPPLIER);
    const a = await kit.create(supplier.token, { firstname: "Giulia", lastname: "Bianchi" });
    await db().update(profile).set({ published: true }).where(eq(profile.id, a.id));
    const q = (
      await call("POST", `/api/positions/${need.positions[0].id}/quotes`, supplier.token, {
        daily_rate: 450,
        date_start: "2030-03-01",
        date_end: "2030-06-30",
        profile_number: 1,
        note: "",
        profile_ids: [a.id],
      })
    ).json().data;
    const nominationId = q.nominations[0].id as number;
    return { client, supplier, profileId: a.id as number, nominationId, quoteId: q.id as number };
  }

  async function accepted() {
    const s = await setup();
    await call("POST", `/api/nominations/${s.nominationId}/accept`, s.client.token);
    const res = await call("POST", "/api/collaborations", s.client.token, { nomination_id: s.nominationId });
    expect(res.statusCode).toBe(200);
    return { ...s, collab: res.json().data as { id: number; status: string; actions: string[] } };
  }

  const typesFor = async (userId: number) =>
    (
      await db().select({ type: notification.type }).from(notification).where(eq(notification.userId, userId))
    ).map((n) => n.type);

  it("opens a collaboration from an accepted candidacy only, once, and tells the supplier", async () => {
    const s = await setup();
    const early = await call("POST", "/api/collaborations", s.client.token, {
      nomination_id: s.nominationId,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("collaborations.nomination_not_accepted");
    await call("POST", `/api/nominations/${s.nominationId}/accept`, s.client.token);
    const res = await call("POST", "/api/collaborations", s.client.token, { nomination_id: s.nominationId });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: "requested",
      profile_id: s.profileId,
      profile_name: expect.stringContaining("Giulia Bianchi"),
      daily_rate: 450,
      side: "client",
      position_title: "Java developer",
      actions: ["propose_interview", "start", "cancel"],
    });
    expect(res.json().data.timeline.map((e: { type: string }) => e.type)).toEqual(["created"]);
    const twice = await call("POST", "/api/collaborations", s.client.token, {
      nomination_id: s.nominationId,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("collaborations.already_exists");
    expect(await typesFor(s.supplier.user.id)).toContain("collaboration_requested");

    // Validation, anonymous, wrong role, other client.
    expect((await call("POST", "/api/collaborations", s.client.token, {})).statusCode).toBe(400);
    expect((await call("POST", "/api/collaborations", undefined, { nomination_id: 1 })).statusCode).toBe(401);
    expect(
      (await call("POST", "/api/collaborations", s.supplier.token, { nomination_id: s.nominationId }))
        .statusCode,
    ).toBe(403);
    const other = await kit.member(ROLE.CLIENT);
    expect(
      (await call("POST", "/api/collaborations", other.token, { nomination_id: s.nominationId })).statusCode,
    ).toBe(404);
  });

  it("opens a collaboration directly on a published profile", async () => {
    const s = await setup();
    const res = await call("POST", "/api/collaborations", s.client.token, {
      profile_id: s.profileId,
      daily_rate: 400,
      date_start: "2030-05-01",
      date_end: "2030-04-01",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("date_end");
    const ok = await call("POST", "/api/collaborations", s.client.token, {
      profile_id: s.profileId,
      daily_rate: 400,
    });
    expect(ok.json().data).toMatchObject({ status: "requested", daily_rate: 400, nomination_id: null });
    const again = await call("POST", "/api/collaborations", s.client.token, { profile_id: s.profileId });
    expect(again.json().code).toBe("collaborations.profile_unavailable");
  });

  it("hires an academy's student only with the Assumi add-on (accademy_profiles), refusing with the limitation", async () => {
    const s = await setup();
    await db().update(profile).set({ kind: "student" }).where(eq(profile.id, s.profileId));
    // Another client's candidacy of that student stays a 404, add-on or not: nothing about it is told.
    const stranger = await kit.member(ROLE.CLIENT);
    await call("POST", `/api/nominations/${s.nominationId}/accept`, s.client.token);
    const foreign = await call("POST", "/api/collaborations", stranger.token, {
      nomination_id: s.nominationId,
    });
    expect(foreign.statusCode).toBe(404);
    const refused = await call("POST", "/api/collaborations", s.client.token, { profile_id: s.profileId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "plans.function_blocked",
      data: { state_function: "accademy_profiles", blocked: true },
    });
    expect(await db().select().from(collaboration)).toEqual([]);
    await db()
      .update(subscription)
      .set({ assumeAddon: true })
      .where(eq(subscription.companyId, s.client.companyId));
    const hired = await call("POST", "/api/collaborations", s.client.token, { profile_id: s.profileId });
    expect(hired.statusCode).toBe(200);
    expect(hired.json().data).toMatchObject({ status: "requested", profile_id: s.profileId });
  });

  it("lists per side with counts, and never shows one company's collaborations to another", async () => {
    const s = await accepted();
    const mine = (await call("GET", "/api/collaborations", s.client.token)).json().data;
    expect(mine.items.map((c: { id: number }) => c.id)).toEqual([s.collab.id]);
    expect(mine.counts).toEqual({ requested: 1, interview: 0, active: 0, completed: 0, cancelled: 0 });
    const theirs = (await call("GET", "/api/collaborations?status=requested", s.supplier.token)).json().data;
    expect(theirs.items[0]).toMatchObject({ id: s.collab.id, actions: ["cancel"] });
    expect(
      (await call("GET", "/api/collaborations?status=active", s.supplier.token)).json().data.items,
    ).toEqual([]);
    expect((await call("GET", "/api/collaborations?status=bogus", s.supplier.token)).statusCode).toBe(400);

    const stranger = await kit.member(ROLE.CLIENT);
    expect((await call("GET", "/api/collaborations", stranger.token)).json().data.total).toBe(0);
    expect((await call("GET", `/api/collaborations/${s.collab.id}`, stranger.token)).statusCode).toBe(404);
    const otherSupplier = await kit.member(ROLE.SUPPLIER);
    expect((await call("GET", `/api/collaborations/${s.collab.id}`, otherSupplier.token)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call("POST", `/api/collaborations/${s.collab.id}/cancel`, otherSupplier.token, {
          reason: "nope",
        })
      ).statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/collaborations")).statusCode).toBe(401);
    expect((await call("GET", `/api/collaborations/${s.collab.id}`)).statusCode).toBe(401);

    // Staff see everything, filtered by company name; others may not use the staff list.
    const admin = await kit.member(ROLE.ADMINISTRATOR);
    const all = await call("GET", "/api/admin/collaborations", admin.token);
    expect(all.json().data.total).toBe(1);
    expect(
      (await call("GET", "/api/admin/collaborations?company=zzzz-none", admin.token)).json().data.total,
    ).toBe(0);
    expect((await call("GET", "/api/admin/collaborations", s.client.token)).statusCode).toBe(403);
    expect((await call("GET", `/api/collaborations/${s.collab.id}`, admin.token)).json().data.side).toBe(
      "staff",
    );
  });

  it("runs the interview: validated slots, supplier's pick, .ics mail, outcome, start, complete, feedback", async () => {
    const s = await accepted();
    const id = s.collab.id;
    const tooFew = await call("POST", `/api/collaborations/${id}/interviews`, s.client.token, {
      slots: [future(48)],
      location: "https://meet.example.test/x",
    });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().errors[0]).toMatchObject({ field: "slots", code: "validation.slot_count" });
    const close = await call("POST", `/api/collaborations/${id}/interviews`, s.client.token, {
      slots: [future(48), new Date(Date.now() + 48 * HOUR + 10 * 60_000).toISOString()],
      location: "Room 1",
    });
    expect(close.json().errors[0]).toMatchObject({ field: "slots.1", code: "validation.slot_spacing" });
    expect(
      (
        await call("POST", `/api/collaborations/${id}/interviews`, s.supplier.token, {
          slots: [future(48), future(50)],
          location: "Room 1",
        })
      ).statusCode,
    ).toBe(403);

    const proposed = await call("POST", `/api/collaborations/${id}/interviews`, s.client.token, {
      slots: [future(48), future(50)],
      location: "https://meet.example.test/x",
      note: "Bring examples",
      duration_minutes: 45,
    });
    expect(proposed.statusCode).toBe(200);
    const detail = proposed.json().data;
    expect(detail.status).toBe("interview");
    expect(detail.interviews[0]).toMatchObject({ status: "proposed", duration_minutes: 45 });
    expect(detail.interviews[0].slots).toHaveLength(2);
    expect(await typesFor(s.supplier.user.id)).toContain("interview_proposed");
    // A second proposal while one is open, or starting before it is settled, is refused.
    expect(
      (
        await call("POST", `/api/collaborations/${id}/interviews`, s.client.token, {
          slots: [future(72), future(74)],
          location: "x",
        })
      ).statusCode,
    ).toBe(409);
    expect((await call("POST", `/api/collaborations/${id}/start`, s.client.token)).statusCode).toBe(409);

    const interviewId = detail.interviews[0].id as number;
    const slot = detail.interviews[0].slots[1];
    expect(
      (await call("POST", `/api/interviews/${interviewId}/respond`, s.client.token, { slot_id: slot.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("POST", `/api/interviews/${interviewId}/respond`, s.supplier.token, {})).statusCode,
    ).toBe(400);
    expect(
      (
        await call("POST", `/api/interviews/${interviewId}/respond`, s.supplier.token, { slot_id: 999999 })
      ).json().code,
    ).toBe("collaborations.unknown_slot");
    const picked = await call("POST", `/api/interviews/${interviewId}/respond`, s.supplier.token, {
      slot_id: slot.id,
    });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().data.interviews[0]).toMatchObject({
      status: "confirmed",
      confirmed_starts_at: slot.starts_at,
    });
    expect(await typesFor(s.client.user.id)).toContain("interview_confirmed");
    // Both companies get the confirmation mail; the calendar file is served to the parties.
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, s.client.user.email));
    expect(mails.filter((m) => m.template === "interview_confirmed")).toHaveLength(1);
    const ics = await call("GET", `/api/interviews/${interviewId}/ics`, s.supplier.token);
    expect(ics.headers["content-type"]).toContain("text/calendar");
    expect(ics.body).toContain("METHOD:REQUEST");
    expect(ics.body).toContain(`DTSTART:${slot.starts_at.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
    const stranger = await kit.member(ROLE.SUPPLIER);
    expect((await call("GET", `/api/interviews/${interviewId}/ics`, stranger.token)).statusCode).toBe(404);

    // The reminder job claims the interview once (due within 24 h).
    await db()
      .update(interview)
      .set({ confirmedStartsAt: new Date(Date.now() + 3 * HOUR) })
      .where(eq(interview.id, interviewId));
    expect(await sendInterviewReminders(t.ctx)).toEqual([interviewId]);
    expect(await sendInterviewReminders(t.ctx)).toEqual([]);
    expect(await typesFor(s.supplier.user.id)).toContain("interview_reminder");

    expect(
      (await call("POST", `/api/interviews/${interviewId}/outcome`, s.client.token, { outcome: "negative" }))
        .statusCode,
    ).toBe(400);
    const positive = await call("POST", `/api/interviews/${interviewId}/outcome`, s.client.token, {
      outcome: "positive",
    });
    expect(positive.json().data.actions).toEqual(["propose_interview", "start", "cancel"]);
    expect((await call("POST", `/api/collaborations/${id}/complete`, s.client.token)).statusCode).toBe(409);
    expect((await call("POST", `/api/collaborations/${id}/start`, s.supplier.token)).statusCode).toBe(403);
    const started = await call("POST", `/api/collaborations/${id}/start`, s.client.token);
    expect(started.json().data).toMatchObject({ status: "active", actions: ["complete", "cancel"] });
    expect(started.json().data.started_at).not.toBeNull();

    // An open collaboration keeps its profile from being deleted.
    const del = await call("DELETE", `/api/profiles/${s.profileId}`, s.supplier.token);
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe("profiles.in_collaboration");

    expect(
      (await call("POST", `/api/collaborations/${id}/feedback`, s.client.token, feedback())).statusCode,
    ).toBe(409);
    const completed = await call("POST", `/api/collaborations/${id}/complete`, s.client.token);
    expect(completed.json().data).toMatchObject({ status: "completed", actions: ["feedback"] });
    expect(await typesFor(s.supplier.user.id)).toEqual(
      expect.arrayContaining(["collaboration_started", "collaboration_completed"]),
    );

    const badFeedback = await call("POST", `/api/collaborations/${id}/feedback`, s.client.token, {
      ...feedback(),
      profile_rating: 9,
    });
    expect(badFeedback.statusCode).toBe(400);
    expect(badFeedback.json().errors[0].field).toBe("profile_rating");
    expect(
      (await call("POST", `/api/collaborations/${id}/feedback`, s.supplier.token, feedback())).statusCode,
    ).toBe(403);
    const reviewed = await call("POST", `/api/collaborations/${id}/feedback`, s.client.token, feedback());
    expect(reviewed.json().data.feedback).toMatchObject({
      profile_rating: 5,
      supplier_rating: 4,
      comment: "Great",
    });
    expect(
      (await call("POST", `/api/collaborations/${id}/feedback`, s.client.token, feedback())).json().code,
    ).toBe("collaborations.feedback_exists");
    expect(await typesFor(s.supplier.user.id)).toContain("collaboration_feedback");

    const reply = await call("POST", `/api/collaborations/${id}/feedback/reply`, s.supplier.token, {
      reply: "Thank you!",
    });
    expect(reply.json().data.feedback.supplier_reply).toBe("Thank you!");
    expect(
      (
        await call("POST", `/api/collaborations/${id}/feedback/reply`, s.supplier.token, { reply: "Again" })
      ).json().code,
    ).toBe("collaborations.reply_exists");
    expect(
      (await call("POST", `/api/collaborations/${id}/feedback/reply`, s.client.token, { reply: "x" }))
        .statusCode,
    ).toBe(403);

    // The review shows on the profile and on the supplier's company page.
    const onProfile = (
      await call("GET", `/api/profiles/${s.profileId}/collaboration-feedback`, s.client.token)
    ).json().data;
    expect(onProfile).toMatchObject({ average: 5, count: 1 });
    expect(onProfile.items[0]).toMatchObject({ rating: 5, comment: "Great", supplier_reply: "Thank you!" });
    expect((await call("GET", `/api/profiles/${s.profileId}/collaboration-feedback`)).statusCode).toBe(401);
    const page = (await call("GET", `/api/company/${s.supplier.companyId}/public`, s.client.token)).json()
      .data;
    expect(page).toMatchObject({ average_feedback: 4, feedback_count: 1 });
    // Matching reads the profile's mean rating.
    expect((await loadMatchProfiles(db(), [s.profileId])).get(s.profileId)?.feedbackAverage).toBe(5);

    const timeline = (await call("GET", `/api/collaborations/${id}`, s.supplier.token)).json().data.timeline;
    expect(timeline.map((e: { type: string }) => e.type)).toEqual([
      "created",
      "interview_proposed",
      "interview_confirmed",
      "interview_reminder",
      "interview_positive",
      "collaboration_started",
      "collaboration_completed",
      "feedback_left",
      "feedback_replied",
    ]);
    // Closed: the profile may go now.
    expect((await call("DELETE", `/api/profiles/${s.profileId}`, s.supplier.token)).statusCode).toBe(200);
  });

  const feedback = () => ({
    profile_rating: 5,
    supplier_rating: 4,
    criteria: { quality: 5, communication: 4, timeliness: 5, value: 4 },
    comment: "Great",
  });

  it("cancels with a reason by either side, and keeps cancelled final", async () => {
    const s = await accepted();
    const id = s.collab.id;
    const noReason = await call("POST", `/api/collaborations/${id}/cancel`, s.supplier.token, { reason: "" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe("reason");
    const cancelled = await call("POST", `/api/collaborations/${id}/cancel`, s.supplier.token, {
      reason: "Profile no longer available",
    });
    expect(cancelled.json().data).toMatchObject({
      status: "cancelled",
      cancel_reason: "Profile no longer available",
    });
    expect(await typesFor(s.client.user.id)).toContain("collaboration_cancelled");
    for (const action of ["start", "complete"])
      expect((await call("POST", `/api/collaborations/${id}/${action}`, s.client.token)).json().code).toBe(
        "collaborations.transition_not_allowed",
      );
  });

  it("lets external invitees answer by token once; forged, used and expired tokens are refused", async () => {
    const s = await accepted();
    const id = s.collab.id;
    const res = await call("POST", `/api/collaborations/${id}/interviews`, s.client.token, {
      slots: [future(30), future(32), future(34)],
      location: "Via Roma 1, Milano",
      invitees: [
        { email: "Candidate@Example.test", name: "Giulia Bianchi" },
        { email: "cto@example.test", name: "Cto" },
        { email: "late@example.test", name: "Late" },
      ],
    });
    expect(res.statusCode).toBe(200);
    const invite = await lastMailTo(db(), "candidate@example.test", "/authentication/interview_organize");
    expect(invite?.mail.template).toBe("interview_invite");
    expect(invite?.token).toBeTruthy();
    const cto = await lastMailTo(db(), "cto@example.test", "/authentication/interview_organize");
    const late = await lastMailTo(db(), "late@example.test", "/authentication/interview_organize");

    const check = await call(
      "GET",
      `/api/collaborations/interview/checkInterviewToken?token=${invite!.token}`,
    );
    expect(check.statusCode).toBe(200);
    const info = check.json().data;
    expect(info).toMatchObject({
      invitee_name: "Giulia Bianchi",
      status: "proposed",
      location: "Via Roma 1, Milano",
    });
    expect(info.slots).toHaveLength(3);

    const forged = await call(
      "GET",
      `/api/collaborations/interview/checkInterviewToken?token=${"x".repeat(43)}`,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("auth.link_invalid");
    expect(
      (await call("GET", "/api/collaborations/interview/checkInterviewToken?token=abc")).statusCode,
    ).toBe(400);

    const picked = await call("POST", "/api/collaborations/interview/updateInterviewToken", undefined, {
      token: invite!.token,
      slot_id: info.slots[2].id,
    });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().data.status).toBe("accepted");
    const [iv] = await db().select().from(interview).where(eq(interview.collaborationId, id));
    expect(iv?.status).toBe("confirmed");
    expect(iv?.confirmedStartsAt?.toISOString()).toBe(info.slots[2].starts_at);

    const used = await call(
      "GET",
      `/api/collaborations/interview/checkInterviewToken?token=${invite!.token}`,
    );
    expect(used.statusCode).toBe(410);
    expect(used.json().code).toBe("auth.link_used");
    expect(
      (
        await call("POST", "/api/collaborations/interview/updateInterviewToken", undefined, {
          token: invite!.token,
          decline: true,
        })
      ).json().code,
    ).toBe("auth.link_used");

    // A second invitee now sees only the confirmed time, and may decline.
    const confirmedMail = await lastMailTo(db(), "cto@example.test", "/");
    expect(confirmedMail?.mail.template).toBe("interview_confirmed");
    const ctoInfo = (
      await call("GET", `/api/collaborations/interview/checkInterviewToken?token=${cto!.token}`)
    ).json().data;
    expect(ctoInfo.status).toBe("confirmed");
    expect(ctoInfo.slots.map((x: { id: number }) => x.id)).toEqual([info.slots[2].id]);
    const declined = await call("POST", "/api/collaborations/interview/updateInterviewToken", undefined, {
      token: cto!.token,
      decline: true,
    });
    expect(declined.json().data.status).toBe("declined");
    expect(await typesFor(s.client.user.id)).toContain("interview_invitee_declined");

    // The third invitee's link ran out.
    await db()
      .update(interviewInvitee)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(interviewInvitee.email, "late@example.test"));
    const expired = await call(
      "GET",
      `/api/collaborations/interview/checkInterviewToken?token=${late!.token}`,
    );
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("auth.link_expired");

    const invitees = await db()
      .select({ email: interviewInvitee.email, status: interviewInvitee.status })
      .from(interviewInvitee)
      .where(inArray(interviewInvitee.email, ["candidate@example.test", "cto@example.test"]));
    expect(invitees.map((i) => i.status).sort()).toEqual(["accepted", "declined"]);
    const events = await db()
      .select({ type: collaborationEvent.type })
      .from(collaborationEvent)
      .where(eq(collaborationEvent.collaborationId, id));
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(["interview_confirmed", "invitee_declined"]),
    );
  });

  it("cancels on a negative outcome, and re-proposes after a declined interview", async () => {
    const s = await accepted();
    const id = s.collab.id;
    const first = (
      await call("POST", `/api/collaborations/${id}/interviews`, s.client.token, {
        slots: [future(30), future(32)],
        location: "Room",
      })
    ).json().data.interviews[0];
    const declined = await call("POST", `/api/interviews/${first.id}/respond`, s.supplier.token, {
      decline: true,
    });
    expect(declined.json().data.interviews[0].status).toBe("cancelled");
    expect(declined.json().data.status).toBe("interview");
    expect(await typesFor(s.client.user.id)).toContain("interview_declined");
    const second = (
      await call("POST", `/api/collaborations/${id}/interviews`, s.client.token, {
        slots: [future(40), future(42)],
        location: "Room",
      })
    ).json().data.interviews[0];
    await call("POST", `/api/interviews/${second.id}/respond`, s.supplier.token, {
      slot_id: second.slots[0].id,
    });
    const negative = await call("POST", `/api/interviews/${second.id}/outcome`, s.client.token, {
      outcome: "negative",
      reason: "Not enough experience",
    });
    expect(negative.json().data).toMatchObject({
      status: "cancelled",
      cancel_reason: "Not enough experience",
    });
    const [row] = await db().select().from(collaboration).where(eq(collaboration.id, id));
    expect(row?.cancelledAt).not.toBeNull();
  });

  it("keeps employee reviews inside the supplier's own profiles", async () => {
    const s = await setup();
    const body = {
      profile_id: s.profileId,
      rating: 4,
      criteria: { quality: 4, communication: 5, timeliness: 4, value: 4 },
      comment: "Reliable",
    };
    const added = await call("POST", "/api/employee-reviews", s.supplier.token, body);
    expect(added.statusCode).toBe(200);
    expect(added.json().data[0]).toMatchObject({
      rating: 4,
      comment: "Reliable",
      reviewer_name: expect.any(String),
    });
    expect(
      (await call("GET", `/api/employee-reviews?profile_id=${s.profileId}`, s.supplier.token)).json().data,
    ).toHaveLength(1);
    expect(
      (await call("POST", "/api/employee-reviews", s.supplier.token, { ...body, rating: 0 })).statusCode,
    ).toBe(400);
    const other = await kit.member(ROLE.SUPPLIER);
    expect(
      (await call("GET", `/api/employee-reviews?profile_id=${s.profileId}`, other.token)).statusCode,
    ).toBe(404);
    expect((await call("POST", "/api/employee-reviews", s.client.token, body)).statusCode).toBe(403);
    expect((await call("GET", `/api/employee-reviews?profile_id=${s.profileId}`)).statusCode).toBe(401);
  });

  it("shows a student their own collaborations only", async () => {
    const s = await accepted();
    const roles: RoleId[] = [ROLE.PROFILE_ACCADEMY];
    const student = await kit.member(roles[0]!);
    expect((await call("GET", "/api/collaborations/student", student.token)).json().data.total).toBe(0);
    await db().update(profile).set({ userId: student.user.id }).where(eq(profile.id, s.profileId));
    const mine = (await call("GET", "/api/collaborations/student", student.token)).json().data;
    expect(mine.items[0]).toMatchObject({ id: s.collab.id, actions: [] });
    expect((await call("GET", `/api/collaborations/${s.collab.id}`, student.token)).json().data.side).toBe(
      "student",
    );
    expect((await call("GET", "/api/collaborations/student", s.client.token)).statusCode).toBe(403);
  });
});
