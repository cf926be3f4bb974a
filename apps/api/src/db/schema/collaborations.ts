import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
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
import { nomination, quote } from "./quotes.ts";
import { service } from "./services.ts";

/**
 * The engagement of one profile by a client (issue 7): opened when the client accepts a candidacy (or directly),
 * status requested → interview → active → completed | cancelled.
 */
export const collaboration = pgTable(
  "collaboration",
  {
    id: serial("id").primaryKey(),
    clientCompanyId: integer("client_company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    supplierCompanyId: integer("supplier_company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    /**
     * The engaged profile. The API refuses to delete a profile in an open collaboration (requested, interview,
     * active); once it is closed the profile may go, and the collaboration keeps profile_name.
     */
    profileId: integer("profile_id").references(() => profile.id, { onDelete: "set null" }),
    /** "Firstname Lastname – Title" when the collaboration opened. */
    profileName: varchar("profile_name", { length: 240 }).notNull(),
    needId: integer("need_id").references(() => need.id, { onDelete: "set null" }),
    positionId: integer("position_id").references(() => position.id, { onDelete: "set null" }),
    quoteId: integer("quote_id").references(() => quote.id, { onDelete: "set null" }),
    nominationId: integer("nomination_id").references(() => nomination.id, { onDelete: "set null" }),
    /**
     * A service collaboration (opened by accepting an answer to a service request): the service bought, no profile
     * (profile_name holds the service's title) and the fixed price agreed, in EUR VAT excluded.
     */
    serviceId: integer("service_id").references(() => service.id, { onDelete: "set null" }),
    price: numeric("price", { precision: 12, scale: 2 }),
    status: varchar("status", { length: 12 }).notNull().default("requested"),
    dailyRate: numeric("daily_rate", { precision: 8, scale: 2 }),
    dateStart: date("date_start", { mode: "string" }),
    dateEnd: date("date_end", { mode: "string" }),
    note: text("note").notNull().default(""),
    cancelReason: text("cancel_reason"),
    createdBy: integer("created_by").references(() => appUser.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("collaboration_nomination_uq").on(t.nominationId),
    index("collaboration_client_idx").on(t.clientCompanyId, t.status, t.updatedAt),
    index("collaboration_supplier_idx").on(t.supplierCompanyId, t.status, t.updatedAt),
    index("collaboration_profile_idx").on(t.profileId, t.status),
    index("collaboration_updated_idx").on(t.updatedAt, t.id),
    index("collaboration_created_idx").on(t.createdAt),
    index("collaboration_service_idx").on(t.serviceId).where(sql`service_id IS NOT NULL`),
  ],
);

/** The timeline of a collaboration: every state change, interview step and feedback, in order. */
export const collaborationEvent = pgTable(
  "collaboration_event",
  {
    id: serial("id").primaryKey(),
    collaborationId: integer("collaboration_id")
      .notNull()
      .references(() => collaboration.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 40 }).notNull(),
    actorUserId: integer("actor_user_id").references(() => appUser.id, { onDelete: "set null" }),
    params: jsonb("params").$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("collaboration_event_collaboration_idx").on(t.collaborationId, t.id)],
);

/**
 * An interview inside a collaboration: the client proposes slots and invitees, the supplier (or an external
 * invitee by token) picks one. Status proposed → confirmed → done | cancelled (or declined).
 */
export const interview = pgTable(
  "interview",
  {
    id: serial("id").primaryKey(),
    collaborationId: integer("collaboration_id")
      .notNull()
      .references(() => collaboration.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 12 }).notNull().default("proposed"),
    /** Where it happens: a meeting link or an address. */
    location: varchar("location", { length: 300 }).notNull().default(""),
    note: text("note").notNull().default(""),
    durationMinutes: smallint("duration_minutes").notNull().default(60),
    confirmedStartsAt: timestamp("confirmed_starts_at", { withTimezone: true }),
    /** positive | negative, set when the interview is marked done. */
    outcome: varchar("outcome", { length: 10 }),
    proposedBy: integer("proposed_by").references(() => appUser.id, { onDelete: "set null" }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("interview_collaboration_idx").on(t.collaborationId),
    // The reminder job: confirmed interviews starting soon that have not been reminded.
    index("interview_reminder_idx").on(t.status, t.confirmedStartsAt),
  ],
);

/** A proposed time of an interview. */
export const interviewSlot = pgTable(
  "interview_slot",
  {
    id: serial("id").primaryKey(),
    interviewId: integer("interview_id")
      .notNull()
      .references(() => interview.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("interview_slot_interview_idx").on(t.interviewId, t.startsAt)],
);

/**
 * Someone asked to an interview: a user of the supplier or an external person reached by an e-mailed token
 * (checkInterviewToken / updateInterviewToken). Status pending → accepted | declined.
 */
export const interviewInvitee = pgTable(
  "interview_invitee",
  {
    id: serial("id").primaryKey(),
    interviewId: integer("interview_id")
      .notNull()
      .references(() => interview.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => appUser.id, { onDelete: "set null" }),
    email: varchar("email", { length: 254 }).notNull(),
    name: varchar("name", { length: 101 }).notNull().default(""),
    /** The language of an external invitee's e-mails and token page (signed-in invitees use their own). */
    language: varchar("language", { length: 2 }).notNull().default("it"),
    /** sha256 of the e-mailed token; null for invitees who answer signed in. */
    tokenHash: varchar("token_hash", { length: 64 }),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    status: varchar("status", { length: 10 }).notNull().default("pending"),
    chosenSlotId: integer("chosen_slot_id").references(() => interviewSlot.id, { onDelete: "set null" }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("interview_invitee_interview_idx").on(t.interviewId),
    uniqueIndex("interview_invitee_token_uq").on(t.tokenHash),
  ],
);

/** A supplier's review of its own staff (§2.2 employee_review). */
export const employeeReview = pgTable(
  "employee_review",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profile.id, { onDelete: "cascade" }),
    reviewerUserId: integer("reviewer_user_id").references(() => appUser.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    criteria: jsonb("criteria").$type<Record<string, number>>().notNull().default({}),
    comment: text("comment").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("employee_review_profile_idx").on(t.companyId, t.profileId, t.createdAt)],
);
