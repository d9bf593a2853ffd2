CREATE TABLE "pc_build_components" (
	"build_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "pc_build_components_build_id_part_id_pk" PRIMARY KEY("build_id","part_id"),
	CONSTRAINT "pc_build_components_amount_range" CHECK ("pc_build_components"."amount" between 1 and 16)
);
--> statement-breakpoint
CREATE TABLE "pc_builds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pc_builds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pc_builds_name_length" CHECK (char_length("pc_builds"."name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "pc_build_components" ADD CONSTRAINT "pc_build_components_build_id_pc_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."pc_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pc_build_components" ADD CONSTRAINT "pc_build_components_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pc_builds" ADD CONSTRAINT "pc_builds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pc_build_components_part_id_idx" ON "pc_build_components" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "pc_builds_user_id_idx" ON "pc_builds" USING btree ("user_id","id");