import { must } from "@mkt/contracts";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, emailSetting, notification } from "../../db/schema/index.ts";
import { notificationMailDeps, sendDailyDigests } from "../notifications/email.ts";
import { collaborationTestKit, future } from "./collaborations-test-support.ts";

// Issue 16 item 6: every collaboration notice mailed to a client user carries the open link (read-only detail by a
// signed token, then sign in to act); the supplier's mails keep the signed-in link.

const TOKEN_LINK = /http:\/\/app\.test\/open\/collaboration\/([A-Za-z0-9_.-]+)/;

describe("collaboration notice e-mails to the client", () => {
  const { t, db, call, accepted } = collaborationTestKit();
  const read = (token: unknown) => call("POST", "/api/open/getDetailCollaborationOpen", undefined, { token });
  const mailsTo = (to: string, template = "notification") =>
    db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)))
      .orderBy(desc(emailOutbox.id));
  /** The token of the newest mail to `to` about `subject`, checked to open collaboration `id`. */
  async function followClientMail(to: string, subject: RegExp, id: number) {
    const mail = (await mailsTo(to)).find((m) => subject.test(m.subject));
    const text = must(mail, `a mail matching ${subject}`).text;
    const token = must(TOKEN_LINK.exec(text), "the open link in the mail")[1];
    expect(text).not.toContain("/collaborations_request");
    const res = await read(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(id);
    return { token: must(token, "the token"), html: must(mail, "the mail").html };
  }

  it("declined interview and cancellation: the client's mails open the collaboration, the supplier's do not", async () => {
    const s = await accepted();
    const id = s.collab.id;
    await call("POST", `/api/collaborations/${id}/interviews`, s.client.token, {
      slots: [future(48), future(72)],
      location: "Room 1",
    });
    // The supplier's notice (interview proposed) keeps the signed-in page.
    const supplierMail = must((await mailsTo(s.supplier.user.email))[0], "the supplier's notice");
    expect(supplierMail.text).toContain(`/collaborations_request?id=${id}`);
    expect(supplierMail.text).not.toContain("/open/collaboration/");

    const detail = (await call("GET", `/api/collaborations/${id}`, s.client.token)).json().data;
    const declined = await call(
      "POST",
      `/api/interviews/${detail.interviews[0].id}/respond`,
      s.supplier.token,
      {
        decline: true,
      },
    );
    expect(declined.statusCode).toBe(200);
    const first = await followClientMail(s.client.user.email, /^Colloquio rifiutato/, id);
    expect(first.html).toContain(`/open/collaboration/${first.token}`);

    const cancelled = await call("POST", `/api/collaborations/${id}/cancel`, s.supplier.token, {
      reason: "The profile is no longer available",
    });
    expect(cancelled.statusCode).toBe(200);
    const second = await followClientMail(s.client.user.email, /^Collaborazione annullata/, id);
    expect((await read(second.token)).json().data.status).toBe("cancelled");
    // The stored notification (the app's bell) keeps the signed-in page for everyone.
    const bell = await db()
      .select({ type: notification.type, link: notification.link })
      .from(notification)
      .where(eq(notification.userId, s.client.user.id));
    const about = bell.filter((n) => ["interview_declined", "collaboration_cancelled"].includes(n.type));
    expect(about).toHaveLength(2);
    expect(about.every((n) => n.link === `/collaborations_request?id=${id}`)).toBe(true);
  });

  it("the feedback reply reaches a daily client in the digest with the open link", async () => {
    const s = await accepted();
    const id = s.collab.id;
    await db().insert(emailSetting).values({ userId: s.client.user.id, delivery: "daily" });
    expect((await call("POST", `/api/collaborations/${id}/start`, s.client.token)).statusCode).toBe(200);
    expect((await call("POST", `/api/collaborations/${id}/complete`, s.client.token)).statusCode).toBe(200);
    const feedback = await call("POST", `/api/collaborations/${id}/feedback`, s.client.token, {
      profile_rating: 5,
      supplier_rating: 4,
      criteria: { quality: 5, communication: 4, timeliness: 4, value: 5 },
      comment: "Great work on the core banking migration",
    });
    expect(feedback.statusCode).toBe(200);
    const reply = await call("POST", `/api/collaborations/${id}/feedback/reply`, s.supplier.token, {
      reply: "Thank you, it was a pleasure",
    });
    expect(reply.statusCode).toBe(200);
    // Daily delivery: no mail of its own, the reply waits for the digest.
    const instant = await mailsTo(s.client.user.email);
    expect(instant.some((m) => m.subject.startsWith("Risposta alla recensione"))).toBe(false);
    expect(await sendDailyDigests(db(), notificationMailDeps(t.ctx))).toBeGreaterThan(0);
    const digest = must((await mailsTo(s.client.user.email, "notification_digest"))[0], "the digest");
    expect(digest.text).toContain("Risposta alla recensione");
    const token = must(TOKEN_LINK.exec(digest.text), "the open link in the digest")[1];
    expect((await read(token)).json().data).toMatchObject({ id, status: "completed" });
  });

  it("a mailed link altered or past its 30 days is refused", async () => {
    const s = await accepted();
    const id = s.collab.id;
    await call("POST", `/api/collaborations/${id}/cancel`, s.supplier.token, { reason: "No longer needed" });
    const { token } = await followClientMail(s.client.user.email, /^Collaborazione annullata/, id);
    const [header, payload, signature] = token.split(".");
    const forged = `${header}.${payload}.${must(signature, "the signature").slice(0, -3)}AAA`;
    const refused = await read(forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("open.collaboration_link_invalid");
    const expired = await t.ctx.tokens.signPurpose(
      `open-collaboration:${id}`,
      s.client.user.id,
      Math.floor(Date.now() / 1000) - 1,
    );
    const late = await read(expired);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe("open.collaboration_link_expired");
  });
});
