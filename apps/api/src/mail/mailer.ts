import { must } from "@mkt/contracts";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db, DbOrTx } from "../db/client.ts";
import { emailOutbox } from "../db/schema/index.ts";
import type { RenderedMail } from "./templates.ts";

export type Mailer = {
  /**
   * Records the mail in the outbox and, with SMTP configured, sends it. Never throws on a delivery failure: a
   * failed send is left for a retry ("retry" with back-off).
   */
  send(mail: RenderedMail): Promise<{ id: number; status: "stored" | "sent" | "retry" | "failed" }>;
  /**
   * Sends queued and due-for-retry mails (up to limit). Rows are claimed with one UPDATE … FOR UPDATE SKIP LOCKED
   * that leases them ("sending" until next_attempt_at), so instances running this at once never send the same
   * row; a lease that runs out (an instance died mid-send) makes the row due again. Returns how many were sent.
   */
  deliverDue(limit?: number): Promise<number>;
  close(): void;
};

/** Delivery attempts before a mail is given up ("failed"), and the wait after each failed attempt. */
export const MAIL_MAX_ATTEMPTS = 5;
const BACKOFF_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60];
/** How long a claimed row stays with the instance sending it. */
const LEASE_SECONDS = 5 * 60;
const seconds = (n: number) => sql`now() + make_interval(secs => ${n})`;

/**
 * Queues a mail in the outbox inside the caller's transaction: "pending" (due now) for the sender job when SMTP
 * is configured, else "stored" for the dev mailbox. Nothing is sent if the transaction rolls back.
 */
export async function queueMail(db: DbOrTx, smtp: boolean, mail: RenderedMail): Promise<void> {
  await db
    .insert(emailOutbox)
    .values({ ...mail, status: smtp ? "pending" : "stored", nextAttemptAt: smtp ? sql`now()` : null });
}

export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;

  /** One delivery attempt of a claimed row: sent, or back to the queue with back-off, or failed for good. */
  async function attempt(mail: {
    id: number;
    attempts: number;
    to: string;
    subject: string;
    text: string;
    html: string;
    template: string;
    /** Files sent with the mail (an interview's .ics), stored on the outbox row for retries. */
    attachments?: { filename: string; content: string; contentType: string }[] | null;
  }): Promise<"sent" | "retry" | "failed"> {
    const attempts = mail.attempts + 1;
    try {
      await must(transport, "the SMTP transport").sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      });
      await options.db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, attempts, nextAttemptAt: null, error: null })
        .where(eq(emailOutbox.id, mail.id));
      return "sent";
    } catch (error) {
      const status = attempts >= MAIL_MAX_ATTEMPTS ? "failed" : "retry";
      options.log.error(
        { err: error, mailId: mail.id, template: mail.template, attempts },
        status === "failed" ? "mail delivery failed for good" : "mail delivery failed, will retry",
      );
      const wait = must(
        BACKOFF_SECONDS[Math.min(attempts - 1, BACKOFF_SECONDS.length - 1)],
        "the back-off step",
      );
      await options.db
        .update(emailOutbox)
        .set({
          status,
          attempts,
          error: String(error).slice(0, 2000),
          nextAttemptAt: status === "retry" ? seconds(wait) : null,
        })
        .where(eq(emailOutbox.id, mail.id));
      return status;
    }
  }
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(emailOutbox)
        .values({
          ...mail,
          status: transport ? "sending" : "stored",
          nextAttemptAt: transport ? seconds(LEASE_SECONDS) : null,
        })
        .returning({ id: emailOutbox.id });
      const id = must(row, "the new outbox row").id;
      if (!transport) return { id, status: "stored" };
      return { id, status: await attempt({ id, attempts: 0, ...mail }) };
    },
    async deliverDue(limit = 20) {
      if (!transport) return 0;
      const due = options.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          and(
            inArray(emailOutbox.status, ["pending", "retry", "sending"]),
            lte(emailOutbox.nextAttemptAt, sql`now()`),
          ),
        )
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      const claimed = await options.db
        .update(emailOutbox)
        .set({ status: "sending", nextAttemptAt: seconds(LEASE_SECONDS) })
        .where(inArray(emailOutbox.id, due))
        .returning();
      let sent = 0;
      for (const mail of claimed) if ((await attempt(mail)) === "sent") sent += 1;
      return sent;
    },
    close() {
      transport?.close();
    },
  };
}
