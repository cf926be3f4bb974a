CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"name" varchar(40) NOT NULL,
	"brand_id" integer DEFAULT 0 NOT NULL,
	"company_id" integer DEFAULT 0 NOT NULL,
	"role_label" varchar(30) DEFAULT '' NOT NULL,
	"staff" boolean DEFAULT false NOT NULL,
	"version_product" smallint DEFAULT 2 NOT NULL,
	"utm_source" varchar(100) DEFAULT '' NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_name_brand_id_company_id_role_label_staff_version_product_utm_source_pk" PRIMARY KEY("day","name","brand_id","company_id","role_label","staff","version_product","utm_source")
);
--> statement-breakpoint
CREATE TABLE "analytics_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" varchar(40) NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"role_label" varchar(30) DEFAULT '' NOT NULL,
	"staff" boolean DEFAULT false NOT NULL,
	"version_product" smallint DEFAULT 2 NOT NULL,
	"brand_id" integer,
	"host" varchar(200) DEFAULT '' NOT NULL,
	"utm_source" varchar(100) DEFAULT '' NOT NULL,
	"origin" varchar(8) DEFAULT 'web' NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_term_daily" (
	"day" date NOT NULL,
	"kind" varchar(20) NOT NULL,
	"term" varchar(100) NOT NULL,
	"brand_id" integer DEFAULT 0 NOT NULL,
	"staff" boolean DEFAULT false NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_term_daily_day_kind_term_brand_id_staff_pk" PRIMARY KEY("day","kind","term","brand_id","staff")
);
--> statement-breakpoint
CREATE TABLE "public_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"kind" varchar(12) NOT NULL,
	"title" varchar(120) DEFAULT '' NOT NULL,
	"profile_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"position_id" integer,
	"language" varchar(2) DEFAULT 'it' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_link_contact" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"company_name" varchar(120) DEFAULT '' NOT NULL,
	"email" varchar(254) NOT NULL,
	"language" varchar(2) DEFAULT 'it' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"name_it" varchar(80) NOT NULL,
	"name_en" varchar(80),
	"aliases" varchar(80)[] DEFAULT '{}'::varchar[] NOT NULL,
	"province_code" varchar(2),
	"region_code" varchar(2),
	"country_code" varchar(2) DEFAULT 'IT' NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"population" integer,
	"rank" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spoken_language" (
	"code" varchar(5) PRIMARY KEY NOT NULL,
	"name_it" varchar(60) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "terms_accepted_version" varchar(20);--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "analytics_consent" boolean;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "analytics_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "need" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "locality_place_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "public_link" ADD CONSTRAINT "public_link_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_link" ADD CONSTRAINT "public_link_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_link_contact" ADD CONSTRAINT "public_link_contact_link_id_public_link_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."public_link"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_company_idx" ON "analytics_daily" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "analytics_event_time_brin" ON "analytics_event" USING brin ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_event_user_idx" ON "analytics_event" USING btree ("user_id") WHERE user_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "public_link_token_uq" ON "public_link" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "public_link_company_idx" ON "public_link" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "public_link_contact_link_idx" ON "public_link_contact" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "place_kind_code_uq" ON "place" USING btree ("kind","code");--> statement-breakpoint
CREATE INDEX "place_name_it_idx" ON "place" USING btree (lower("name_it"));--> statement-breakpoint
CREATE INDEX "place_name_en_idx" ON "place" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "place_aliases_idx" ON "place" USING gin ("aliases");--> statement-breakpoint
ALTER TABLE "need" ADD CONSTRAINT "need_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position" ADD CONSTRAINT "position_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_place_idx" ON "profile" USING btree ("place_id");