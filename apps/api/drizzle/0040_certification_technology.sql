ALTER TABLE "profile_certification" ADD COLUMN "technology_id" integer;--> statement-breakpoint
ALTER TABLE "profile_certification" ADD CONSTRAINT "profile_certification_technology_id_technology_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technology"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_certification_technology_idx" ON "profile_certification" USING btree ("technology_id");--> statement-breakpoint
-- Backfill (issue 17 item 3): a certification named like a taxonomy certification (its name or an alias, case and
-- spacing aside) is linked to that entry and takes its name, as the API does on every write.
UPDATE "profile_certification" pc SET "technology_id" = m."id", "name" = m."name"
  FROM (SELECT DISTINCT ON (k."key") k."key", t."id", t."name"
        FROM (SELECT "id", lower("name") AS "key", 0 AS "rank" FROM "technology"
              UNION ALL SELECT "technology_id", lower("alias"), 1 FROM "technology_alias") k
        JOIN "technology" t ON t."id" = k."id"
        WHERE t."category" = 'certification' AND t."enabled" AND t."merged_into_id" IS NULL
        ORDER BY k."key", k."rank", t."id") m
  WHERE pc."technology_id" IS NULL
    AND lower(btrim(regexp_replace(pc."name", '\s+', ' ', 'g'))) = m."key";
