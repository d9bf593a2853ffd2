DROP INDEX "parts_public_stock_idx";--> statement-breakpoint
DROP INDEX "parts_public_bestselling_idx";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "title_key" text GENERATED ALWAYS AS (lower("parts"."title" collate "C")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "parts_public_bestselling_idx" ON "parts" USING btree ("category","sold" DESC NULLS FIRST,"title_key" collate "C","id","stock") WHERE "parts"."status" = 'public';