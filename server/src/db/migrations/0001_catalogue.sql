CREATE TYPE "public"."category_slug" AS ENUM('case', 'cpu', 'motherboard', 'cooler', 'memory', 'gpu', 'storage', 'psu', 'fan', 'lighting', 'optical-drive', 'os', 'monitor', 'accessory');--> statement-breakpoint
CREATE TYPE "public"."model_tier" AS ENUM('entry', 'mainstream', 'performance', 'enthusiast', 'flagship');--> statement-breakpoint
CREATE TYPE "public"."part_status" AS ENUM('public', 'archived');--> statement-breakpoint
CREATE TYPE "public"."resolution" AS ENUM('1080p', '1440p', '4k');--> statement-breakpoint
CREATE TYPE "public"."cms_page_type" AS ENUM('home', 'about_us', 'faq', 'terms_and_conditions', 'privacy', 'delivery', 'returns', 'warranty');--> statement-breakpoint
CREATE TYPE "public"."message_locale" AS ENUM('en-GB', 'fr-FR', 'it', 'es-ES', 'de-DE');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('published', 'hidden');--> statement-breakpoint
CREATE TABLE "categories" (
	"slug" "category_slug" PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_fps" (
	"game_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"resolution" "resolution" NOT NULL,
	"fps" integer NOT NULL,
	CONSTRAINT "game_fps_game_id_model_id_resolution_pk" PRIMARY KEY("game_id","model_id","resolution")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"profile" jsonb NOT NULL,
	"meta" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "model_parts" (
	"model_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "model_parts_model_id_part_id_pk" PRIMARY KEY("model_id","part_id"),
	CONSTRAINT "model_parts_amount_positive" CHECK ("model_parts"."amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tier" "model_tier" NOT NULL,
	"position" integer NOT NULL,
	"discount_percent" integer,
	"copy" jsonb NOT NULL,
	"status" "part_status" DEFAULT 'public' NOT NULL,
	CONSTRAINT "models_slug_unique" UNIQUE("slug"),
	CONSTRAINT "models_discount_range" CHECK ("models"."discount_percent" is null or "models"."discount_percent" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "part_prices" (
	"part_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "part_prices_part_id_currency_pk" PRIMARY KEY("part_id","currency"),
	CONSTRAINT "part_prices_amount_not_negative" CHECK ("part_prices"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"category" "category_slug" NOT NULL,
	"brand" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"specs" jsonb NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"status" "part_status" DEFAULT 'public' NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"delivery_days" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'seed' NOT NULL,
	"source_id" text,
	"attribution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "parts_source_source_id_unique" UNIQUE("source","source_id"),
	CONSTRAINT "parts_stock_not_negative" CHECK ("parts"."stock" >= 0),
	CONSTRAINT "parts_rating_range" CHECK ("parts"."rating" between 0 and 5),
	CONSTRAINT "parts_delivery_days_range" CHECK ("parts"."delivery_days" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cms_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" "cms_page_type" NOT NULL,
	"slug" text NOT NULL,
	"locale" "message_locale" NOT NULL,
	"title" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_pages_slug_locale_unique" UNIQUE("slug","locale"),
	CONSTRAINT "cms_pages_type_locale_unique" UNIQUE("type","locale")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redirects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"status" integer DEFAULT 301 NOT NULL,
	CONSTRAINT "redirects_fromPath_unique" UNIQUE("from_path"),
	CONSTRAINT "redirects_status" CHECK ("redirects"."status" in (301, 302))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off" jsonb,
	"countries" text[] NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"minimum_subtotal" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_upper_case" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_one_kind" CHECK (("coupons"."percent_off" is null) <> ("coupons"."amount_off" is null)),
	CONSTRAINT "coupons_percent_range" CHECK ("coupons"."percent_off" is null or "coupons"."percent_off" between 1 and 100),
	CONSTRAINT "coupons_used_within_limit" CHECK ("coupons"."usage_limit" is null or "coupons"."used_count" <= "coupons"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_id" integer,
	"order_item_id" integer,
	"user_id" integer,
	"rating" integer,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"locale" "message_locale" NOT NULL,
	"status" "review_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_orderItemId_unique" UNIQUE("order_item_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" is null or "reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_title_length" CHECK (char_length("reviews"."title") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "game_fps" ADD CONSTRAINT "game_fps_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_fps" ADD CONSTRAINT "game_fps_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_parts" ADD CONSTRAINT "model_parts_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_parts" ADD CONSTRAINT "model_parts_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_prices" ADD CONSTRAINT "part_prices_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_prices" ADD CONSTRAINT "part_prices_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_category_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_fps_model_idx" ON "game_fps" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "part_prices_currency_amount_idx" ON "part_prices" USING btree ("currency","amount");--> statement-breakpoint
CREATE INDEX "parts_category_status_idx" ON "parts" USING btree ("category","status");--> statement-breakpoint
CREATE INDEX "reviews_model_status_idx" ON "reviews" USING btree ("model_id","status");