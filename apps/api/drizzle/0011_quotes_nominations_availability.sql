CREATE TABLE "availability_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"supplier_company_id" integer NOT NULL,
	"client_company_id" integer NOT NULL,
	"position_id" integer,
	"requested_by" integer,
	"message" text DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"available_from" date,
	"answer_note" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nomination" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"status" varchar(12) DEFAULT 'proposed' NOT NULL,
	"daily_rate" numeric(8, 2),
	"discard_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote" (
	"id" serial PRIMARY KEY NOT NULL,
	"need_id" integer NOT NULL,
	"position_id" integer,
	"kind" varchar(2) NOT NULL,
	"supplier_company_id" integer NOT NULL,
	"client_company_id" integer NOT NULL,
	"created_by" integer,
	"status" varchar(12) DEFAULT 'sent' NOT NULL,
	"daily_rate" numeric(8, 2),
	"date_start" date,
	"date_end" date,
	"profile_number" smallint,
	"price" numeric(12, 2),
	"delivery_date" date,
	"note" text DEFAULT '' NOT NULL,
	"document_key" varchar(200),
	"document_name" varchar(200),
	"document_size" integer,
	"discard_reason" text,
	"viewed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_request" ADD CONSTRAINT "availability_request_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_request" ADD CONSTRAINT "availability_request_supplier_company_id_company_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_request" ADD CONSTRAINT "availability_request_client_company_id_company_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_request" ADD CONSTRAINT "availability_request_position_id_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_request" ADD CONSTRAINT "availability_request_requested_by_app_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_request" ADD CONSTRAINT "availability_request_answered_by_app_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination" ADD CONSTRAINT "nomination_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination" ADD CONSTRAINT "nomination_position_id_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination" ADD CONSTRAINT "nomination_profile_id_profile_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nomination" ADD CONSTRAINT "nomination_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_need_id_need_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."need"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_position_id_position_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."position"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_supplier_company_id_company_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_client_company_id_company_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_request_supplier_idx" ON "availability_request" USING btree ("supplier_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "availability_request_client_idx" ON "availability_request" USING btree ("client_company_id","created_at");--> statement-breakpoint
CREATE INDEX "availability_request_profile_idx" ON "availability_request" USING btree ("profile_id","client_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nomination_position_profile_uq" ON "nomination" USING btree ("position_id","profile_id");--> statement-breakpoint
CREATE INDEX "nomination_quote_idx" ON "nomination" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "nomination_profile_idx" ON "nomination" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "quote_position_idx" ON "quote" USING btree ("position_id","status");--> statement-breakpoint
CREATE INDEX "quote_need_idx" ON "quote" USING btree ("need_id","status");--> statement-breakpoint
CREATE INDEX "quote_supplier_idx" ON "quote" USING btree ("supplier_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "quote_client_idx" ON "quote" USING btree ("client_company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "company_name_trgm_idx" ON "company" USING gin (lower("name") gin_trgm_ops);