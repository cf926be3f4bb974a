CREATE TABLE "service_favourite" (
	"company_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"saved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_favourite_company_id_service_id_pk" PRIMARY KEY("company_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "service_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"name" varchar(200) NOT NULL,
	"size" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"need_id" integer NOT NULL,
	"client_company_id" integer NOT NULL,
	"created_by" integer,
	"start_date" date,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request_target" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"supplier_company_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'sent' NOT NULL,
	"quote_id" integer,
	"decline_reason" text,
	"viewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collaboration_feedback" ALTER COLUMN "profile_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "collaboration" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "collaboration" ADD COLUMN "price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "rating_avg" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_favourite" ADD CONSTRAINT "service_favourite_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_favourite" ADD CONSTRAINT "service_favourite_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_favourite" ADD CONSTRAINT "service_favourite_saved_by_app_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_file" ADD CONSTRAINT "service_file_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_file" ADD CONSTRAINT "service_file_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request" ADD CONSTRAINT "service_request_need_id_need_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."need"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request" ADD CONSTRAINT "service_request_client_company_id_company_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request" ADD CONSTRAINT "service_request_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_target" ADD CONSTRAINT "service_request_target_request_id_service_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_target" ADD CONSTRAINT "service_request_target_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_target" ADD CONSTRAINT "service_request_target_supplier_company_id_company_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_target" ADD CONSTRAINT "service_request_target_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_favourite_service_idx" ON "service_favourite" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_file_company_idx" ON "service_file" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_request_need_uq" ON "service_request" USING btree ("need_id");--> statement-breakpoint
CREATE INDEX "service_request_client_idx" ON "service_request" USING btree ("client_company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_request_target_uq" ON "service_request_target" USING btree ("request_id","service_id");--> statement-breakpoint
CREATE INDEX "service_request_target_supplier_idx" ON "service_request_target" USING btree ("supplier_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "service_request_target_service_idx" ON "service_request_target" USING btree ("service_id","status");--> statement-breakpoint
CREATE INDEX "service_request_target_quote_idx" ON "service_request_target" USING btree ("quote_id") WHERE quote_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "collaboration" ADD CONSTRAINT "collaboration_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaboration_service_idx" ON "collaboration" USING btree ("service_id") WHERE service_id IS NOT NULL;