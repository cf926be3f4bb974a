import type { AddressInfo } from "node:net";
import { must } from "@mkt/contracts";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema/index.ts";
import { createTestApp, nextVat, type TestHarness } from "../test/app.ts";
import { resetDatabase } from "../test/database.ts";

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let smtp: SMTPServer;
let t: TestHarness;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
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

describe("mail through a real SMTP server", () => {
  it("delivers the confirmation mail and records it as sent", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        role_id: 3,
        firstname: "Luca",
        lastname: "Galli",
        email: "luca@galli.test",
        password: "Consegna2026",
        company_name: "Galli Tech",
        vat_number: nextVat(),
        terms_accepted: true,
        language: "en",
      },
    });
    expect(res.statusCode).toBe(200);
    const mail = received.find((m) => m.to.includes("luca@galli.test"));
    expect(mail?.from).toBe("noreply@marketplace.test");
    expect(mail?.raw).toContain("Subject: Confirm your e-mail address");
    expect(mail?.raw.replace(/=\r\n/g, "")).toContain(
      "http://app.test/authentication/confirm-email?token=3D",
    );
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, "luca@galli.test"));
    expect(row).toMatchObject({ status: "sent", template: "confirm_email", language: "en" });
    expect(must(row, "the outbox row").sentAt).not.toBeNull();
  });

  it("hides the dev mailbox when SMTP is configured", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/dev/mailbox" })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/getConfigurationLogin" })).json().data.dev_mailbox,
    ).toBe(false);
  });
});
