CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "app_setting" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"role_id" smallint NOT NULL,
	"firstname" varchar(50) NOT NULL,
	"lastname" varchar(50) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text,
	"phone" varchar(30),
	"language" varchar(2) DEFAULT 'it' NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"profile_image_name" varchar(120) DEFAULT 'avatar-man.svg' NOT NULL,
	"profile_image_url" text,
	"send_feedback" boolean DEFAULT false NOT NULL,
	"possible_skip_modal_complete" boolean DEFAULT true NOT NULL,
	"version_product" smallint DEFAULT 2 NOT NULL,
	"purchase_plan" boolean DEFAULT false NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_refresh_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(300),
	"provider" varchar(20) DEFAULT 'password' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"host_pattern" varchar(200),
	"is_default" boolean DEFAULT false NOT NULL,
	"colors" jsonb NOT NULL,
	"logo_svg" text NOT NULL,
	"login_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"vat_number" varchar(30) NOT NULL,
	"vat_key" varchar(40) NOT NULL,
	"foreign_company" boolean DEFAULT false NOT NULL,
	"country" varchar(2) DEFAULT 'IT' NOT NULL,
	"city" varchar(80),
	"website" varchar(200),
	"description" text,
	"how_do_you_know_id" integer,
	"number_employees_id" integer,
	"revenue_id" integer,
	"profiled" boolean DEFAULT false NOT NULL,
	"doc_status" smallint DEFAULT 4 NOT NULL,
	"doc_limit_date" date,
	"review_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"work_force" boolean DEFAULT false NOT NULL,
	"simulate_academy" boolean DEFAULT false NOT NULL,
	"domain_url" varchar(200),
	"n_max_supplier" integer,
	"n_max_users" integer,
	"brand_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sector" (
	"company_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	CONSTRAINT "company_sector_company_id_sector_id_pk" PRIMARY KEY("company_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"template" varchar(60) NOT NULL,
	"language" varchar(2) NOT NULL,
	"status" varchar(10) NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "encoded_value" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_name" varchar(40) NOT NULL,
	"code" varchar(40) NOT NULL,
	"label_it" varchar(120) NOT NULL,
	"label_en" varchar(120) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_sector" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name_it" varchar(80) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	CONSTRAINT "job_sector_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(30) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"kind" varchar(12) NOT NULL,
	"firstname" varchar(50) NOT NULL,
	"lastname" varchar(50) NOT NULL,
	"title" varchar(120) NOT NULL,
	"seniority" varchar(20) NOT NULL,
	"city" varchar(80),
	"remote" boolean DEFAULT false NOT NULL,
	"full_time" boolean DEFAULT true NOT NULL,
	"daily_rate_min" numeric(8, 2),
	"daily_rate_max" numeric(8, 2),
	"available_from" date,
	"premium" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_language" (
	"profile_id" integer NOT NULL,
	"language_code" varchar(5) NOT NULL,
	"level" varchar(12) NOT NULL,
	CONSTRAINT "profile_language_profile_id_language_code_pk" PRIMARY KEY("profile_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "profile_skill" (
	"profile_id" integer NOT NULL,
	"technology_id" integer NOT NULL,
	"years" smallint NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "profile_skill_profile_id_technology_id_pk" PRIMARY KEY("profile_id","technology_id")
);
--> statement-breakpoint
CREATE TABLE "technology" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"category" varchar(40) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutorial_page" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"name_page" varchar(100) NOT NULL,
	"state" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sector" ADD CONSTRAINT "company_sector_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sector" ADD CONSTRAINT "company_sector_sector_id_job_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."job_sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_token" ADD CONSTRAINT "one_time_token_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_language" ADD CONSTRAINT "profile_language_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_skill" ADD CONSTRAINT "profile_skill_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_skill" ADD CONSTRAINT "profile_skill_technology_id_technology_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technology"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutorial_page" ADD CONSTRAINT "tutorial_page_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_uq" ON "app_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "app_user_company_idx" ON "app_user" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_vat_key_uq" ON "company" USING btree ("vat_key");--> statement-breakpoint
CREATE INDEX "company_type_idx" ON "company" USING btree ("type");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "encoded_value_list_code_uq" ON "encoded_value" USING btree ("list_name","code");--> statement-breakpoint
CREATE INDEX "login_attempt_email_idx" ON "login_attempt" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempt_ip_idx" ON "login_attempt" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_token_hash_uq" ON "one_time_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_token_user_idx" ON "one_time_token" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "profile_company_idx" ON "profile" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "profile_published_idx" ON "profile" USING btree ("published","seniority");--> statement-breakpoint
CREATE INDEX "profile_skill_tech_idx" ON "profile_skill" USING btree ("technology_id");--> statement-breakpoint
CREATE UNIQUE INDEX "technology_name_uq" ON "technology" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tutorial_page_user_page_uq" ON "tutorial_page" USING btree ("user_id","page_id");