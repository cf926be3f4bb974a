import type { AddressInfo } from "node:net";
import { must, ROLE } from "@mkt/contracts";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema/index.ts";
import { notifyUsers } from "../modules/notifications/service.ts";
import { createTestApp, createUser, type TestHarness } from "../test/app.ts";
import { resetDatabase } from "../test/database.ts";
import { MAIL_MAX_ATTEMPTS } from "./mailer.ts";

/** An SMTP server that refuses the next `failures` messages (451), then accepts. */
const received: string[] = [];
let failures = 0;
let smtp: SMTPServer;
let t: TestHarness;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        if (failures > 0) {
          failures -= 1;
          const error = new Error("Mailbox busy, try later") as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        received.push(session.envelope.rcptTo.map((r) => r.address).join(","));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});

beforeEach(async () => {
  await resetDatabase(t.database);
  received.length = 0;
  failures = 0;
});

afterAll(async () => {
  t.ctx.mailer.close();
  await t.app.close();
  await t.ctx.bus.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mail = (to: string) => ({
  to,
  subject: "Prova",
  text: "Testo",
  html: "<p>Testo</p>",
  template: "notification",
  language: "it" as const,
});
const rowOf = async (id: number) =>
  must((await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0], "the outbox row");
const makeDue = () =>
  t.database.db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });

describe("the e-mail outbox with a failing SMTP server", () => {
  it("keeps a mail that failed, retries it after the back-off, and sends it exactly once", async () => {
    failures = 1;
    const first = await t.ctx.mailer.send(mail("retry@example.test"));
    expect(first.status).toBe("retry");
    const stored = await rowOf(first.id);
    expect(stored).toMatchObject({ status: "retry", attempts: 1 });
    expect(stored.error).toContain("451");
    expect(must(stored.nextAttemptAt, "the next attempt").getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(received).toHaveLength(0);

    // Not due yet: nothing happens.
    expect(await t.ctx.mailer.deliverDue()).toBe(0);
    await makeDue();
    // Two instances' sender runs at the same moment: one claims the row, the other finds nothing.
    const runs = await Promise.all([t.ctx.mailer.deliverDue(), t.ctx.mailer.deliverDue()]);
    expect(must(runs[0], "the first run") + must(runs[1], "the second run")).toBe(1);
    expect(received).toEqual(["retry@example.test"]);
    expect(await rowOf(first.id)).toMatchObject({ status: "sent", attempts: 2, nextAttemptAt: null });
    await makeDue();
    expect(await t.ctx.mailer.deliverDue()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it("gives a mail up as failed after the last attempt", async () => {
    failures = MAIL_MAX_ATTEMPTS;
    const { id } = await t.ctx.mailer.send(mail("never@example.test"));
    for (let i = 1; i < MAIL_MAX_ATTEMPTS; i++) {
      await makeDue();
      expect(await t.ctx.mailer.deliverDue()).toBe(0);
    }
    expect(await rowOf(id)).toMatchObject({
      status: "failed",
      attempts: MAIL_MAX_ATTEMPTS,
      nextAttemptAt: null,
    });
    await makeDue();
    expect(await t.ctx.mailer.deliverDue()).toBe(0);
    expect(received).toHaveLength(0);
  });

  it("queues notification mails in their transaction and the sender delivers them", async () => {
    const user = await createUser(t.database.db, { role: ROLE.CLIENT });
    await t.database.db.transaction(async (tx) => {
      await notifyUsers(tx, t.ctx.bus, [user.id], { type: "quote_received", params: { title: "SAP" } });
    });
    const [queued] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(queued).toMatchObject({ status: "pending", attempts: 0 });
    expect(await t.ctx.mailer.deliverDue()).toBe(1);
    expect(received).toEqual([user.email]);
    // A row leased by another instance ("sending" until its lease ends) is left alone.
    await t.database.db
      .update(emailOutbox)
      .set({ status: "sending", nextAttemptAt: sql`now() + interval '5 minutes'` });
    expect(await t.ctx.mailer.deliverDue()).toBe(0);
  });
});
