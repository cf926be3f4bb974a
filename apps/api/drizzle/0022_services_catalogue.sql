CREATE TABLE "product_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" varchar(60) NOT NULL,
	"name_it" varchar(120) NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_revision" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"content" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"rejection_reason" text
);
--> statement-breakpoint
ALTER TABLE "plan" ADD COLUMN "max_services" integer;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "status" varchar(20) DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "working_revision_id" integer;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "approved_revision_id" integer;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "title_it" varchar(140);--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "title_en" varchar(140);--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "description_it" text;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "delivery_model" varchar(20);--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "price_kind" varchar(10);--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "price_min" integer;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "price_max" integer;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "duration_min_days" integer;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "duration_max_days" integer;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "technology_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "sector_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "deliverables" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "case_studies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "search_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(title_it, '') || ' ' || coalesce(title_en, '') || ' ' || coalesce(description_it, '') || ' ' || coalesce(description_en, ''))) STORED;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_parent_id_product_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_revision" ADD CONSTRAINT "service_revision_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_revision" ADD CONSTRAINT "service_revision_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_revision" ADD CONSTRAINT "service_revision_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_category_code_uq" ON "product_category" USING btree ("code");--> statement-breakpoint
CREATE INDEX "product_category_parent_idx" ON "product_category" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "service_revision_service_idx" ON "service_revision" USING btree ("service_id","id");--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_category_id_product_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_status_submitted_idx" ON "service" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "service_published_category_idx" ON "service" USING btree ("category_id") WHERE published;--> statement-breakpoint
CREATE INDEX "service_search_tsv_idx" ON "service" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "service_technology_ids_idx" ON "service" USING gin ("technology_ids");--> statement-breakpoint
CREATE INDEX "service_sector_ids_idx" ON "service" USING gin ("sector_ids");--> statement-breakpoint
-- Services written before the catalogue (name, description, review_status; no API created them) keep their text
-- in both languages and their review outcome; the old columns go in the next migration.
UPDATE "service" SET
	"title_it" = left("name", 140), "title_en" = left("name", 140),
	"description_it" = "description", "description_en" = "description",
	"status" = CASE "review_status" WHEN 'approved' THEN 'approved' WHEN 'rejected' THEN 'rejected' ELSE 'submitted' END,
	"published" = ("review_status" = 'approved'),
	"approved_at" = CASE WHEN "review_status" = 'approved' THEN "created_at" END,
	"submitted_at" = CASE WHEN "review_status" = 'pending' THEN "created_at" END;
--> statement-breakpoint
-- Published services each supplier plan allows (null: no limit; plans not listed keep the default of 3).
UPDATE "plan" SET "max_services" = CASE "id" WHEN 7 THEN 1 WHEN 8 THEN 20 WHEN 6 THEN 10 END WHERE "id" IN (6, 7, 8);
