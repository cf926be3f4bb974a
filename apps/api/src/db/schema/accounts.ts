import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { brand } from "./platform.ts";

export const company = pgTable(
  "company",
  {
    id: serial("id").primaryKey(),
    type: varchar("type", { length: 20 }).notNull(),
    name: varchar("name", { length: 120 }).notNull(),
    vatNumber: varchar("vat_number", { length: 30 }).notNull(),
    /** Country + normalised number, unique across the platform. */
    vatKey: varchar("vat_key", { length: 40 }).notNull(),
    foreignCompany: boolean("foreign_company").notNull().default(false),
    country: varchar("country", { length: 2 }).notNull().default("IT"),
    city: varchar("city", { length: 80 }),
    website: varchar("website", { length: 200 }),
    description: text("description"),
    howDoYouKnowId: integer("how_do_you_know_id"),
    numberEmployeesId: integer("number_employees_id"),
    revenueId: integer("revenue_id"),
    profiled: boolean("profiled").notNull().default(false),
    /** Documentation status (§4): 1 under revision, 2 approved, 3 rejected, 4 missing with deadline. */
    docStatus: smallint("doc_status").notNull().default(4),
    docLimitDate: date("doc_limit_date", { mode: "string" }),
    reviewStatus: varchar("review_status", { length: 20 }).notNull().default("pending"),
    workForce: boolean("work_force").notNull().default(false),
    simulateAcademy: boolean("simulate_academy").notNull().default(false),
    domainUrl: varchar("domain_url", { length: 200 }),
    nMaxSupplier: integer("n_max_supplier"),
    nMaxUsers: integer("n_max_users"),
    brandId: integer("brand_id").references(() => brand.id),
    /** The Company Administrator organisation (a distributor or consortium) that onboarded and looks after it. */
    adminCompanyId: integer("admin_company_id").references((): AnyPgColumn => company.id, {
      onDelete: "set null",
    }),
    /** Created by staff on behalf of a supplier that has not signed up yet; cleared when the company claims it. */
    ghost: boolean("ghost").notNull().default(false),
    /** A freelancer checked by staff (VAT, identity documents): only then can it quote (freelance/checkValidFreelance). */
    freelanceVerifiedAt: timestamp("freelance_verified_at", { withTimezone: true }),
    /** Storage key of the uploaded logo. */
    logoKey: varchar("logo_key", { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("company_vat_key_uq").on(t.vatKey),
    index("company_type_idx").on(t.type),
    // Period reports (analytics): companies created in a period.
    index("company_created_idx").on(t.createdAt),
    index("company_admin_company_idx").on(t.adminCompanyId).where(sql`admin_company_id IS NOT NULL`),
    // Companies whose documentation blocks them (status 3): every talent search excludes their profiles.
    index("company_blocked_idx").on(t.id).where(sql`doc_status = 3`),
    // Search supplier: name contains (ILIKE) across many companies.
    index("company_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    // Supplier and services searches by city: lower(city) = ANY(names near the place) or LIKE '%text%'.
    index("company_city_trgm_idx").using("gin", sql`lower(${t.city}) gin_trgm_ops`),
  ],
);

export const appUser = pgTable(
  "app_user",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    roleId: smallint("role_id").notNull(),
    firstname: varchar("firstname", { length: 50 }).notNull(),
    lastname: varchar("lastname", { length: 50 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash"),
    phone: varchar("phone", { length: 30 }),
    language: varchar("language", { length: 2 }).notNull().default("it"),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    /** "" until the user picks a built-in avatar (avatar-woman.svg / avatar-man.svg) or uploads a picture: initials are shown. */
    profileImageName: varchar("profile_image_name", { length: 120 }).notNull().default(""),
    profileImageUrl: text("profile_image_url"),
    sendFeedback: boolean("send_feedback").notNull().default(false),
    possibleSkipModalComplete: boolean("possible_skip_modal_complete").notNull().default(true),
    versionProduct: smallint("version_product").notNull().default(2),
    purchasePlan: boolean("purchase_plan").notNull().default(false),
    /** How many times the complete-profile modal was skipped (§4, addCountSkip). */
    completeProfileSkips: integer("complete_profile_skips").notNull().default(0),
    newsletter: boolean("newsletter").notNull().default(false),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Raised by logout-everywhere and password changes: access tokens carrying an older version stop working. */
    tokenVersion: integer("token_version").notNull().default(0),
    /** Two-factor sign-in (TOTP): the confirmed secret, and one being enrolled until its first code is checked. */
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** Set when the account was erased (GDPR): personal data replaced, shared business records kept anonymised. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** The version of the terms of service and privacy policy accepted at registration (issue 20 item 8), and when. */
    termsAcceptedVersion: varchar("terms_accepted_version", { length: 20 }),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    /** Analytics consent (issue 18): null until asked, then the choice and when it was made. */
    analyticsConsent: boolean("analytics_consent"),
    analyticsConsentAt: timestamp("analytics_consent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("app_user_email_uq").on(sql`lower(${t.email})`),
    index("app_user_company_idx").on(t.companyId),
    index("app_user_created_idx").on(t.createdAt),
  ],
);

/** A login session; access tokens name it (sid) and die with it. */
export const authSession = pgTable(
  "auth_session",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastRefreshAt: timestamp("last_refresh_at", { withTimezone: true }),
    ip: varchar("ip", { length: 64 }),
    userAgent: varchar("user_agent", { length: 300 }),
    provider: varchar("provider", { length: 20 }).notNull().default("password"),
    /** Set when a staff member opened this session as the user (act-as-user). */
    assumedByUserId: integer("assumed_by_user_id").references(() => appUser.id, { onDelete: "cascade" }),
    /** The one-time uuid that returns from an assumed session to the staff session. */
    returnUuid: uuid("return_uuid"),
    createdAt: createdAt(),
  },
  (t) => [index("auth_session_user_idx").on(t.userId)],
);

/** One-time, expiring tokens for e-mail confirmation and password reset; only the hash is stored. */
export const oneTimeToken = pgTable(
  "one_time_token",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 30 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("one_time_token_hash_uq").on(t.tokenHash),
    index("one_time_token_user_idx").on(t.userId, t.purpose),
  ],
);

/** Login attempts, shared by every API instance, for per-IP and per-account rate limiting. */
export const loginAttempt = pgTable(
  "login_attempt",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 254 }).notNull(),
    ip: varchar("ip", { length: 64 }).notNull(),
    success: boolean("success").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_attempt_email_idx").on(t.email, t.createdAt),
    index("login_attempt_ip_idx").on(t.ip, t.createdAt),
    index("login_attempt_email_ip_idx").on(t.email, t.ip, t.createdAt),
  ],
);

/** One-time recovery codes of two-factor sign-in; only the sha-256 is stored. */
export const mfaRecoveryCode = pgTable(
  "mfa_recovery_code",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mfa_recovery_code_user_idx").on(t.userId)],
);

/**
 * Hits of rate-limited operations (e-mail checks, confirmation mails, password changes…), shared by every API
 * instance: a bucket names the operation, the key what is limited (an IP, an address, a user id).
 */
export const rateLimitHit = pgTable(
  "rate_limit_hit",
  {
    id: serial("id").primaryKey(),
    bucket: varchar("bucket", { length: 40 }).notNull(),
    key: varchar("key", { length: 300 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("rate_limit_hit_key_idx").on(t.bucket, t.key, t.createdAt)],
);

/** One-time parameters for switching sessions (staff act-as-user and return to admin, §2.2, §4). */
export const paramLogin = pgTable("param_login", {
  uuid: uuid("uuid").primaryKey().defaultRandom(),
  purpose: varchar("purpose", { length: 20 }).notNull(),
  staffUserId: integer("staff_user_id")
    .notNull()
    .references(() => appUser.id, { onDelete: "cascade" }),
  targetUserId: integer("target_user_id")
    .notNull()
    .references(() => appUser.id, { onDelete: "cascade" }),
  /** For an assumed session: the uuid that returns to the staff session. */
  returnUuid: uuid("return_uuid"),
  /** The staff session that asked to act as the user: it ends when the assumed session starts. */
  staffSessionId: uuid("staff_session_id"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Who did what to whom, and when: staff assumptions, returns and other sensitive actions. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    action: varchar("action", { length: 40 }).notNull(),
    actorUserId: integer("actor_user_id").references(() => appUser.id, { onDelete: "set null" }),
    subjectUserId: integer("subject_user_id").references(() => appUser.id, { onDelete: "set null" }),
    /** The company the action concerns (review decisions, member companies, reference data: null). */
    subjectCompanyId: integer("subject_company_id").references(() => company.id, { onDelete: "set null" }),
    /** The staff user behind the actor when the action was taken while acting as another user. */
    assumedByUserId: integer("assumed_by_user_id").references(() => appUser.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ip: varchar("ip", { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_actor_idx").on(t.actorUserId, t.createdAt),
    index("audit_log_subject_idx").on(t.subjectUserId, t.createdAt),
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_company_idx").on(t.subjectCompanyId, t.createdAt),
  ],
);
