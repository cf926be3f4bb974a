import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
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
import { createdAt } from "./columns.ts";

/** Per-brand look (§1): colours, logo and login image, chosen by host. */
export const brand = pgTable(
  "brand",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 80 }).notNull().unique(),
    hostPattern: varchar("host_pattern", { length: 200 }),
    isDefault: boolean("is_default").notNull().default(false),
    colors: jsonb("colors").$type<Record<string, string>>().notNull(),
    logoSvg: text("logo_svg").notNull(),
    /** Storage key of the uploaded login image (served by auth/getLoginImage). */
    loginImageUrl: text("login_image_url"),
    /**
     * What the host is (issue 17, spec §2.1/§5/§6): `standard`; `distributor` (sidebar, chat and add-profile hidden,
     * no open sidebar); `partner` (clients see only Find Services).
     */
    kind: varchar("kind", { length: 20 }).notNull().default("standard"),
    /** The brand's sales mailbox (contact requests, plan enquiries); null: the platform's. */
    salesEmail: varchar("sales_email", { length: 254 }),
    /** First-party analytics on this brand's host (issue 18); off: nothing is tracked there. */
    analyticsEnabled: boolean("analytics_enabled").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Exactly one default and one brand per host pattern, even under concurrent edits.
    uniqueIndex("brand_one_default_uq").on(t.isDefault).where(sql`is_default`),
    uniqueIndex("brand_host_pattern_uq").on(sql`lower(${t.hostPattern})`),
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
    /** Disabled values stay on the rows that use them but are no longer offered in forms. */
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [uniqueIndex("encoded_value_list_code_uq").on(t.listName, t.code)],
);

/** Platform-wide settings shared by every instance (maintenance switch, generated secrets, seed marker). */
export const appSetting = pgTable("app_setting", {
  key: varchar("key", { length: 60 }).primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The skills taxonomy (issue 19): one canonical entry per technology, tool, platform, method or certification, with
 * labels in it/en (null: the name, which is usually the same in both) and its aliases in `technology_alias`.
 * Disabled entries stay on the rows that use them but are not offered; a merged entry points at the one that
 * replaced it (its references were repointed) and is never offered again.
 */
export const technology = pgTable(
  "technology",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 80 }).notNull(),
    category: varchar("category", { length: 40 }).notNull(),
    labelIt: varchar("label_it", { length: 80 }),
    labelEn: varchar("label_en", { length: 80 }),
    enabled: boolean("enabled").notNull().default(true),
    mergedIntoId: integer("merged_into_id").references((): AnyPgColumn => technology.id, {
      onDelete: "set null",
    }),
  },
  (t) => [uniqueIndex("technology_name_uq").on(sql`lower(${t.name})`)],
);

/** Other names of a technology ("JS", "ECMAScript" → JavaScript; "k8s" → Kubernetes); unique across the taxonomy. */
export const technologyAlias = pgTable(
  "technology_alias",
  {
    id: serial("id").primaryKey(),
    technologyId: integer("technology_id")
      .notNull()
      .references(() => technology.id, { onDelete: "cascade" }),
    alias: varchar("alias", { length: 80 }).notNull(),
  },
  (t) => [
    uniqueIndex("technology_alias_uq").on(sql`lower(${t.alias})`),
    index("technology_alias_technology_idx").on(t.technologyId),
  ],
);

export const jobSector = pgTable("job_sector", {
  id: serial("id").primaryKey(),
  code: varchar("code", { length: 40 }).notNull().unique(),
  nameIt: varchar("name_it", { length: 80 }).notNull(),
  nameEn: varchar("name_en", { length: 80 }).notNull(),
  sort: smallint("sort").notNull().default(0),
  enabled: boolean("enabled").notNull().default(true),
});

/**
 * The spoken languages a profile can list (spec §2.2 `languages`, issue 17): ISO 639-1 code with it/en labels,
 * kept by staff in the back office; forms offer enabled entries in `sort` order. Seeded from the former
 * contracts constant; a disabled language stays readable on the profiles that hold it.
 */
export const spokenLanguage = pgTable("spoken_language", {
  code: varchar("code", { length: 5 }).primaryKey(),
  nameIt: varchar("name_it", { length: 60 }).notNull(),
  nameEn: varchar("name_en", { length: 60 }).notNull(),
  sort: smallint("sort").notNull().default(0),
  enabled: boolean("enabled").notNull().default(true),
});
