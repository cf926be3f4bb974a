import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
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
import { createdAt, tsvector } from "./columns.ts";

/** The hierarchical product categories of services (e.g. Cloud › Migration): a lookup with labels in it/en. */
export const productCategory = pgTable(
  "product_category",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => productCategory.id, {
      onDelete: "restrict",
    }),
    code: varchar("code", { length: 60 }).notNull(),
    nameIt: varchar("name_it", { length: 120 }).notNull(),
    nameEn: varchar("name_en", { length: 120 }).notNull(),
    sort: smallint("sort").notNull().default(0),
    /** Switched off by staff: not offered for new services (issue 17), still shown on the services that hold it. */
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [
    uniqueIndex("product_category_code_uq").on(t.code),
    index("product_category_parent_idx").on(t.parentId),
  ],
);

/**
 * A service of a supplier or freelancer company (issue 15). The row carries the LIVE content — the last approved
 * revision, null until the first approval — in columns the catalogue searches and facets on; the content being
 * edited or reviewed lives in `service_revision` (working_revision_id), so an approved service stays visible while
 * its changes wait for review. status: the state the supplier sees (draft, submitted, rejected, approved).
 */
export const service = pgTable(
  "service",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => appUser.id, { onDelete: "set null" }),
    status: varchar("status", { length: 20 }).notNull().default("draft"),
    /** Listed in the catalogue: only an approved service can be published. */
    published: boolean("published").notNull().default(false),
    workingRevisionId: integer("working_revision_id"),
    approvedRevisionId: integer("approved_revision_id"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    titleIt: varchar("title_it", { length: 140 }),
    titleEn: varchar("title_en", { length: 140 }),
    descriptionIt: text("description_it"),
    descriptionEn: text("description_en"),
    categoryId: integer("category_id").references(() => productCategory.id, { onDelete: "restrict" }),
    deliveryModel: varchar("delivery_model", { length: 20 }),
    priceKind: varchar("price_kind", { length: 10 }),
    /** Whole euros, VAT excluded: the from-price or the range's low end. */
    priceMin: integer("price_min"),
    priceMax: integer("price_max"),
    durationMinDays: integer("duration_min_days"),
    durationMaxDays: integer("duration_max_days"),
    technologyIds: integer("technology_ids").array().notNull().default(sql`'{}'::integer[]`),
    sectorIds: integer("sector_ids").array().notNull().default(sql`'{}'::integer[]`),
    deliverables: jsonb("deliverables").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    caseStudies: jsonb("case_studies").$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    /** Brochures of the approved revision: [{ file_id, name }] (service_file ids). */
    attachments: jsonb("attachments").$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * The average rating (1–5) clients gave collaborations that came from this service, and how many; kept up to
     * date when a review is written, so the catalogue can show and sort by it without aggregating.
     */
    ratingAvg: numeric("rating_avg", { precision: 3, scale: 2 }),
    ratingCount: integer("rating_count").notNull().default(0),
    searchTsv: tsvector("search_tsv").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, coalesce(title_it, '') || ' ' || coalesce(title_en, '') || ' ' || coalesce(description_it, '') || ' ' || coalesce(description_en, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("service_company_idx").on(t.companyId),
    // The staff review queue (status submitted, oldest first) and its counter.
    index("service_status_submitted_idx").on(t.status, t.submittedAt),
    // The catalogue: published services only.
    index("service_published_category_idx").on(t.categoryId).where(sql`published`),
    index("service_search_tsv_idx").using("gin", t.searchTsv),
    index("service_technology_ids_idx").using("gin", t.technologyIds),
    index("service_sector_ids_idx").using("gin", t.sectorIds),
    // Also, written by hand in migration 0024 (drizzle-kit cannot express INCLUDE), over listed services only
    // (published AND approved_revision_id IS NOT NULL): service_catalogue_newest_idx (approved_at DESC, id DESC),
    // service_catalogue_price_idx (price_min, id), service_catalogue_price_desc_idx (price_min DESC NULLS LAST,
    // id DESC), service_catalogue_facets_idx (company_id) INCLUDE (category_id, delivery_model, price_kind,
    // price_min, technology_ids, sector_ids); and in migration 0027 service_catalogue_rating_idx (rating_avg DESC NULLS
    // LAST, rating_count DESC, id DESC).
  ],
);

/**
 * One version of a service's content (the contract's ServiceContent as JSON): draft → submitted → approved or
 * rejected (with the reason the supplier sees); an approved revision is copied into the service's live columns.
 */
export const serviceRevision = pgTable(
  "service_revision",
  {
    id: serial("id").primaryKey(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => service.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 20 }).notNull().default("draft"),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    createdBy: integer("created_by").references(() => appUser.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => appUser.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
  },
  (t) => [index("service_revision_service_idx").on(t.serviceId, t.id)],
);
