import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

/**
 * First-party analytics (issue 18): one row per tracked event, stamped by the server (time, user, company, §6 role
 * label, staff tag, product version, brand/host, UTM source of the session). Written in batches, read only by
 * the incremental rollups below (charts never scan it): a BRIN index on time keeps it cheap at tens of millions
 * of rows. No foreign keys (inserts stay cheap; erasing a user nulls `user_id` and strips `props`).
 */
export const analyticsEvent = pgTable(
  "analytics_event",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    name: varchar("name", { length: 40 }).notNull(),
    userId: integer("user_id"),
    companyId: integer("company_id"),
    /** §6 analytics role label (Cliente, Fornitore, Staff, …), "" for anonymous visitors. */
    roleLabel: varchar("role_label", { length: 30 }).notNull().default(""),
    /** Administrator, Admin Management, or a session acting as another user. */
    staff: boolean("staff").notNull().default(false),
    versionProduct: smallint("version_product").notNull().default(2),
    brandId: integer("brand_id"),
    host: varchar("host", { length: 200 }).notNull().default(""),
    utmSource: varchar("utm_source", { length: 100 }).notNull().default(""),
    /** "web" (the tracking client) or "server" (the four §9 events, emitted where they happen). */
    origin: varchar("origin", { length: 8 }).notNull().default("web"),
    /** The event's own fields (§3), validated per event name. */
    props: jsonb("props").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("analytics_event_time_brin").using("brin", t.occurredAt),
    index("analytics_event_user_idx").on(t.userId).where(sql`user_id IS NOT NULL`),
  ],
);

/**
 * Daily event counts per dimension, refreshed incrementally from `analytics_event` (rows with id above the
 * watermark in `analytics_rollup_state`). 0 / "" stand for "none" so the key has no NULLs.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    name: varchar("name", { length: 40 }).notNull(),
    brandId: integer("brand_id").notNull().default(0),
    companyId: integer("company_id").notNull().default(0),
    roleLabel: varchar("role_label", { length: 30 }).notNull().default(""),
    staff: boolean("staff").notNull().default(false),
    versionProduct: smallint("version_product").notNull().default(2),
    utmSource: varchar("utm_source", { length: 100 }).notNull().default(""),
    events: integer("events").notNull().default(0),
  },
  (t) => [
    primaryKey({
      columns: [t.day, t.name, t.brandId, t.companyId, t.roleLabel, t.staff, t.versionProduct, t.utmSource],
    }),
    index("analytics_daily_company_idx").on(t.companyId, t.day),
  ],
);

/**
 * Daily counts of terms (technologies asked in needs vs offered in profiles, searches with no results and what
 * they looked for), so "top technologies" and "searches with no results" read a small table.
 */
export const analyticsTermDaily = pgTable(
  "analytics_term_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** e.g. search_no_result | search | tech_asked | tech_offered */
    kind: varchar("kind", { length: 20 }).notNull(),
    term: varchar("term", { length: 100 }).notNull(),
    brandId: integer("brand_id").notNull().default(0),
    staff: boolean("staff").notNull().default(false),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.term, t.brandId, t.staff] })],
);

/** Where each incremental rollup stopped (the last event id it counted) and when it last ran. */
export const analyticsRollupState = pgTable("analytics_rollup_state", {
  name: varchar("name", { length: 40 }).primaryKey(),
  lastEventId: bigint("last_event_id", { mode: "number" }).notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
