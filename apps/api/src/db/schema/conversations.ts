import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { appUser, company } from "./accounts.ts";
import { createdAt } from "./columns.ts";

/** A conversation between two companies, optionally about a position, quote or collaboration. */
export const conversation = pgTable(
  "conversation",
  {
    id: serial("id").primaryKey(),
    companyAId: integer("company_a_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    companyBId: integer("company_b_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    subjectType: varchar("subject_type", { length: 20 }),
    subjectId: integer("subject_id"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("conversation_a_idx").on(t.companyAId), index("conversation_b_idx").on(t.companyBId)],
);

export const message = pgTable(
  "message",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversation.id, { onDelete: "cascade" }),
    senderUserId: integer("sender_user_id").references(() => appUser.id, { onDelete: "set null" }),
    senderCompanyId: integer("sender_company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("message_conversation_idx").on(t.conversationId, t.createdAt)],
);

/** How far each user has read each conversation (read markers). */
export const conversationRead = pgTable(
  "conversation_read",
  {
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversation.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** A file sent in a chat message, stored through the storage interface. */
export const messageAttachment = pgTable(
  "message_attachment",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => message.id, { onDelete: "cascade" }),
    filename: varchar("filename", { length: 200 }).notNull(),
    contentType: varchar("content_type", { length: 100 }).notNull(),
    storageKey: varchar("storage_key", { length: 200 }).notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("message_attachment_message_idx").on(t.messageId)],
);
