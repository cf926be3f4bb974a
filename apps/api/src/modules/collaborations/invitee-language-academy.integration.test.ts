import { must, ROLE } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { interviewInvitee, profile, subscription } from "../../db/schema/index.ts";
import { bearer, lastMailTo, useTestApp } from "../../test/app.ts";
import { profileKit } from "../profiles/test-kit.ts";
import { sendInterviewReminders } from "./interview-mails.ts";

const HOUR = 3600_000;
const future = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const LINK = "/authentication/interview_organize";

describe("external invitees' language and academy managers' collaborations", () => {
  const t = useTestApp();
  const kit = profileKit(t);
  const db = () => t.database.db;
  const call = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
    });

  /** A collaboration of `client` on a published profile of `supplier`. */
  async function collaborationOn(clientToken: string, supplierToken: string, firstname = "Giulia") {
    const p = await kit.create(supplierToken, { firstname, lastname: "Bianchi" });
    await db().update(profile).set({ published: true }).where(eq(profile.id, p.id));
    const res = await call("POST", "/api/collaborations", clientToken, { profile_id: p.id });
    expect(res.statusCode).toBe(200);
    return res.json().data.id as number;
  }

  it("mails each external invitee in their language (the client's by default): invitation, confirmation, reminder", async () => {
    const client = await kit.member(ROLE.CLIENT);
    const supplier = await kit.member(ROLE.SUPPLIER);
    const id = await collaborationOn(client.token, supplier.token);
    const proposed = await call("POST", `/api/collaborations/${id}/interviews`, client.token, {
      slots: [future(3), future(5)],
      location: "Via Roma 1, Milano",
      invitees: [
        { email: "cto@partner.test", name: "John Smith", language: "en" },
        { email: "pm@cliente.test", name: "Paola Verdi" },
      ],
    });
    expect(proposed.statusCode).toBe(200);
    const stored = await db()
      .select({ email: interviewInvitee.email, language: interviewInvitee.language })
      .from(interviewInvitee);
    expect(Object.fromEntries(stored.map((s) => [s.email, s.language]))).toEqual({
      "cto@partner.test": "en",
      "pm@cliente.test": "it",
    });

    const english = must(await lastMailTo(db(), "cto@partner.test", LINK), "the mail to cto@partner.test");
    expect(english.mail.language).toBe("en");
    expect(english.mail.subject).toMatch(/invites you to an interview$/);
    expect(english.mail.text).toContain("Hello John Smith,");
    expect(english.mail.text).toContain("Choose a time");
    expect(english.link).toContain("lang=en");
    const italian = must(await lastMailTo(db(), "pm@cliente.test", LINK), "the mail to pm@cliente.test");
    expect(italian.mail.subject).toMatch(/ti invita a un colloquio$/);
    expect(italian.link).toContain("lang=it");

    const info = (
      await call("GET", `/api/collaborations/interview/checkInterviewToken?token=${english.token}`)
    ).json().data;
    const picked = await call("POST", "/api/collaborations/interview/updateInterviewToken", undefined, {
      token: english.token,
      slot_id: info.slots[0].id,
    });
    expect(picked.statusCode).toBe(200);
    const confirmed = must(await lastMailTo(db(), "cto@partner.test", "/"), "the mail to cto@partner.test");
    expect(confirmed.mail).toMatchObject({ template: "interview_confirmed", language: "en" });
    expect(confirmed.mail.subject).toMatch(/^Interview confirmed: /);
    expect(
      must(await lastMailTo(db(), "pm@cliente.test", "/"), "the mail to pm@cliente.test").mail.subject,
    ).toMatch(/^Colloquio confermato: /);
    // Signed-in participants keep their own language.
    const supplierMail = must(
      await lastMailTo(db(), supplier.user.email, "/collaborations_request"),
      "the mail",
    );
    expect(supplierMail.mail).toMatchObject({ template: "interview_confirmed", language: "it" });

    expect(await sendInterviewReminders(t.ctx)).toHaveLength(1);
    const reminder = must(await lastMailTo(db(), "cto@partner.test", "/"), "the mail to cto@partner.test");
    expect(reminder.mail).toMatchObject({ template: "interview_reminder", language: "en" });
    expect(reminder.mail.subject).toMatch(/^Reminder: interview with /);

    const bad = await call("POST", `/api/collaborations/${id}/interviews`, client.token, {
      slots: [future(30), future(32)],
      location: "Room 2",
      invitees: [{ email: "x@partner.test", language: "fr" }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: "invitees.0.language", code: "validation.language" });
  });

  it("lists an academy's students' collaborations to its managers, and nobody else's", async () => {
    const academy = await kit.member(ROLE.ACCADEMY);
    const manager = await kit.colleague(academy.companyId, ROLE.MANAGEMENT_ACCADEMY);
    const client = await kit.member(ROLE.CLIENT);
    // Hiring a student takes the Assumi add-on (accademy_profiles).
    await db()
      .update(subscription)
      .set({ assumeAddon: true })
      .where(eq(subscription.companyId, client.companyId));
    const mine = await collaborationOn(client.token, academy.token, "Luca");
    const supplier = await kit.member(ROLE.SUPPLIER);
    const theirs = await collaborationOn(client.token, supplier.token, "Marta");

    for (const token of [academy.token, manager.token]) {
      const list = await call("GET", "/api/collaborations", token);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.items.map((c: { id: number }) => c.id)).toEqual([mine]);
      expect(list.json().data.items[0]).toMatchObject({ actions: ["cancel"] });
      expect((await call("GET", `/api/collaborations/${mine}`, token)).json().data.side).toBe("supplier");
      expect((await call("GET", `/api/collaborations/${theirs}`, token)).statusCode).toBe(404);
    }
    // The student account of the academy is not a manager: its own list only.
    const student = await kit.colleague(academy.companyId, ROLE.PROFILE_ACCADEMY);
    expect((await call("GET", "/api/collaborations", student.token)).statusCode).toBe(403);
  });
});
