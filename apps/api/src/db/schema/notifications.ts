import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { appUser } from "./accounts.ts";
import { createdAt } from "./columns.ts";

/** A notification for one user (§3 notification item); texts are rendered in the reader's language from type + params. */
export const notification = pgTable(
  "notification",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 40 }).notNull(),
    params: jsonb("params").$type<Record<string, string | number>>().notNull().default({}),
    icon: varchar("icon", { length: 40 }).notNull().default("notifications"),
    link: varchar("link", { length: 300 }),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** When its e-mail left (instantly or in a digest); null while a digest still has to include it. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notification_user_idx").on(t.userId, t.id),
    index("notification_digest_idx").on(t.userId).where(sql`emailed_at IS NULL`),
    index("notification_unread_idx").on(t.userId).where(sql`read_at IS NULL`),
  ],
);

/** Which events a user wants by e-mail (§2.2 email_notifications); a missing row means the default (on). */
export const emailPreference = pgTable(
  "email_preference",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    eventType: varchar("event_type", { length: 40 }).notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventType] })],
);

/** A user's e-mail settings: instant mails or a daily digest, every event mail off, the newsletter. */
export const emailSetting = pgTable("email_setting", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => appUser.id, { onDelete: "cascade" }),
  /** "instant" (one mail per event) or "daily" (one digest mail a day). */
  delivery: varchar("delivery", { length: 10 }).notNull().default("instant"),
  /** Unsubscribed from every event mail (auth/disactiveNotification). */
  notificationsOff: boolean("notifications_off").notNull().default(false),
  /** Unsubscribed from the newsletter (auth/disactiveNewsLetter). */
  newsletterOff: boolean("newsletter_off").notNull().default(false),
  lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
