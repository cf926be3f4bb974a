-- The catalogue's "rating" sort (best average first, unrated last, then the most ratings) over listed services only,
-- like the other sorts of migration 0024. Written by hand beside them (see src/db/schema/services.ts).
CREATE INDEX IF NOT EXISTS "service_catalogue_rating_idx" ON "service" ("rating_avg" DESC NULLS LAST, "rating_count" DESC, "id" DESC) WHERE "published" AND "approved_revision_id" IS NOT NULL;
