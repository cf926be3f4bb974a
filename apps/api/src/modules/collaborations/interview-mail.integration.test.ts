import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueMail } from "../../mail/mailer.ts";
import { createTestApp, type TestHarness } from "../../test/app.ts";
import { resetDatabase } from "../../test/database.ts";
import { buildIcs } from "./ics.ts";
import { renderInterviewMail } from "./mails.ts";

const received: string[] = [];
let smtp: SMTPServer;
let t: TestHarness;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: "Marketplace <noreply@marketplace.test>",
  });
  await resetDatabase(t.database);
});

afterAll(async () => {
  t.ctx.mailer.close();
  await t.app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe("the interview confirmation mail", () => {
  it("goes out through SMTP with the .ics calendar invitation attached", async () => {
    const ics = buildIcs({
      uid: "interview-1@marketplace",
      start: new Date("2030-03-01T09:00:00Z"),
      durationMinutes: 60,
      summary: "Acme / Nexum: Giulia Bianchi",
      description: "",
      location: "Via Roma 1",
      organizer: { name: "Acme", email: "hr@acme.test" },
      attendees: [{ name: "Bob", email: "bob@example.test" }],
    });
    const result = await t.ctx.mailer.send(
      renderInterviewMail("interview_confirmed", "en", {
        to: "bob@example.test",
        name: "Bob",
        client: "Acme",
        profile: "Giulia Bianchi",
        when: "Friday 1 March 2030, 10:00",
        location: "Via Roma 1",
        note: "",
        actionUrl: "http://localhost/collaborations_request?id=1",
        brandName: "Marketplace",
        attachments: [
          { filename: "interview.ics", content: ics, contentType: "text/calendar; method=REQUEST" },
        ],
      }),
    );
    expect(result.status).toBe("sent");
    const raw = received.at(-1) ?? "";
    expect(raw).toContain("Subject: Interview confirmed: Giulia Bianchi");
    expect(raw).toContain("Content-Type: text/calendar; method=REQUEST");
    expect(raw).toContain("filename=interview.ics");
  });

  it("keeps the .ics on the outbox row, so a mail sent later by the sender job still carries it", async () => {
    const mail = renderInterviewMail("interview_confirmed", "en", {
      to: "later@example.test",
      name: "Carla",
      client: "Acme",
      profile: "Marco Neri",
      when: "Monday 4 March 2030, 09:00",
      location: "https://meet.example/abc",
      note: "",
      actionUrl: "http://localhost/collaborations_request?id=2",
      brandName: "Marketplace",
      attachments: [{ filename: "interview.ics", content: "BEGIN:VCALENDAR", contentType: "text/calendar" }],
    });
    await queueMail(t.database.db, true, mail);
    expect(await t.ctx.mailer.deliverDue()).toBe(1);
    const raw = received.at(-1) ?? "";
    expect(raw).toContain("To: later@example.test");
    expect(raw).toContain("filename=interview.ics");
  });
});
