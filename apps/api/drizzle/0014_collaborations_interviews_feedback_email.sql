CREATE TABLE "collaboration" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_company_id" integer NOT NULL,
	"supplier_company_id" integer NOT NULL,
	"profile_id" integer,
	"profile_name" varchar(240) NOT NULL,
	"need_id" integer,
	"position_id" integer,
	"quote_id" integer,
	"nomination_id" integer,
	"status" varchar(12) DEFAULT 'requested' NOT NULL,
	"daily_rate" numeric(8, 2),
	"date_start" date,
	"date_end" date,
	"note" text DEFAULT '' NOT NULL,
	"cancel_reason" text,
	"created_by" integer,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collaboration_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"collaboration_id" integer NOT NULL,
	"type" varchar(40) NOT NULL,
	"actor_user_id" integer,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collaboration_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"collaboration_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"client_company_id" integer NOT NULL,
	"supplier_company_id" integer NOT NULL,
	"author_user_id" integer,
	"profile_rating" smallint NOT NULL,
	"supplier_rating" smallint NOT NULL,
	"criteria" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"supplier_reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_preference" (
	"user_id" integer NOT NULL,
	"event_type" varchar(40) NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_preference_user_id_event_type_pk" PRIMARY KEY("user_id","event_type")
);
--> statement-breakpoint
CREATE TABLE "email_setting" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"delivery" varchar(10) DEFAULT 'instant' NOT NULL,
	"notifications_off" boolean DEFAULT false NOT NULL,
	"newsletter_off" boolean DEFAULT false NOT NULL,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"reviewer_user_id" integer,
	"rating" smallint NOT NULL,
	"criteria" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview" (
	"id" serial PRIMARY KEY NOT NULL,
	"collaboration_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'proposed' NOT NULL,
	"location" varchar(300) DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"duration_minutes" smallint DEFAULT 60 NOT NULL,
	"confirmed_starts_at" timestamp with time zone,
	"outcome" varchar(10),
	"proposed_by" integer,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_invitee" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"user_id" integer,
	"email" varchar(254) NOT NULL,
	"name" varchar(101) DEFAULT '' NOT NULL,
	"token_hash" varchar(64),
	"token_expires_at" timestamp with time zone,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"chosen_slot_id" integer,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_slot" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collaboration" ADD CONSTRAINT "collaboration_client_company_id_company_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration" ADD CONSTRAINT "collaboration_supplier_company_id_company_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration" ADD CONSTRAINT "collaboration_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration" ADD CONSTRAINT "collaboration_need_id_need_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."need"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration" ADD CONSTRAINT "collaboration_position_id_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration" ADD CONSTRAINT "collaboration_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration" ADD CONSTRAINT "collaboration_nomination_id_nomination_id_fk" FOREIGN KEY ("nomination_id") REFERENCES "public"."nomination"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration" ADD CONSTRAINT "collaboration_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_event" ADD CONSTRAINT "collaboration_event_collaboration_id_collaboration_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaboration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_event" ADD CONSTRAINT "collaboration_event_actor_user_id_app_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_feedback" ADD CONSTRAINT "collaboration_feedback_collaboration_id_collaboration_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaboration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_feedback" ADD CONSTRAINT "collaboration_feedback_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_feedback" ADD CONSTRAINT "collaboration_feedback_client_company_id_company_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_feedback" ADD CONSTRAINT "collaboration_feedback_supplier_company_id_company_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_feedback" ADD CONSTRAINT "collaboration_feedback_author_user_id_app_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preference" ADD CONSTRAINT "email_preference_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_setting" ADD CONSTRAINT "email_setting_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_review" ADD CONSTRAINT "employee_review_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_review" ADD CONSTRAINT "employee_review_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_review" ADD CONSTRAINT "employee_review_reviewer_user_id_app_user_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_collaboration_id_collaboration_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaboration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_proposed_by_app_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitee" ADD CONSTRAINT "interview_invitee_interview_id_interview_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interview"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitee" ADD CONSTRAINT "interview_invitee_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invitee" ADD CONSTRAINT "interview_invitee_chosen_slot_id_interview_slot_id_fk" FOREIGN KEY ("chosen_slot_id") REFERENCES "public"."interview_slot"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slot" ADD CONSTRAINT "interview_slot_interview_id_interview_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interview"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collaboration_nomination_uq" ON "collaboration" USING btree ("nomination_id");--> statement-breakpoint
CREATE INDEX "collaboration_client_idx" ON "collaboration" USING btree ("client_company_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "collaboration_supplier_idx" ON "collaboration" USING btree ("supplier_company_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "collaboration_profile_idx" ON "collaboration" USING btree ("profile_id","status");--> statement-breakpoint
CREATE INDEX "collaboration_updated_idx" ON "collaboration" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "collaboration_event_collaboration_idx" ON "collaboration_event" USING btree ("collaboration_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "collaboration_feedback_collaboration_uq" ON "collaboration_feedback" USING btree ("collaboration_id");--> statement-breakpoint
CREATE INDEX "collaboration_feedback_profile_idx" ON "collaboration_feedback" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "collaboration_feedback_supplier_idx" ON "collaboration_feedback" USING btree ("supplier_company_id");--> statement-breakpoint
CREATE INDEX "employee_review_profile_idx" ON "employee_review" USING btree ("company_id","profile_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_collaboration_idx" ON "interview" USING btree ("collaboration_id");--> statement-breakpoint
CREATE INDEX "interview_reminder_idx" ON "interview" USING btree ("status","confirmed_starts_at");--> statement-breakpoint
CREATE INDEX "interview_invitee_interview_idx" ON "interview_invitee" USING btree ("interview_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invitee_token_uq" ON "interview_invitee" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "interview_slot_interview_idx" ON "interview_slot" USING btree ("interview_id","starts_at");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "notification_digest_idx" ON "notification" USING btree ("user_id") WHERE emailed_at IS NULL;--> statement-breakpoint
-- Notifications from before e-mail delivery existed are not mailed in a first digest.
UPDATE "notification" SET "emailed_at" = "created_at";
