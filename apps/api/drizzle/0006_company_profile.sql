CREATE TABLE "company_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"filename" varchar(200) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "logo_key" varchar(200);--> statement-breakpoint
ALTER TABLE "company_document" ADD CONSTRAINT "company_document_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_document" ADD CONSTRAINT "company_document_uploaded_by_app_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_document_company_idx" ON "company_document" USING btree ("company_id");