CREATE TABLE "mfa_recovery_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hit" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" varchar(40) NOT NULL,
	"key" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"key" varchar(400) PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mfa_recovery_code" ADD CONSTRAINT "mfa_recovery_code_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mfa_recovery_code_user_idx" ON "mfa_recovery_code" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limit_hit_key_idx" ON "rate_limit_hit" USING btree ("bucket","key","created_at");--> statement-breakpoint
CREATE INDEX "login_attempt_email_ip_idx" ON "login_attempt" USING btree ("email","ip","created_at");