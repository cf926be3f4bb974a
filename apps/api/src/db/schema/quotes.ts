import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { appUser, company } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { need, position } from "./needs.ts";
import { profile } from "./profiles.ts";

/**
 * A supplier's answer to a need (preventivo): for a T&M position a daily rate, dates, the number of
 * profiles and the proposed profiles (nominations); for a Fixed Price need a price, a delivery date and
 * an optional document. Status: sent → viewed → favourite | discarded → accepted | rejected.
 */
export const quote = pgTable(
  "quote",
  {
    id: serial("id").primaryKey(),
    needId: integer("need_id")
      .notNull()
      .references(() => need.id, { onDelete: "cascade" }),
    /** The T&M position answered; null for a Fixed Price proposal. */
    positionId: integer("position_id").references(() => position.id, { onDelete: "cascade" }),
    /** "tm" quote for a position or "fp" proposal for a Fixed Price need. */
    kind: varchar("kind", { length: 2 }).notNull(),
    supplierCompanyId: integer("supplier_company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    /** The client company that owns the need (denormalised for the client's lists). */
    clientCompanyId: integer("client_company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => appUser.id, { onDelete: "set null" }),
    status: varchar("status", { length: 12 }).notNull().default("sent"),
    dailyRate: numeric("daily_rate", { precision: 8, scale: 2 }),
    dateStart: date("date_start", { mode: "string" }),
    dateEnd: date("date_end", { mode: "string" }),
    profileNumber: smallint("profile_number"),
    /** Fixed Price: total price in EUR and the promised delivery date. */
    price: numeric("price", { precision: 12, scale: 2 }),
    deliveryDate: date("delivery_date", { mode: "string" }),
    note: text("note").notNull().default(""),
    /** Fixed Price: the proposal document, through the storage interface. */
    documentKey: varchar("document_key", { length: 200 }),
    documentName: varchar("document_name", { length: 200 }),
    documentSize: integer("document_size"),
    discardReason: text("discard_reason"),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => appUser.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quote_position_idx").on(t.positionId, t.status),
    index("quote_need_idx").on(t.needId, t.status),
    // Period reports (analytics): quotes sent, and accepted, in a period.
    index("quote_created_idx").on(t.createdAt),
    index("quote_accepted_idx").on(t.decidedAt).where(sql`status = 'accepted'`),
    index("quote_supplier_idx").on(t.supplierCompanyId, t.status, t.createdAt),
    index("quote_client_idx").on(t.clientCompanyId, t.status, t.createdAt),
  ],
);

/**
 * A candidacy: one profile proposed inside a T&M quote. One profile is proposed at most once per position.
 * Status: proposed → favourite | discarded → accepted.
 */
export const nomination = pgTable(
  "nomination",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quote.id, { onDelete: "cascade" }),
    positionId: integer("position_id")
      .notNull()
      .references(() => position.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profile.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 12 }).notNull().default("proposed"),
    /** The candidate's own daily rate when it differs from the quote's. */
    dailyRate: numeric("daily_rate", { precision: 8, scale: 2 }),
    discardReason: text("discard_reason"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => appUser.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live candidacy per profile and position; withdrawn ones stay on their quote's history.
    uniqueIndex("nomination_position_profile_uq")
      .on(t.positionId, t.profileId)
      .where(sql`status <> 'withdrawn'`),
    index("nomination_quote_idx").on(t.quoteId),
    index("nomination_profile_idx").on(t.profileId),
  ],
);

/**
 * A client asks whether a profile is available (optionally for one of its positions); the supplier answers
 * yes with a date or no. Status: pending → available | unavailable (or cancelled by the client).
 */
export const availabilityRequest = pgTable(
  "availability_request",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profile.id, { onDelete: "cascade" }),
    supplierCompanyId: integer("supplier_company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    clientCompanyId: integer("client_company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    positionId: integer("position_id").references(() => position.id, { onDelete: "set null" }),
    requestedBy: integer("requested_by").references(() => appUser.id, { onDelete: "set null" }),
    message: text("message").notNull().default(""),
    status: varchar("status", { length: 12 }).notNull().default("pending"),
    availableFrom: date("available_from", { mode: "string" }),
    answerNote: text("answer_note"),
    answeredBy: integer("answered_by").references(() => appUser.id, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("availability_request_supplier_idx").on(t.supplierCompanyId, t.status, t.createdAt),
    index("availability_request_client_idx").on(t.clientCompanyId, t.createdAt),
    index("availability_request_created_idx").on(t.createdAt),
    index("availability_request_profile_idx").on(t.profileId, t.clientCompanyId),
  ],
);
