CREATE TABLE "order_transitions" (
	"from_status" text NOT NULL,
	"from_stage" text,
	"to_status" text NOT NULL,
	"to_stage" text,
	"kind" text,
	CONSTRAINT "order_transitions_unique" UNIQUE NULLS NOT DISTINCT("from_status","from_stage","to_status","to_stage","kind")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "from_stage" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "to_stage" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "build_stage" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_on" date;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_known" CHECK ("order_events"."actor" in ('customer', 'staff', 'system', 'payment'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_build_stage_in_progress" CHECK ("orders"."build_stage" is null or ("orders"."status" = 'in_progress' and "orders"."build_stage" in ('parts_picked', 'assembly', 'burn_in_test', 'quality_check', 'packed')));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_with_tracking" CHECK (("orders"."shipped_at" is null) = ("orders"."tracking_number" is null) and ("orders"."tracking_number" is null) = ("orders"."carrier" is null));--> statement-breakpoint
-- The rows of server/src/services/orders/transitions.ts (a test keeps them equal).
INSERT INTO "order_transitions" ("from_status", "from_stage", "to_status", "to_stage", "kind") VALUES
	('waiting_for_payment', NULL, 'confirmed', NULL, NULL),
	('waiting_for_payment', NULL, 'cancelled', NULL, NULL),
	('confirmed', NULL, 'in_progress', 'parts_picked', 'build'),
	('in_progress', 'parts_picked', 'in_progress', 'assembly', 'build'),
	('in_progress', 'assembly', 'in_progress', 'burn_in_test', 'build'),
	('in_progress', 'burn_in_test', 'in_progress', 'quality_check', 'build'),
	('in_progress', 'quality_check', 'in_progress', 'packed', 'build'),
	('in_progress', 'packed', 'shipped', NULL, 'build'),
	('confirmed', NULL, 'in_progress', NULL, 'product'),
	('in_progress', NULL, 'shipped', NULL, 'product'),
	('shipped', NULL, 'completed', NULL, NULL),
	('confirmed', NULL, 'cancelled', NULL, NULL),
	('in_progress', 'parts_picked', 'cancelled', NULL, 'build'),
	('in_progress', 'assembly', 'cancelled', NULL, 'build'),
	('in_progress', 'burn_in_test', 'cancelled', NULL, 'build'),
	('in_progress', 'quality_check', 'cancelled', NULL, 'build'),
	('in_progress', 'packed', 'cancelled', NULL, 'build'),
	('in_progress', NULL, 'cancelled', NULL, 'product');--> statement-breakpoint
-- Refuses any change of an order's status or build stage that is not one of the transitions above
-- (for its kind: an order with a PC build line goes through the build stages, any other skips
-- them). The code checks first; this holds for whatever else writes to the table.
CREATE FUNCTION "orders_check_transition"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	order_kind text := CASE WHEN EXISTS (
		SELECT 1 FROM "order_lines" WHERE "order_id" = NEW."id" AND "product_class" = 'pc-build'
	) THEN 'build' ELSE 'product' END;
BEGIN
	IF NOT EXISTS (
		SELECT 1 FROM "order_transitions" AS t
		WHERE t."from_status" = OLD."status" AND t."from_stage" IS NOT DISTINCT FROM OLD."build_stage"
			AND t."to_status" = NEW."status" AND t."to_stage" IS NOT DISTINCT FROM NEW."build_stage"
			AND (t."kind" IS NULL OR t."kind" = order_kind)
	) THEN
		RAISE EXCEPTION 'Order % (%) cannot go from % to %', NEW."reference", order_kind,
			concat_ws(' · ', OLD."status", OLD."build_stage"), concat_ws(' · ', NEW."status", NEW."build_stage")
			USING ERRCODE = 'check_violation', CONSTRAINT = 'orders_status_transition';
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_status_transition" BEFORE UPDATE OF "status", "build_stage" ON "orders"
	FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."build_stage" IS DISTINCT FROM NEW."build_stage")
	EXECUTE FUNCTION "orders_check_transition"();
