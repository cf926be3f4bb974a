import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { appUser, company } from "./accounts.ts";
import { collaboration } from "./collaborations.ts";
import { createdAt } from "./columns.ts";
import { profile } from "./profiles.ts";

/** A company's request to an outside contact for a review (§2.6 external review request); answered once by token. */
export const reviewRequest = pgTable(
  "review_request",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    requestedByUserId: integer("requested_by_user_id").references(() => appUser.id, { onDelete: "set null" }),
    firstname: varchar("firstname", { length: 50 }).notNull(),
    lastname: varchar("lastname", { length: 50 }).notNull(),
    email: varchar("email", { length: 50 }).notNull(),
    companyName: varchar("company_name", { length: 50 }).notNull(),
    description: varchar("description", { length: 700 }).notNull().default(""),
    /** Set when the request asks for a review of one collaboration (checkTokenExternalFeedbackCollaboration). */
    collaborationId: integer("collaboration_id").references(() => collaboration.id, { onDelete: "cascade" }),
    /** The language of the e-mail and of the token page (the requester's choice). */
    language: varchar("language", { length: 2 }).notNull().default("it"),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("review_request_token_uq").on(t.tokenHash),
    index("review_request_company_idx").on(t.companyId, t.createdAt),
    index("review_request_collaboration_idx").on(t.collaborationId),
  ],
);

/** A review of a company: from an external contact (by token) or, later, from a completed collaboration. */
export const companyFeedback = pgTable(
  "company_feedback",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    source: varchar("source", { length: 20 }).notNull(),
    reviewRequestId: integer("review_request_id").references(() => reviewRequest.id, {
      onDelete: "set null",
    }),
    rating: smallint("rating").notNull(),
    criteria: jsonb("criteria").$type<Record<string, number>>().notNull(),
    comment: text("comment").notNull().default(""),
    authorName: varchar("author_name", { length: 101 }).notNull(),
    authorCompany: varchar("author_company", { length: 120 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("company_feedback_company_idx").on(t.companyId),
    uniqueIndex("company_feedback_request_uq").on(t.reviewRequestId),
  ],
);

/**
 * The client's review of a completed collaboration: the profile and the supplier rated 1–5 with criteria and
 * a comment; the supplier may reply once. Averages feed the profile, the company page and matching.
 */
export const collaborationFeedback = pgTable(
  "collaboration_feedback",
  {
    id: serial("id").primaryKey(),
    collaborationId: integer("collaboration_id")
      .notNull()
      .references(() => collaboration.id, { onDelete: "cascade" }),
    /** Null for a service collaboration: its profile_rating then rates the service delivered. */
    profileId: integer("profile_id").references(() => profile.id, { onDelete: "cascade" }),
    clientCompanyId: integer("client_company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    supplierCompanyId: integer("supplier_company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    authorUserId: integer("author_user_id").references(() => appUser.id, { onDelete: "set null" }),
    /** "client": the client company's own review (one per collaboration); "external": an outside contact's, by token. */
    source: varchar("source", { length: 10 }).notNull().default("client"),
    reviewRequestId: integer("review_request_id").references(() => reviewRequest.id, {
      onDelete: "set null",
    }),
    /** External reviews: who wrote it (the client's review is signed by its author user). */
    authorName: varchar("author_name", { length: 101 }),
    authorCompany: varchar("author_company", { length: 120 }),
    profileRating: smallint("profile_rating").notNull(),
    supplierRating: smallint("supplier_rating").notNull(),
    criteria: jsonb("criteria").$type<Record<string, number>>().notNull().default({}),
    comment: text("comment").notNull().default(""),
    supplierReply: text("supplier_reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("collaboration_feedback_client_uq").on(t.collaborationId).where(sql`source = 'client'`),
    uniqueIndex("collaboration_feedback_request_uq").on(t.reviewRequestId),
    index("collaboration_feedback_profile_idx").on(t.profileId),
    index("collaboration_feedback_supplier_idx").on(t.supplierCompanyId),
  ],
);

/** An answer to the in-app feedback survey of §4 (one per user; the user's send_feedback flag follows it). */
export const feedbackSurvey = pgTable(
  "feedback_survey",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    /** The role label of §4 (Client, Supplier, …, freelance), kept as it was when answering. */
    roleLabel: varchar("role_label", { length: 40 }).notNull(),
    language: varchar("language", { length: 2 }).notNull(),
    /** How likely the user is to recommend the platform, 0–10. */
    recommend: smallint("recommend").notNull(),
    /** Overall satisfaction 1–5. */
    satisfaction: smallint("satisfaction").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("feedback_survey_user_idx").on(t.userId)],
);
