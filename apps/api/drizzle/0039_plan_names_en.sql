ALTER TABLE "plan" ADD COLUMN "name_en" varchar(60);--> statement-breakpoint
ALTER TABLE "plan" ADD COLUMN "title_en" varchar(120);--> statement-breakpoint
UPDATE "plan" SET "name_en" = v."name_en"
  FROM (VALUES (5, 'Premium 2023', 'Premium 2023'), (7, 'Fornitore Free', 'Supplier Free'), (8, 'Fornitore Pro', 'Supplier Pro'),
               (6, 'Fornitore 2023', 'Supplier 2023')) AS v("id", "name", "name_en")
  WHERE "plan"."id" = v."id" AND "plan"."name" = v."name";--> statement-breakpoint
UPDATE "plan" SET "title_en" = v."title_en"
  FROM (VALUES (1, 'Gratuito per iniziare', 'Free to get started'), (2, 'Per team che assumono spesso', 'For teams that hire often'),
               (3, 'Per aziende strutturate', 'For structured companies'),
               (4, 'Per gruppi e grandi organizzazioni', 'For groups and large organisations'),
               (5, 'Piano storico', 'Legacy plan'), (7, 'Per farsi conoscere', 'To get known'),
               (8, 'Tutte le opportunità, commissioni ridotte', 'Every opportunity, reduced fees'),
               (6, 'Piano storico', 'Legacy plan'), (13, 'Accordo di partnership', 'Partnership agreement')) AS v("id", "title", "title_en")
  WHERE "plan"."id" = v."id" AND "plan"."title" = v."title";--> statement-breakpoint
UPDATE "plan" SET "name_en" = "name" WHERE "name_en" IS NULL;--> statement-breakpoint
UPDATE "plan" SET "title_en" = "title" WHERE "title_en" IS NULL;--> statement-breakpoint
ALTER TABLE "plan" ALTER COLUMN "name_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plan" ALTER COLUMN "title_en" SET NOT NULL;
