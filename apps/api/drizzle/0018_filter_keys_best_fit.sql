DROP INDEX "profile_technology_ids_idx";--> statement-breakpoint
DROP INDEX "profile_language_keys_idx";--> statement-breakpoint
DROP INDEX "nomination_position_profile_uq";--> statement-breakpoint
ALTER TABLE "match_score" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "match_score" ms SET "company_id" = p."company_id" FROM "profile" p WHERE p."id" = ms."profile_id";--> statement-breakpoint
ALTER TABLE "match_score" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "match_score" ADD CONSTRAINT "match_score_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_score_company_idx" ON "match_score" USING btree ("company_id","position_id","score");--> statement-breakpoint
CREATE INDEX "profile_filter_keys_idx" ON "profile" USING gin ("technology_ids","language_keys");--> statement-breakpoint
CREATE UNIQUE INDEX "nomination_position_profile_uq" ON "nomination" USING btree ("position_id","profile_id") WHERE status <> 'withdrawn';