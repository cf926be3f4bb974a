import { must, ROLE, type RoleId } from "@mkt/contracts";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  collaboration,
  collaborationEvent,
  interview,
  interviewInvitee,
  profile,
} from "../../db/schema/index.ts";
import { lastMailTo } from "../../test/app.ts";
import { collaborationTestKit, future } from "./collaborations-test-support.ts";

// External invitees by token, negative outcomes, employee reviews and the student's list.

describe("collaborations, interviews and feedback", () => {
  const { kit, db, call, setup, accepted, typesFor } = collaborationTestKit();

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
      `/api/collaborations/interview/checkInterviewToken?token=${must(invite, "invite").token}`,
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
      token: must(invite, "invite").token,
      slot_id: info.slots[2].id,
    });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().data.status).toBe("accepted");
    const [iv] = await db().select().from(interview).where(eq(interview.collaborationId, id));
    expect(iv?.status).toBe("confirmed");
    expect(iv?.confirmedStartsAt?.toISOString()).toBe(info.slots[2].starts_at);

    const used = await call(
      "GET",
      `/api/collaborations/interview/checkInterviewToken?token=${must(invite, "invite").token}`,
    );
    expect(used.statusCode).toBe(410);
    expect(used.json().code).toBe("auth.link_used");
    expect(
      (
        await call("POST", "/api/collaborations/interview/updateInterviewToken", undefined, {
          token: must(invite, "invite").token,
          decline: true,
        })
      ).json().code,
    ).toBe("auth.link_used");

    // A second invitee now sees only the confirmed time, and may decline.
    const confirmedMail = await lastMailTo(db(), "cto@example.test", "/");
    expect(confirmedMail?.mail.template).toBe("interview_confirmed");
    const ctoInfo = (
      await call("GET", `/api/collaborations/interview/checkInterviewToken?token=${must(cto, "cto").token}`)
    ).json().data;
    expect(ctoInfo.status).toBe("confirmed");
    expect(ctoInfo.slots.map((x: { id: number }) => x.id)).toEqual([info.slots[2].id]);
    const declined = await call("POST", "/api/collaborations/interview/updateInterviewToken", undefined, {
      token: must(cto, "cto").token,
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
      `/api/collaborations/interview/checkInterviewToken?token=${must(late, "late").token}`,
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
    const student = await kit.member(must(roles[0], "roles[0]"));
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
