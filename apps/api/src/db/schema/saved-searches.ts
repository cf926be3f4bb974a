import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { appUser, company } from "./accounts.ts";
import { createdAt } from "./columns.ts";

/**
 * A user's saved search (issue 20): the talent search ('profiles') or the services catalogue ('services') with its
 * criteria (the search request, checked by the search's own schema, without paging). With `alert` on, the hourly
 * job e-mails what appeared since `last_checked_at`.
 */
export const savedSearch = pgTable(
  "saved_search",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 10 }).notNull(),
    name: varchar("name", { length: 80 }).notNull(),
    criteria: jsonb("criteria").$type<Record<string, unknown>>().notNull(),
    alert: boolean("alert").notNull().default(true),
    /** The alert job looked for new results up to this time (the save's time at first). */
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }).notNull().defaultNow(),
    lastAlertAt: timestamp("last_alert_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("saved_search_user_idx").on(t.userId, t.id),
    index("saved_search_alert_idx").on(t.lastCheckedAt).where(sql`alert`),
  ],
);
