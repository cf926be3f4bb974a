CREATE INDEX "need_place_idx" ON "need" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "position_place_idx" ON "position" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "profile_locality_places_idx" ON "profile" USING gin ("locality_place_ids");