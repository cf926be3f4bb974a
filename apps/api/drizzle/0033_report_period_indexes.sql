CREATE INDEX "app_user_created_idx" ON "app_user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "company_created_idx" ON "company" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "collaboration_created_idx" ON "collaboration" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "company_sector_sector_idx" ON "company_sector" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "need_published_at_idx" ON "need" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_created_idx" ON "credit_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invoice_created_idx" ON "invoice" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "availability_request_created_idx" ON "availability_request" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_created_idx" ON "quote" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_accepted_idx" ON "quote" USING btree ("decided_at") WHERE status = 'accepted';