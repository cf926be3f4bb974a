DROP INDEX "service_review_idx";--> statement-breakpoint
ALTER TABLE "service" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "service" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "service" DROP COLUMN "review_status";