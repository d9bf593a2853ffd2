CREATE TABLE "catalogue_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_revision_single_row" CHECK ("catalogue_revision"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_revision" ("id", "value") VALUES (1, 0);--> statement-breakpoint
-- One more on every statement that writes a part's facts (those the rules and facets read: its
-- category, brand, title, specs and prices), in the writer's transaction: readers see the new
-- facts and the new count together. Stock, status and sales change with every order: they are
-- read on every request and don't count.
CREATE FUNCTION "parts_count_facts_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalogue_revision" SET "value" = "value" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "parts_facts_revision" AFTER INSERT OR DELETE OR UPDATE OF "category", "brand", "title", "specs" OR TRUNCATE ON "parts"
	FOR EACH STATEMENT EXECUTE FUNCTION "parts_count_facts_revision"();
--> statement-breakpoint
CREATE TRIGGER "part_prices_facts_revision" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "part_prices"
	FOR EACH STATEMENT EXECUTE FUNCTION "parts_count_facts_revision"();
