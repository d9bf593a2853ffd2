-- Nothing wrote user_id before orders existed: an integer can't name a user (their ids are uuids).
ALTER TABLE "reviews" ALTER COLUMN "user_id" SET DATA TYPE uuid USING NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_order_lines_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
