DROP INDEX "collaboration_feedback_collaboration_uq";--> statement-breakpoint
ALTER TABLE "app_user" ALTER COLUMN "profile_image_name" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "collaboration_feedback" ADD COLUMN "source" varchar(10) DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "collaboration_feedback" ADD COLUMN "review_request_id" integer;--> statement-breakpoint
ALTER TABLE "collaboration_feedback" ADD COLUMN "author_name" varchar(101);--> statement-breakpoint
ALTER TABLE "collaboration_feedback" ADD COLUMN "author_company" varchar(120);--> statement-breakpoint
ALTER TABLE "interview_invitee" ADD COLUMN "language" varchar(2) DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_request" ADD COLUMN "collaboration_id" integer;--> statement-breakpoint
ALTER TABLE "review_request" ADD COLUMN "language" varchar(2) DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "collaboration_feedback" ADD CONSTRAINT "collaboration_feedback_review_request_id_review_request_id_fk" FOREIGN KEY ("review_request_id") REFERENCES "public"."review_request"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_request" ADD CONSTRAINT "review_request_collaboration_id_collaboration_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaboration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collaboration_feedback_client_uq" ON "collaboration_feedback" USING btree ("collaboration_id") WHERE source = 'client';--> statement-breakpoint
CREATE UNIQUE INDEX "collaboration_feedback_request_uq" ON "collaboration_feedback" USING btree ("review_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_user_uq" ON "profile" USING btree ("user_id") WHERE user_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "review_request_collaboration_idx" ON "review_request" USING btree ("collaboration_id");