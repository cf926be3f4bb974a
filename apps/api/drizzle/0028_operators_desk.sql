CREATE TABLE "technology_alias" (
	"id" serial PRIMARY KEY NOT NULL,
	"technology_id" integer NOT NULL,
	"alias" varchar(80) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject_company_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "assumed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "admin_company_id" integer;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "ghost" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "freelance_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_document" ADD COLUMN "expires_at" date;--> statement-breakpoint
ALTER TABLE "company_document" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "kind" varchar(20) DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "sales_email" varchar(254);--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "analytics_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "encoded_value" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "job_sector" ADD COLUMN "sort" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_sector" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "technology" ADD COLUMN "label_it" varchar(80);--> statement-breakpoint
ALTER TABLE "technology" ADD COLUMN "label_en" varchar(80);--> statement-breakpoint
ALTER TABLE "technology" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "technology" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "technology_alias" ADD CONSTRAINT "technology_alias_technology_id_technology_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technology"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "technology_alias_uq" ON "technology_alias" USING btree (lower("alias"));--> statement-breakpoint
CREATE INDEX "technology_alias_technology_idx" ON "technology_alias" USING btree ("technology_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_company_id_company_id_fk" FOREIGN KEY ("subject_company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_assumed_by_user_id_app_user_id_fk" FOREIGN KEY ("assumed_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_admin_company_id_company_id_fk" FOREIGN KEY ("admin_company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technology" ADD CONSTRAINT "technology_merged_into_id_technology_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."technology"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_company_idx" ON "audit_log" USING btree ("subject_company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_admin_company_idx" ON "company" USING btree ("admin_company_id") WHERE admin_company_id IS NOT NULL;