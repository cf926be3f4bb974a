import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { appUser, company } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { place } from "./places.ts";
import { technology } from "./platform.ts";
import { profile } from "./profiles.ts";

/** A client's need: Time & Material (holds positions) or Fixed Price (a project). Extended by the demand side. */
export const need = pgTable(
  "need",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    /** "tm" Time & Material (holds positions) or "fp" Fixed Price (holds a functional analysis and a budget). */
    type: varchar("type", { length: 2 }).notNull(),
    title: varchar("title", { length: 160 }).notNull(),
    /** draft → published → closed. */
    status: varchar("status", { length: 12 }).notNull().default("draft"),
    description: text("description").notNull().default(""),
    sectorCode: varchar("sector_code", { length: 40 }),
    city: varchar("city", { length: 80 }),
    /** `city` resolved to a real place (issue 22). */
    placeId: integer("place_id").references(() => place.id, { onDelete: "set null" }),
    remoteAllowed: boolean("remote_allowed").notNull().default(false),
    /** Suppliers see the need without the client's name. */
    anonymous: boolean("anonymous").notNull().default(false),
    /** Fixed Price: the budget in EUR and the delivery deadline. */
    budget: numeric("budget", { precision: 12, scale: 2 }),
    deadline: date("deadline", { mode: "string" }),
    createdBy: integer("created_by").references(() => appUser.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("need_company_idx").on(t.companyId, t.status),
    index("need_place_idx").on(t.placeId),
    index("need_published_idx").on(t.status, t.type, t.publishedAt),
    index("need_published_at_idx").on(t.publishedAt),
  ],
);

/** A role wanted inside a T&M need. Extended by the demand side. */
export const position = pgTable(
  "position",
  {
    id: serial("id").primaryKey(),
    needId: integer("need_id")
      .notNull()
      .references(() => need.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 160 }).notNull(),
    /** draft → published → closed (follows its need, and can close on its own when filled). */
    status: varchar("status", { length: 12 }).notNull().default("draft"),
    seniority: varchar("seniority", { length: 20 }),
    city: varchar("city", { length: 80 }),
    /** `city` resolved to a real place (issue 22). */
    placeId: integer("place_id").references(() => place.id, { onDelete: "set null" }),
    remoteAllowed: boolean("remote_allowed").notNull().default(false),
    maxDailyRate: numeric("max_daily_rate", { precision: 8, scale: 2 }),
    profilesWanted: smallint("profiles_wanted").notNull().default(1),
    dateStart: date("date_start", { mode: "string" }),
    dateEnd: date("date_end", { mode: "string" }),
    description: text("description").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("position_need_idx").on(t.needId),
    index("position_place_idx").on(t.placeId),
    index("position_published_idx").on(t.status, t.publishedAt),
  ],
);

/** Technologies a position asks for: mandatory ones (optionally with minimum years) and nice-to-have ones. */
export const positionSkill = pgTable(
  "position_skill",
  {
    positionId: integer("position_id")
      .notNull()
      .references(() => position.id, { onDelete: "cascade" }),
    technologyId: integer("technology_id")
      .notNull()
      .references(() => technology.id),
    mandatory: boolean("mandatory").notNull(),
    minYears: smallint("min_years"),
  },
  (t) => [
    primaryKey({ columns: [t.positionId, t.technologyId] }),
    index("position_skill_tech_idx").on(t.technologyId),
  ],
);

/** Languages a position asks for, with the minimum level (CEFR or native). */
export const positionLanguage = pgTable(
  "position_language",
  {
    positionId: integer("position_id")
      .notNull()
      .references(() => position.id, { onDelete: "cascade" }),
    languageCode: varchar("language_code", { length: 5 }).notNull(),
    minLevel: varchar("min_level", { length: 12 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.languageCode] })],
);

/** A need's documents: the Fixed Price functional analysis and other attachments, through the storage interface. */
export const needDocument = pgTable(
  "need_document",
  {
    id: serial("id").primaryKey(),
    needId: integer("need_id")
      .notNull()
      .references(() => need.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 30 }).notNull(),
    filename: varchar("filename", { length: 200 }).notNull(),
    storageKey: varchar("storage_key", { length: 200 }).notNull(),
    size: integer("size").notNull(),
    uploadedBy: integer("uploaded_by").references(() => appUser.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("need_document_need_idx").on(t.needId)],
);

/** Compatible profiles: the cached score of a profile for a position, recomputed when either changes. */
export const matchScore = pgTable(
  "match_score",
  {
    positionId: integer("position_id")
      .notNull()
      .references(() => position.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profile.id, { onDelete: "cascade" }),
    /** The profile's company (a profile never changes company): a supplier's best fits are an index range. */
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    score: smallint("score").notNull(),
    band: varchar("band", { length: 12 }).notNull(),
    /** The per-criterion explanation (contracts MatchResult["criteria"]). */
    criteria: jsonb("criteria").$type<unknown[]>().notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.positionId, t.profileId] }),
    index("match_score_rank_idx").on(t.positionId, t.score),
    index("match_score_profile_idx").on(t.profileId),
    index("match_score_company_idx").on(t.companyId, t.positionId, t.score),
  ],
);
