import { ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, interview } from "../../db/schema/index.ts";
import { loadMatchProfiles } from "../matching/queries.ts";
import { collaborationTestKit, future, HOUR } from "./collaborations-test-support.ts";
import { sendInterviewReminders } from "./interview-mails.ts";

// The interview and the lifecycle: slots, pick, .ics, outcome, start, complete, feedback, cancel.

describe("collaborations, interviews and feedback", () => {
  const { t, kit, db, call, accepted, typesFor } = collaborationTestKit();

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
});
