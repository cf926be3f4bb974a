import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
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

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Per-brand look (§1): colours, logo and login image, chosen by host. */
export const brand = pgTable("brand", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 80 }).notNull().unique(),
  hostPattern: varchar("host_pattern", { length: 200 }),
  isDefault: boolean("is_default").notNull().default(false),
  colors: jsonb("colors").$type<Record<string, string>>().notNull(),
  logoSvg: text("logo_svg").notNull(),
  loginImageUrl: text("login_image_url"),
  createdAt: createdAt(),
});

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
    /** Storage key of the uploaded logo. */
    logoKey: varchar("logo_key", { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("company_vat_key_uq").on(t.vatKey),
    index("company_type_idx").on(t.type),
    // Companies whose documentation blocks them (status 3): every talent search excludes their profiles.
    index("company_blocked_idx").on(t.id).where(sql`doc_status = 3`),
    // Search supplier: name contains (ILIKE) across many companies.
    index("company_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("app_user_email_uq").on(sql`lower(${t.email})`),
    index("app_user_company_idx").on(t.companyId),
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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded files kept in PostgreSQL (STORAGE_DRIVER=postgres), so that several API instances share them. */
export const storedFile = pgTable("stored_file", {
  key: varchar("key", { length: 400 }).primaryKey(),
  data: bytea("data").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});

/** Every e-mail the platform writes; sent through SMTP when configured, else read on the dev mailbox page. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    to: varchar("to", { length: 254 }).notNull(),
    subject: varchar("subject", { length: 300 }).notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    template: varchar("template", { length: 60 }).notNull(),
    language: varchar("language", { length: 2 }).notNull(),
    status: varchar("status", { length: 10 }).notNull(),
    error: text("error"),
    /** Files sent with the mail (an interview's .ics), kept so a retried mail still carries them. */
    attachments: jsonb("attachments").$type<{ filename: string; content: string; contentType: string }[]>(),
    /** Delivery attempts so far; a failed send is retried later with back-off (status "retry"). */
    attempts: smallint("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_to_idx").on(t.to),
    index("email_outbox_created_idx").on(t.createdAt),
    // The sender's queue: mails waiting for a (re)try, oldest due first.
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** The encoded lookup lists of §3 (number_employees, revenue, seniority, …) with labels in both languages. */
export const encodedValue = pgTable(
  "encoded_value",
  {
    id: serial("id").primaryKey(),
    listName: varchar("list_name", { length: 40 }).notNull(),
    code: varchar("code", { length: 40 }).notNull(),
    labelIt: varchar("label_it", { length: 120 }).notNull(),
    labelEn: varchar("label_en", { length: 120 }).notNull(),
    sort: smallint("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("encoded_value_list_code_uq").on(t.listName, t.code)],
);

export const tutorialPage = pgTable(
  "tutorial_page",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    pageId: integer("page_id").notNull(),
    namePage: varchar("name_page", { length: 100 }).notNull(),
    state: smallint("state").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tutorial_page_user_page_uq").on(t.userId, t.pageId)],
);

/** Platform-wide settings shared by every instance (maintenance switch, generated secrets, seed marker). */
export const appSetting = pgTable("app_setting", {
  key: varchar("key", { length: 60 }).primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const technology = pgTable(
  "technology",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 80 }).notNull(),
    category: varchar("category", { length: 40 }).notNull(),
  },
  (t) => [uniqueIndex("technology_name_uq").on(sql`lower(${t.name})`)],
);

export const jobSector = pgTable("job_sector", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 40 }).notNull().unique(),
  nameIt: varchar("name_it", { length: 80 }).notNull(),
  nameEn: varchar("name_en", { length: 80 }).notNull(),
});

export const companySector = pgTable(
  "company_sector",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    sectorId: integer("sector_id")
      .notNull()
      .references(() => jobSector.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.sectorId] })],
);

/** PostgreSQL's full-text document type (written by the database only: generated columns). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

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
    // A user account (freelancer, student) is linked to at most one profile.
    uniqueIndex("profile_user_uq").on(t.userId).where(sql`user_id IS NOT NULL`),
    index("profile_published_idx").on(t.published, t.seniority),
    // The supplier's list, newest first (with or without the publication filter): an index-only LIMIT scan.
    index("profile_company_updated_idx").on(t.companyId, t.updatedAt, t.id),
    // Staff's list of every company, newest first.
    index("profile_updated_idx").on(t.updatedAt, t.id),
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
  (t) => [index("profile_experience_profile_idx").on(t.profileId, t.position)],
);

export const profileCertification = pgTable(
  "profile_certification",
  {
    id: serial("id").primaryKey(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profile.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    name: varchar("name", { length: 160 }).notNull(),
    issuer: varchar("issuer", { length: 120 }),
    issuedOn: date("issued_on", { mode: "string" }),
    expiresOn: date("expires_on", { mode: "string" }),
  },
  (t) => [index("profile_certification_profile_idx").on(t.profileId, t.position)],
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

/** Functions enabled per company (§3 "Function entry"): state name and status (1 enabled). */
export const companyFunction = pgTable(
  "company_function",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    state: varchar("state", { length: 40 }).notNull(),
    status: smallint("status").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.state] })],
);

/** A client–supplier vendor-list link (§3 association invitation): status 0 pending, 1 accepted, 2 refused. */
export const association = pgTable(
  "association",
  {
    id: serial("id").primaryKey(),
    companyIdSender: integer("company_id_sender")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    typeInvitation: varchar("type_invitation", { length: 20 }).notNull().default("association"),
    status: smallint("status").notNull().default(0),
    createdAt: createdAt(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("association_pair_uq").on(t.companyIdSender, t.companyId, t.typeInvitation),
    index("association_receiver_idx").on(t.companyId, t.status),
    index("association_sender_idx").on(t.companyIdSender, t.status),
  ],
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
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ip: varchar("ip", { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_actor_idx").on(t.actorUserId, t.createdAt),
    index("audit_log_subject_idx").on(t.subjectUserId, t.createdAt),
  ],
);

/** A supplier's service in the catalogue; staff review each before it is listed (counted by the sidebar). */
export const service = pgTable(
  "service",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 120 }).notNull(),
    description: text("description").notNull().default(""),
    reviewStatus: varchar("review_status", { length: 20 }).notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [index("service_review_idx").on(t.reviewStatus), index("service_company_idx").on(t.companyId)],
);

/** Page help texts (§2.6 page-help dialog, §3 page description): per page name and language. */
export const pageDescription = pgTable(
  "page_description",
  {
    id: serial("id").primaryKey(),
    namePage: varchar("name_page", { length: 60 }).notNull(),
    path: varchar("path", { length: 120 }).notNull(),
    language: varchar("language", { length: 2 }).notNull(),
    title: varchar("title", { length: 120 }).notNull(),
    description: text("description").notNull(),
    hasTutorial: boolean("has_tutorial").notNull().default(false),
    /** The page's tutorial (§4 tutorial popup): its steps, one per line; null when the page has none. */
    tutorial: text("tutorial"),
  },
  (t) => [uniqueIndex("page_description_page_lang_uq").on(t.namePage, t.language)],
);

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
    index("need_published_idx").on(t.status, t.type, t.publishedAt),
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
    index("availability_request_profile_idx").on(t.profileId, t.clientCompanyId),
  ],
);

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
    profileId: integer("profile_id")
      .notNull()
      .references(() => profile.id, { onDelete: "cascade" }),
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

/** The plan catalogue (§1, §3): per audience, yearly price, credits, limits, fee and included functions. */
export const plan = pgTable("plan", {
  id: integer("id").primaryKey(),
  audience: varchar("audience", { length: 10 }).notNull(),
  name: varchar("name", { length: 60 }).notNull(),
  title: varchar("title", { length: 120 }).notNull(),
  priceYear: numeric("price_year", { precision: 10, scale: 2 }).notNull(),
  creditsYear: integer("credits_year").notNull(),
  maxProject: integer("max_project"),
  maxPosition: integer("max_position"),
  nMaxUsers: integer("n_max_users"),
  transactionFee: numeric("transaction_fee", { precision: 5, scale: 2 }).notNull().default("0"),
  functions: jsonb("functions").$type<string[]>().notNull(),
  chargeCode: varchar("charge_code", { length: 60 }),
  isOldPlan: boolean("is_old_plan").notNull().default(false),
  active: boolean("active").notNull().default(true),
  sort: smallint("sort").notNull().default(0),
});

/** A company's subscription (§4 state 1 none, 2 active, 3 needs a new plan, 4 expired); 9999-12-31 = no expiry. */
export const subscription = pgTable(
  "subscription",
  {
    companyId: integer("company_id")
      .primaryKey()
      .references(() => company.id, { onDelete: "cascade" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => plan.id),
    state: smallint("state").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    assumeAddon: boolean("assume_addon").notNull().default(false),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    provider: varchar("provider", { length: 20 }).notNull().default("local"),
    providerSubscriptionId: varchar("provider_subscription_id", { length: 120 }),
    providerCustomerId: varchar("provider_customer_id", { length: 120 }),
    /** The expiry date the owners were reminded of (a week before): claimed by the job, so one reminder each. */
    expiryRemindedFor: date("expiry_reminded_for", { mode: "string" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscription_expiry_idx").on(t.state, t.expiresOn)],
);

/** Credits as a ledger: grants (purchase, renewal), spends (paid actions) and refunds; the balance is the sum. */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: varchar("reason", { length: 12 }).notNull(),
    functionState: varchar("function_state", { length: 40 }),
    reference: varchar("reference", { length: 120 }),
    userId: integer("user_id").references(() => appUser.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("credit_ledger_company_idx").on(t.companyId, t.createdAt)],
);

/** A discount code: percent or fixed amount (cents), for one audience or all, with expiry and redemption limit. */
export const coupon = pgTable("coupon", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 40 }).notNull().unique(),
  kind: varchar("kind", { length: 10 }).notNull(),
  value: integer("value").notNull(),
  audience: varchar("audience", { length: 10 }).notNull().default("all"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  maxRedemptions: integer("max_redemptions"),
  redemptions: integer("redemptions").notNull().default(0),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

/** A hosted checkout: what is being bought, for how much, and whether it was paid. */
export const checkoutSession = pgTable(
  "checkout_session",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => appUser.id, { onDelete: "set null" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => plan.id),
    addon: boolean("addon").notNull().default(false),
    couponId: integer("coupon_id").references(() => coupon.id),
    amountCents: integer("amount_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    language: varchar("language", { length: 2 }).notNull().default("it"),
    returnPath: varchar("return_path", { length: 300 }).notNull().default("/"),
    salesRequestId: integer("sales_request_id"),
    provider: varchar("provider", { length: 20 }).notNull(),
    providerRef: varchar("provider_ref", { length: 200 }),
    status: varchar("status", { length: 12 }).notNull().default("open"),
    lastError: varchar("last_error", { length: 60 }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("checkout_session_company_idx").on(t.companyId, t.createdAt)],
);

/** Invoice numbers come from a sequence: concurrent payments never collide. */
export const invoiceNumberSeq = pgSequence("invoice_number_seq", { startWith: 1 });

export const invoice = pgTable(
  "invoice",
  {
    id: serial("id").primaryKey(),
    number: varchar("number", { length: 20 }).notNull().unique(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    checkoutSessionId: uuid("checkout_session_id").references(() => checkoutSession.id),
    planId: integer("plan_id").references(() => plan.id),
    description: varchar("description", { length: 200 }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoice_company_idx").on(t.companyId, t.createdAt),
    uniqueIndex("invoice_checkout_uq").on(t.checkoutSessionId),
  ],
);

/** Every provider webhook received, by event id: a replay finds its id and changes nothing. */
export const billingEvent = pgTable("billing_event", {
  id: varchar("id", { length: 120 }).primaryKey(),
  provider: varchar("provider", { length: 20 }).notNull(),
  type: varchar("type", { length: 60 }).notNull(),
  payload: jsonb("payload").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A short-lived link into the hosted customer portal (opened in the browser without a bearer token). */
export const portalSession = pgTable("portal_session", {
  id: uuid("id").primaryKey().defaultRandom(),
  companyId: integer("company_id")
    .notNull()
    .references(() => company.id, { onDelete: "cascade" }),
  userId: integer("user_id").references(() => appUser.id, { onDelete: "set null" }),
  language: varchar("language", { length: 2 }).notNull().default("it"),
  returnPath: varchar("return_path", { length: 300 }).notNull().default("/"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** A company's documentation (chamber-of-commerce certificate and similar PDFs), stored through the storage interface. */
export const companyDocument = pgTable(
  "company_document",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 30 }).notNull(),
    filename: varchar("filename", { length: 200 }).notNull(),
    storageKey: varchar("storage_key", { length: 200 }).notNull(),
    size: integer("size").notNull(),
    uploadedBy: integer("uploaded_by").references(() => appUser.id, { onDelete: "set null" }),
    /** Staff review of this document: pending, approved or rejected (with the reason shown to the company). */
    status: varchar("status", { length: 12 }).notNull().default("pending"),
    reviewedBy: integer("reviewed_by").references(() => appUser.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewNote: text("review_note"),
    createdAt: createdAt(),
  },
  (t) => [index("company_document_company_idx").on(t.companyId)],
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
