CREATE TABLE "company_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"source" varchar(20) NOT NULL,
	"review_request_id" integer,
	"rating" smallint NOT NULL,
	"criteria" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"author_name" varchar(101) NOT NULL,
	"author_company" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"requested_by_user_id" integer,
	"firstname" varchar(50) NOT NULL,
	"lastname" varchar(50) NOT NULL,
	"email" varchar(50) NOT NULL,
	"company_name" varchar(50) NOT NULL,
	"description" varchar(700) DEFAULT '' NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_feedback" ADD CONSTRAINT "company_feedback_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_feedback" ADD CONSTRAINT "company_feedback_review_request_id_review_request_id_fk" FOREIGN KEY ("review_request_id") REFERENCES "public"."review_request"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_request" ADD CONSTRAINT "review_request_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_request" ADD CONSTRAINT "review_request_requested_by_user_id_app_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_feedback_company_idx" ON "company_feedback" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_feedback_request_uq" ON "company_feedback" USING btree ("review_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_request_token_uq" ON "review_request" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "review_request_company_idx" ON "review_request" USING btree ("company_id","created_at");