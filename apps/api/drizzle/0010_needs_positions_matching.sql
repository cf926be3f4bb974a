CREATE TABLE "match_score" (
	"position_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"band" varchar(12) NOT NULL,
	"criteria" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_score_position_id_profile_id_pk" PRIMARY KEY("position_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "need_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"need_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"filename" varchar(200) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_language" (
	"position_id" integer NOT NULL,
	"language_code" varchar(5) NOT NULL,
	"min_level" varchar(12) NOT NULL,
	CONSTRAINT "position_language_position_id_language_code_pk" PRIMARY KEY("position_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "position_skill" (
	"position_id" integer NOT NULL,
	"technology_id" integer NOT NULL,
	"mandatory" boolean NOT NULL,
	"min_years" smallint,
	CONSTRAINT "position_skill_position_id_technology_id_pk" PRIMARY KEY("position_id","technology_id")
);
--> statement-breakpoint
CREATE TABLE "saved_profile" (
	"company_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"saved_by" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_profile_company_id_profile_id_pk" PRIMARY KEY("company_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "need" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "need" ADD COLUMN "sector_code" varchar(40);--> statement-breakpoint
ALTER TABLE "need" ADD COLUMN "city" varchar(80);--> statement-breakpoint
ALTER TABLE "need" ADD COLUMN "remote_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "need" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "need" ADD COLUMN "budget" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "need" ADD COLUMN "deadline" date;--> statement-breakpoint
ALTER TABLE "need" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "need" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "need" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "need" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "seniority" varchar(20);--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "city" varchar(80);--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "remote_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "max_daily_rate" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "profiles_wanted" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "date_start" date;--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "date_end" date;--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "position" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "match_score" ADD CONSTRAINT "match_score_position_id_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_score" ADD CONSTRAINT "match_score_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_document" ADD CONSTRAINT "need_document_need_id_need_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."need"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need_document" ADD CONSTRAINT "need_document_uploaded_by_app_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_language" ADD CONSTRAINT "position_language_position_id_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skill" ADD CONSTRAINT "position_skill_position_id_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skill" ADD CONSTRAINT "position_skill_technology_id_technology_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technology"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_profile" ADD CONSTRAINT "saved_profile_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_profile" ADD CONSTRAINT "saved_profile_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_profile" ADD CONSTRAINT "saved_profile_saved_by_app_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_score_rank_idx" ON "match_score" USING btree ("position_id","score");--> statement-breakpoint
CREATE INDEX "match_score_profile_idx" ON "match_score" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "need_document_need_idx" ON "need_document" USING btree ("need_id");--> statement-breakpoint
CREATE INDEX "position_skill_tech_idx" ON "position_skill" USING btree ("technology_id");--> statement-breakpoint
CREATE INDEX "saved_profile_profile_idx" ON "saved_profile" USING btree ("profile_id");--> statement-breakpoint
ALTER TABLE "need" ADD CONSTRAINT "need_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "need_published_idx" ON "need" USING btree ("status","type","published_at");--> statement-breakpoint
CREATE INDEX "position_published_idx" ON "position" USING btree ("status","published_at");