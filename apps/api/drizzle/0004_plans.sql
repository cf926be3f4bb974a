CREATE TABLE "credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" varchar(12) NOT NULL,
	"function_state" varchar(40),
	"reference" varchar(120),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "need" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" varchar(2) NOT NULL,
	"title" varchar(160) NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan" (
	"id" integer PRIMARY KEY NOT NULL,
	"audience" varchar(10) NOT NULL,
	"name" varchar(60) NOT NULL,
	"title" varchar(120) NOT NULL,
	"price_year" numeric(10, 2) NOT NULL,
	"credits_year" integer NOT NULL,
	"max_project" integer,
	"max_position" integer,
	"n_max_users" integer,
	"transaction_fee" numeric(5, 2) DEFAULT '0' NOT NULL,
	"functions" jsonb NOT NULL,
	"charge_code" varchar(60),
	"is_old_plan" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position" (
	"id" serial PRIMARY KEY NOT NULL,
	"need_id" integer NOT NULL,
	"title" varchar(160) NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"state" smallint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" date NOT NULL,
	"assume_addon" boolean DEFAULT false NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"provider" varchar(20) DEFAULT 'local' NOT NULL,
	"provider_subscription_id" varchar(120),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "need" ADD CONSTRAINT "need_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position" ADD CONSTRAINT "position_need_id_need_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."need"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_plan_id_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_company_idx" ON "credit_ledger" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "need_company_idx" ON "need" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "position_need_idx" ON "position" USING btree ("need_id");--> statement-breakpoint
CREATE INDEX "subscription_expiry_idx" ON "subscription" USING btree ("state","expires_on");