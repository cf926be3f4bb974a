import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/client.ts";
import { emailOutbox } from "../db/schema.ts";
import type { RenderedMail } from "./templates.ts";

export type Mailer = {
  /** Records the mail in the outbox and, with SMTP configured, sends it. Never throws on a delivery failure. */
  send(mail: RenderedMail): Promise<{ id: number; status: "stored" | "sent" | "failed" }>;
  close(): void;
};

export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(emailOutbox)
        .values({ ...mail, status: transport ? "pending" : "stored" })
        .returning({ id: emailOutbox.id });
      const id = row!.id;
      if (!transport) return { id, status: "stored" };
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await options.db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: sql`now()` })
          .where(eq(emailOutbox.id, id));
        return { id, status: "sent" };
      } catch (error) {
        options.log.error({ err: error, mailId: id, template: mail.template }, "mail delivery failed");
        await options.db
          .update(emailOutbox)
          .set({ status: "failed", error: String(error) })
          .where(eq(emailOutbox.id, id));
        return { id, status: "failed" };
      }
    },
    close() {
      transport?.close();
    },
  };
}
