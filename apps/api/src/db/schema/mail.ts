import { index, jsonb, pgTable, serial, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** Every e-mail the platform writes; sent through SMTP when configured, else read on the dev mailbox page. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    to: varchar("to", { length: 254 }).notNull(),
    subject: varchar("subject", { length: 300 }).notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    template: varchar("template", { length: 60 }).notNull(),
    language: varchar("language", { length: 2 }).notNull(),
    status: varchar("status", { length: 10 }).notNull(),
    error: text("error"),
    /** Files sent with the mail (an interview's .ics), kept so a retried mail still carries them. */
    attachments: jsonb("attachments").$type<{ filename: string; content: string; contentType: string }[]>(),
    /** Delivery attempts so far; a failed send is retried later with back-off (status "retry"). */
    attempts: smallint("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_to_idx").on(t.to),
    index("email_outbox_created_idx").on(t.createdAt),
    // The sender's queue: mails waiting for a (re)try, oldest due first.
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);
