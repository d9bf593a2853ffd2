CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product" text NOT NULL,
	"part_id" integer,
	"build_id" integer,
	"model_id" integer,
	"reference" text,
	"title" text NOT NULL,
	"product_class" text NOT NULL,
	"unit_price" integer NOT NULL,
	"was" integer,
	"amount" integer NOT NULL,
	"total" integer NOT NULL,
	"image" text,
	"components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "order_lines_amount_positive" CHECK ("order_lines"."amount" > 0),
	CONSTRAINT "order_lines_total" CHECK ("order_lines"."total" = "order_lines"."unit_price" * "order_lines"."amount"),
	CONSTRAINT "order_lines_one_product" CHECK (num_nonnulls("order_lines"."part_id", "order_lines"."build_id", "order_lines"."model_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "order_requests" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_requests_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_reservations" (
	"order_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "order_reservations_order_id_part_id_pk" PRIMARY KEY("order_id","part_id"),
	CONSTRAINT "order_reservations_amount_positive" CHECK ("order_reservations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting_for_payment' NOT NULL,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"subtotal" integer NOT NULL,
	"vat" integer NOT NULL,
	"discount" integer NOT NULL,
	"shipping_price" integer NOT NULL,
	"total_price" integer NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"shipping_days" integer NOT NULL,
	"expected_delivery" date NOT NULL,
	"reserved_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('waiting_for_payment', 'confirmed', 'in_progress', 'shipped', 'completed', 'cancelled')),
	CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_price" = "orders"."subtotal" - "orders"."discount" + "orders"."shipping_price"),
	CONSTRAINT "orders_amounts_not_negative" CHECK (least("orders"."subtotal", "orders"."vat", "orders"."discount", "orders"."shipping_price", "orders"."total_price") >= 0),
	CONSTRAINT "orders_coupon_with_code" CHECK (("orders"."coupon_id" is null) = ("orders"."coupon_code" is null))
);
--> statement-breakpoint
-- A use without an order could only have been written before there were orders.
DELETE FROM "coupon_redemptions" WHERE "order_id" IS NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ALTER COLUMN "order_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_build_id_pc_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."pc_builds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_id_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_id_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_reserved_until_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."reserved_until" is not null;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;