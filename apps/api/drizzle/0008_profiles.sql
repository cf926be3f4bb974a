CREATE TABLE "cv_upload" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"kind" varchar(8) NOT NULL,
	"filename" varchar(200) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_access" (
	"company_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"function_state" varchar(40) NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_access_company_id_profile_id_function_state_pk" PRIMARY KEY("company_id","profile_id","function_state")
);
--> statement-breakpoint
CREATE TABLE "profile_certification" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(160) NOT NULL,
	"issuer" varchar(120),
	"issued_on" date,
	"expires_on" date
);
--> statement-breakpoint
CREATE TABLE "profile_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"institution" varchar(160) NOT NULL,
	"degree" varchar(120) NOT NULL,
	"field" varchar(120),
	"start_year" smallint,
	"end_year" smallint
);
--> statement-breakpoint
CREATE TABLE "profile_experience" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"company" varchar(120) NOT NULL,
	"role" varchar(120) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"description" text,
	"technology_ids" integer[] DEFAULT '{}'::int[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "phone" varchar(30);--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "localities" varchar(80)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "photo_key" varchar(200);--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "cv_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "profile" ADD COLUMN "technology_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cv_upload" ADD CONSTRAINT "cv_upload_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_upload" ADD CONSTRAINT "cv_upload_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_access" ADD CONSTRAINT "profile_access_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_access" ADD CONSTRAINT "profile_access_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_access" ADD CONSTRAINT "profile_access_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_certification" ADD CONSTRAINT "profile_certification_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_education" ADD CONSTRAINT "profile_education_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_experience" ADD CONSTRAINT "profile_experience_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_upload_company_idx" ON "cv_upload" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_access_profile_idx" ON "profile_access" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profile_certification_profile_idx" ON "profile_certification" USING btree ("profile_id","position");--> statement-breakpoint
CREATE INDEX "profile_education_profile_idx" ON "profile_education" USING btree ("profile_id","position");--> statement-breakpoint
CREATE INDEX "profile_experience_profile_idx" ON "profile_experience" USING btree ("profile_id","position");--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_cv_upload_id_cv_upload_id_fk" FOREIGN KEY ("cv_upload_id") REFERENCES "public"."cv_upload"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_company_updated_idx" ON "profile" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "profile_updated_idx" ON "profile" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "profile_technology_ids_idx" ON "profile" USING gin ("technology_ids");--> statement-breakpoint
CREATE INDEX "profile_search_trgm_idx" ON "profile" USING gin (lower("firstname" || ' ' || "lastname" || ' ' || "title") gin_trgm_ops);--> statement-breakpoint
-- profile.technology_ids mirrors profile_skill for every writer (hand-written, not generated by drizzle-kit).
CREATE FUNCTION profile_technology_ids_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profile p
  SET technology_ids = coalesce(
    (SELECT array_agg(s.technology_id ORDER BY s.technology_id) FROM profile_skill s WHERE s.profile_id = p.id),
    '{}'::int[])
  WHERE p.id IN (SELECT DISTINCT profile_id FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER profile_skill_inserted AFTER INSERT ON profile_skill
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_technology_ids_sync();--> statement-breakpoint
CREATE TRIGGER profile_skill_updated AFTER UPDATE ON profile_skill
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_technology_ids_sync();--> statement-breakpoint
CREATE TRIGGER profile_skill_deleted AFTER DELETE ON profile_skill
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_technology_ids_sync();--> statement-breakpoint
UPDATE profile p SET technology_ids = s.ids
FROM (SELECT profile_id, array_agg(technology_id ORDER BY technology_id) AS ids FROM profile_skill GROUP BY profile_id) s
WHERE s.profile_id = p.id;
