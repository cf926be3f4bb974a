CREATE TABLE "association" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id_sender" integer NOT NULL,
	"company_id" integer NOT NULL,
	"type_invitation" varchar(20) DEFAULT 'association' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" varchar(40) NOT NULL,
	"actor_user_id" integer,
	"subject_user_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_function" (
	"company_id" integer NOT NULL,
	"state" varchar(40) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_function_company_id_state_pk" PRIMARY KEY("company_id","state")
);
--> statement-breakpoint
CREATE TABLE "page_description" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_page" varchar(60) NOT NULL,
	"path" varchar(120) NOT NULL,
	"language" varchar(2) NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"has_tutorial" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "param_login" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"staff_user_id" integer NOT NULL,
	"target_user_id" integer NOT NULL,
	"return_uuid" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"review_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "complete_profile_skips" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_session" ADD COLUMN "assumed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "auth_session" ADD COLUMN "return_uuid" uuid;--> statement-breakpoint
ALTER TABLE "association" ADD CONSTRAINT "association_company_id_sender_company_id_fk" FOREIGN KEY ("company_id_sender") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association" ADD CONSTRAINT "association_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_app_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_user_id_app_user_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_function" ADD CONSTRAINT "company_function_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "param_login" ADD CONSTRAINT "param_login_staff_user_id_app_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "param_login" ADD CONSTRAINT "param_login_target_user_id_app_user_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "association_pair_uq" ON "association" USING btree ("company_id_sender","company_id","type_invitation");--> statement-breakpoint
CREATE INDEX "association_receiver_idx" ON "association" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "association_sender_idx" ON "association" USING btree ("company_id_sender","status");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "page_description_page_lang_uq" ON "page_description" USING btree ("name_page","language");--> statement-breakpoint
CREATE INDEX "service_review_idx" ON "service" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "service_company_idx" ON "service" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_assumed_by_user_id_app_user_id_fk" FOREIGN KEY ("assumed_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;