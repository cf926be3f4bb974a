CREATE TABLE "feedback_survey" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"role_label" varchar(40) NOT NULL,
	"language" varchar(2) NOT NULL,
	"recommend" smallint NOT NULL,
	"satisfaction" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"filename" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_document" ADD COLUMN "status" varchar(12) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_document" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "company_document" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_document" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "feedback_survey" ADD CONSTRAINT "feedback_survey_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_survey" ADD CONSTRAINT "feedback_survey_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachment" ADD CONSTRAINT "message_attachment_message_id_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_survey_user_idx" ON "feedback_survey" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "message_attachment_message_idx" ON "message_attachment" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "company_document" ADD CONSTRAINT "company_document_reviewed_by_app_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "company_document" d SET "status" = 'approved', "reviewed_at" = now() FROM "company" c WHERE c."id" = d."company_id" AND c."doc_status" = 2;
