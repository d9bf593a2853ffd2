CREATE TABLE "analytics_page_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tag_id" text NOT NULL,
	"country" text NOT NULL,
	"path" text NOT NULL,
	"referrer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_page_views_tag_created_idx" ON "analytics_page_views" USING btree ("tag_id","created_at");--> statement-breakpoint
-- A database seeded before the analytics settings existed gets them here; a fresh one from the seed.
INSERT INTO "site_settings" ("slug", "value")
SELECT 'analytics', '{"tagIds":{"GB":"RS-GB-1001","FR":"RS-FR-1002","IT":"RS-IT-1003","ES":"RS-ES-1004","DE":"RS-DE-1005"}}'::jsonb
WHERE EXISTS (SELECT 1 FROM "site_settings" WHERE "slug" = 'seed')
ON CONFLICT ("slug") DO NOTHING;
