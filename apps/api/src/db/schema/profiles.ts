import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { appUser, company } from "./accounts.ts";
import { createdAt, tsvector } from "./columns.ts";
import { place } from "./places.ts";
import { technology } from "./platform.ts";

/** A consultant's profile (employee, freelancer or student) owned by a supplier, freelance or academy company. */
export const profile = pgTable(
  "profile",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => appUser.id, { onDelete: "set null" }),
    kind: varchar("kind", { length: 12 }).notNull(),
    firstname: varchar("firstname", { length: 50 }).notNull(),
    lastname: varchar("lastname", { length: 50 }).notNull(),
    title: varchar("title", { length: 120 }).notNull(),
    seniority: varchar("seniority", { length: 20 }).notNull(),
    city: varchar("city", { length: 80 }),
    /** `city` resolved to a real place (issue 22): on-site fit is a distance from it. */
    placeId: integer("place_id").references(() => place.id, { onDelete: "set null" }),
    remote: boolean("remote").notNull().default(false),
    fullTime: boolean("full_time").notNull().default(true),
    dailyRateMin: numeric("daily_rate_min", { precision: 8, scale: 2 }),
    dailyRateMax: numeric("daily_rate_max", { precision: 8, scale: 2 }),
    availableFrom: date("available_from", { mode: "string" }),
    premium: boolean("premium").notNull().default(false),
    published: boolean("published").notNull().default(false),
    summary: text("summary"),
    /** Contact details, shown only to the owner, staff and clients who unlocked them. */
    email: varchar("email", { length: 254 }),
    phone: varchar("phone", { length: 30 }),
    /** Cities where the consultant can work on site (besides `city`, where they live). */
    localities: varchar("localities", { length: 80 }).array().notNull().default(sql`'{}'::varchar[]`),
    /** `localities` resolved to places (same order, unresolved names left out). */
    localityPlaceIds: integer("locality_place_ids").array().notNull().default(sql`'{}'::int[]`),
    photoKey: varchar("photo_key", { length: 200 }),
    /** The uploaded CV the profile was digitized from, if any. */
    cvUploadId: uuid("cv_upload_id").references(() => cvUpload.id, { onDelete: "set null" }),
    /**
     * The technologies of profile_skill, sorted: kept by a trigger on profile_skill (migration 0008), so every
     * writer (API, demo, bulk seed) keeps it right. Technology filters use its GIN index.
     */
    technologyIds: integer("technology_ids").array().notNull().default(sql`'{}'::int[]`),
    /**
     * The languages of profile_language as search keys, kept by a trigger (migration 0013): the code ("en") and
     * one "code:LEVEL" per level reached ("en:A1" … "en:C1" for C1), so "speaks English at B2 or better" is
     * language_keys @> '{en:B2}' on a GIN index.
     */
    languageKeys: varchar("language_keys", { length: 12 }).array().notNull().default(sql`'{}'::varchar[]`),
    /**
     * The words of name and title for the talent search box (full text, 'simple' configuration: no stemming, so
     * names and technology words stay as typed); a search word is a prefix query on its GIN index.
     */
    searchTsv: tsvector("search_tsv").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, firstname || ' ' || lastname || ' ' || title)`,
    ),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("profile_company_idx").on(t.companyId),
    index("profile_place_idx").on(t.placeId),
    // "Works on site within reach of X": locality_place_ids && {places within the radius}.
    index("profile_locality_places_idx").using("gin", t.localityPlaceIds),
    // A user account (freelancer, student) is linked to at most one profile.
    uniqueIndex("profile_user_uq").on(t.userId).where(sql`user_id IS NOT NULL`),
    index("profile_published_idx").on(t.published, t.seniority),
    // The supplier's list, newest first (with or without the publication filter): an index-only LIMIT scan.
    index("profile_company_updated_idx").on(t.companyId, t.updatedAt, t.id),
    // Staff's list of every company, newest first.
    index("profile_updated_idx").on(t.updatedAt, t.id),
    // Lists and searches sorted by rate (issue 21: staff's "published, by rate" sorted a million rows for a page).
    index("profile_rate_idx").on(t.dailyRateMin, t.id),
    // "Has all these technologies" (technology_ids @> ARRAY[…]) and "speaks these languages at this level or
    // better" (language_keys @> ARRAY[…]): one multicolumn GIN, so both filters are one index scan whose cost
    // follows the rarer key (a common language alone matches most profiles; a separate bitmap of it costs more
    // than the whole search).
    index("profile_filter_keys_idx").using("gin", t.technologyIds, t.languageKeys),
    // The talent search box: words of name and title (search_tsv @@ to_tsquery(…)).
    index("profile_search_tsv_idx").using("gin", t.searchTsv),
    // Free-text search (ILIKE on name and title) across many profiles.
    index("profile_search_trgm_idx").using(
      "gin",
      sql`lower(${t.firstname} || ' ' || ${t.lastname} || ' ' || ${t.title}) gin_trgm_ops`,
    ),
  ],
);

/** An uploaded CV (PDF or DOCX) kept through the storage interface; digitizing it pre-fills a new profile. */
export const cvUpload = pgTable(
  "cv_upload",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => appUser.id, { onDelete: "set null" }),
    kind: varchar("kind", { length: 8 }).notNull(),
    filename: varchar("filename", { length: 200 }).notNull(),
    storageKey: varchar("storage_key", { length: 200 }).notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("cv_upload_company_idx").on(t.companyId, t.createdAt)],
);

export const profileExperience = pgTable(
  "profile_experience",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profile.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    company: varchar("company", { length: 120 }).notNull(),
    role: varchar("role", { length: 120 }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    /** Null while the job is current. */
    endDate: date("end_date", { mode: "string" }),
    description: text("description"),
    technologyIds: integer("technology_ids").array().notNull().default(sql`'{}'::int[]`),
  },
  (t) => [
    index("profile_experience_profile_idx").on(t.profileId, t.position),
    // Matching finds candidates through their careers' technologies (issue 22): technology_ids && the position's.
    index("profile_experience_technology_idx").using("gin", t.technologyIds),
  ],
);

export const profileCertification = pgTable(
  "profile_certification",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profile.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    /** The entry's own name when linked (kept in step by renames and merges); free text otherwise. */
    name: varchar("name", { length: 160 }).notNull(),
    issuer: varchar("issuer", { length: 120 }),
    issuedOn: date("issued_on", { mode: "string" }),
    expiresOn: date("expires_on", { mode: "string" }),
    /** The taxonomy's certification entry this is (issue 17 item 3); null for one the taxonomy does not know. */
    technologyId: integer("technology_id").references(() => technology.id, { onDelete: "set null" }),
  },
  (t) => [
    index("profile_certification_profile_idx").on(t.profileId, t.position),
    index("profile_certification_technology_idx").on(t.technologyId),
  ],
);

export const profileEducation = pgTable(
  "profile_education",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profile.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    institution: varchar("institution", { length: 160 }).notNull(),
    degree: varchar("degree", { length: 120 }).notNull(),
    field: varchar("field", { length: 120 }),
    startYear: smallint("start_year"),
    endYear: smallint("end_year"),
  },
  (t) => [index("profile_education_profile_idx").on(t.profileId, t.position)],
);

/**
 * Paid actions a client company did on a profile, once per (company, profile, function): `download_cv`
 * (a re-download is free) and `information_blocked` (contact details unlocked).
 */
export const profileAccess = pgTable(
  "profile_access",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profile.id, { onDelete: "cascade" }),
    functionState: varchar("function_state", { length: 40 }).notNull(),
    userId: integer("user_id").references(() => appUser.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.profileId, t.functionState] }),
    index("profile_access_profile_idx").on(t.profileId),
  ],
);

export const profileSkill = pgTable(
  "profile_skill",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => profile.id, { onDelete: "cascade" }),
    technologyId: integer("technology_id")
      .notNull()
      .references(() => technology.id),
    years: smallint("years").notNull(),
    level: smallint("level").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.technologyId] }),
    index("profile_skill_tech_idx").on(t.technologyId),
  ],
);

export const profileLanguage = pgTable(
  "profile_language",
  {
    profileId: integer("profile_id")
      .notNull()
      .references(() => profile.id, { onDelete: "cascade" }),
    languageCode: varchar("language_code", { length: 5 }).notNull(),
    level: varchar("level", { length: 12 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.languageCode] })],
);

/** A client's saved profiles (§2.2 saved_profiles), with a private note. */
export const savedProfile = pgTable(
  "saved_profile",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profile.id, { onDelete: "cascade" }),
    savedBy: integer("saved_by").references(() => appUser.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.profileId] }),
    index("saved_profile_profile_idx").on(t.profileId),
  ],
);

/**
 * Per-company profile counters (issue 21), kept by statement triggers on profile (migration 0041): the supplier
 * search sorts by published profiles and the staff list totals read them instead of counting a million rows.
 */
export const companyProfileStats = pgTable("company_profile_stats", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => company.id, { onDelete: "cascade" }),
  profiles: integer("profiles").notNull().default(0),
  published: integer("published").notNull().default(0),
});

/**
 * How many published profiles of a company name each technology (issue 21), kept by the same triggers: the
 * supplier search's technology filter and each company's top technologies read it.
 */
export const companyTechnology = pgTable(
  "company_technology",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    technologyId: integer("technology_id").notNull(),
    published: integer("published").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.technologyId] }),
    // With the count in the index, "companies with a published Java profile" is an index-only scan.
    index("company_technology_technology_idx").on(t.technologyId, t.companyId, t.published),
  ],
);
