CREATE TABLE "open_access_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"entry" varchar(40) NOT NULL,
	"version_product" smallint DEFAULT 2 NOT NULL,
	"caller" varchar(40) NOT NULL,
	"origin" varchar(200) DEFAULT '' NOT NULL,
	"utm_source" varchar(100),
	"utm_medium" varchar(100),
	"utm_campaign" varchar(100),
	"have_sidebar" boolean DEFAULT false NOT NULL,
	"inside" boolean DEFAULT false NOT NULL,
	"language" varchar(2) DEFAULT 'it' NOT NULL,
	"company_id" integer,
	"profile_id" integer,
	"mode_operation" varchar(40),
	"entry_type" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "open_access_token" ADD CONSTRAINT "open_access_token_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_access_token" ADD CONSTRAINT "open_access_token_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_access_token_hash_uq" ON "open_access_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "open_access_token_expires_idx" ON "open_access_token" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "open_access_token_source_idx" ON "open_access_token" USING btree ("utm_source","created_at");