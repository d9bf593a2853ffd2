CREATE TYPE "public"."pc_build_kind" AS ENUM('draft', 'assembly');--> statement-breakpoint
ALTER TABLE "pc_builds" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pc_builds" ADD COLUMN "kind" "pc_build_kind" DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "pc_builds" ADD CONSTRAINT "pc_builds_draft_owner" CHECK ("pc_builds"."kind" = 'assembly' or "pc_builds"."user_id" is not null);