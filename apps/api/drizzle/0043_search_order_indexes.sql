DROP INDEX "company_technology_technology_idx";--> statement-breakpoint
CREATE INDEX "profile_rate_idx" ON "profile" USING btree ("daily_rate_min","id");--> statement-breakpoint
CREATE INDEX "company_technology_technology_idx" ON "company_technology" USING btree ("technology_id","company_id","published");