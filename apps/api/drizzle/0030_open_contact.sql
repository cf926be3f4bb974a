CREATE TABLE "open_contact" (
	"id" serial PRIMARY KEY NOT NULL,
	"open_token_id" integer,
	"kind" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"firstname" varchar(50),
	"lastname" varchar(50),
	"company_name" varchar(120),
	"phone" varchar(30),
	"language" varchar(2) DEFAULT 'it' NOT NULL,
	"profile_id" integer,
	"need_payload" jsonb,
	"caller" varchar(40),
	"origin" varchar(200),
	"utm_source" varchar(100),
	"utm_medium" varchar(100),
	"utm_campaign" varchar(100),
	"registration_token_hash" varchar(64),
	"registration_expires_at" timestamp with time zone,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "open_contact" ADD CONSTRAINT "open_contact_open_token_id_open_access_token_id_fk" FOREIGN KEY ("open_token_id") REFERENCES "public"."open_access_token"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_contact" ADD CONSTRAINT "open_contact_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_contact" ADD CONSTRAINT "open_contact_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_contact" ADD CONSTRAINT "open_contact_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_contact_token_uq" ON "open_contact" USING btree ("registration_token_hash");--> statement-breakpoint
CREATE INDEX "open_contact_email_idx" ON "open_contact" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "open_contact_status_idx" ON "open_contact" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "open_contact_source_idx" ON "open_contact" USING btree ("utm_source","created_at");