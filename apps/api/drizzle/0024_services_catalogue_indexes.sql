-- The services catalogue search (POST services/searchServices) over listed services only (published, with an
-- approved version): newest first, by price either way, and the facets read from a covering index. Written by hand
-- (drizzle-kit cannot express INCLUDE); documented beside the table in src/db/schema/services.ts.
CREATE INDEX IF NOT EXISTS "service_catalogue_newest_idx" ON "service" ("approved_at" DESC, "id" DESC) WHERE "published" AND "approved_revision_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "service_catalogue_price_idx" ON "service" ("price_min", "id") WHERE "published" AND "approved_revision_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "service_catalogue_price_desc_idx" ON "service" ("price_min" DESC NULLS LAST, "id" DESC) WHERE "published" AND "approved_revision_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "service_catalogue_facets_idx" ON "service" ("company_id") INCLUDE ("category_id", "delivery_model", "price_kind", "price_min", "technology_ids", "sector_ids") WHERE "published" AND "approved_revision_id" IS NOT NULL;
