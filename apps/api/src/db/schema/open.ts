import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { appUser, company } from "./accounts.ts";
import { createdAt } from "./columns.ts";
import { profile } from "./profiles.ts";

/**
 * An anonymous open-area visit (issue 16, spec §2.2/§5/§7 `open/addTokenOpenAccess`): a partner link or a
 * shared entry URL asks for a token; the visitor then browses `/open/{entry}/{token}`. Only the token's SHA-256
 * is stored. Everything the entry URL said is kept, so that UTM fields and the caller follow the visitor from
 * entry to contact and registration.
 */
export const openAccessToken = pgTable(
  "open_access_token",
  {
    id: serial("id").primaryKey(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    /** The open entry (urlRedirect): dashboard_client, profile_available, search_services, need_open_create, complete_detail. */
    entry: varchar("entry", { length: 40 }).notNull(),
    versionProduct: smallint("version_product").notNull().default(2),
    /** Who sent the visitor (type_caller): a partner site's code. */
    caller: varchar("caller", { length: 40 }).notNull(),
    /** The host the visitor entered on (the brand's host, or the partner page embedding the open area). */
    origin: varchar("origin", { length: 200 }).notNull().default(""),
    utmSource: varchar("utm_source", { length: 100 }),
    utmMedium: varchar("utm_medium", { length: 100 }),
    utmCampaign: varchar("utm_campaign", { length: 100 }),
    haveSidebar: boolean("have_sidebar").notNull().default(false),
    /** inside=1: the open area runs embedded in a partner page (iframe). */
    inside: boolean("inside").notNull().default(false),
    language: varchar("language", { length: 2 }).notNull().default("it"),
    /** complete_detail entries: the company and profile to open, and the mode the caller asked for. */
    companyId: integer("company_id").references(() => company.id, { onDelete: "set null" }),
    profileId: integer("profile_id").references(() => profile.id, { onDelete: "set null" }),
    modeOperation: varchar("mode_operation", { length: 40 }),
    /** The entry type's sub-type (query `type`, e.g. tm or fp for need_open_create). */
    entryType: varchar("entry_type", { length: 20 }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("open_access_token_hash_uq").on(t.tokenHash),
    index("open_access_token_expires_idx").on(t.expiresAt),
    index("open_access_token_source_idx").on(t.utmSource, t.createdAt),
  ],
);

/**
 * A lead from the open area (issue 16): a visitor asked about a profile's availability, posted a need (a Time &
 * Material position or a Fixed Price project) or left contacts on a shared link, before having an account. The
 * visitor gets an e-mail with a registration link carrying a one-time token (only its SHA-256 is kept); when they
 * register with it, the lead turns into the real thing (an availability request, the client's need) and its
 * status follows the funnel: new → registered → first_need. UTM fields are copied from the visit so the funnel
 * can be read per source even after the visit token expired.
 */
export const openContact = pgTable(
  "open_contact",
  {
    id: serial("id").primaryKey(),
    openTokenId: integer("open_token_id").references(() => openAccessToken.id, { onDelete: "set null" }),
    /** availability | need | shared_link | onboarding (a prospect staff invited with a need). */
    kind: varchar("kind", { length: 20 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    firstname: varchar("firstname", { length: 50 }),
    lastname: varchar("lastname", { length: 50 }),
    companyName: varchar("company_name", { length: 120 }),
    phone: varchar("phone", { length: 30 }),
    language: varchar("language", { length: 2 }).notNull().default("it"),
    /** availability / shared_link: the profile asked about. */
    profileId: integer("profile_id").references(() => profile.id, { onDelete: "set null" }),
    /** need / onboarding: the need as the signed-in need form's body (contracts), created at registration. */
    needPayload: jsonb("need_payload").$type<Record<string, unknown>>(),
    caller: varchar("caller", { length: 40 }),
    origin: varchar("origin", { length: 200 }),
    utmSource: varchar("utm_source", { length: 100 }),
    utmMedium: varchar("utm_medium", { length: 100 }),
    utmCampaign: varchar("utm_campaign", { length: 100 }),
    registrationTokenHash: varchar("registration_token_hash", { length: 64 }),
    registrationExpiresAt: timestamp("registration_expires_at", { withTimezone: true }),
    /** new → registered → first_need. */
    status: varchar("status", { length: 20 }).notNull().default("new"),
    companyId: integer("company_id").references(() => company.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => appUser.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    registeredAt: timestamp("registered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("open_contact_token_uq").on(t.registrationTokenHash),
    index("open_contact_email_idx").on(sql`lower(${t.email})`, t.createdAt),
    index("open_contact_status_idx").on(t.status, t.createdAt),
    index("open_contact_source_idx").on(t.utmSource, t.createdAt),
  ],
);

/**
 * A public link to one profile or a shortlist (issue 16 item 7, spec §7 publicLinkProfile/*): a client or supplier
 * with the share function creates it; anyone holding the URL sees the profiles without personal contact data
 * after leaving name, company and e-mail. Only the token's SHA-256 is stored (the owner copies the link when it
 * is created). Expires, can be revoked; views and contacts are counted for the owner.
 */
export const publicLink = pgTable(
  "public_link",
  {
    id: serial("id").primaryKey(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => appUser.id, { onDelete: "set null" }),
    /** profile | shortlist | position (a position's shortlist of compatible profiles). */
    kind: varchar("kind", { length: 12 }).notNull(),
    title: varchar("title", { length: 120 }).notNull().default(""),
    profileIds: integer("profile_ids").array().notNull().default(sql`'{}'::int[]`),
    positionId: integer("position_id"),
    language: varchar("language", { length: 2 }).notNull().default("it"),
    viewCount: integer("view_count").notNull().default(0),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("public_link_token_uq").on(t.tokenHash),
    index("public_link_company_idx").on(t.companyId, t.createdAt),
  ],
);

/** A visitor who left contacts on a public link before seeing its details (publicLinkProfile/saveContacts). */
export const publicLinkContact = pgTable(
  "public_link_contact",
  {
    id: serial("id").primaryKey(),
    linkId: integer("link_id")
      .notNull()
      .references(() => publicLink.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
    companyName: varchar("company_name", { length: 120 }).notNull().default(""),
    email: varchar("email", { length: 254 }).notNull(),
    language: varchar("language", { length: 2 }).notNull().default("it"),
    createdAt: createdAt(),
  },
  (t) => [index("public_link_contact_link_idx").on(t.linkId, t.createdAt)],
);
