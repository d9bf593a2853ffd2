CREATE TABLE "contact_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"order_number" text,
	"phone" text,
	"message" text NOT NULL,
	"country" text NOT NULL,
	"locale" "message_locale" NOT NULL,
	"privacy_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_tickets_reference_unique" UNIQUE("reference"),
	CONSTRAINT "contact_tickets_reference" CHECK ("contact_tickets"."reference" ~ '^RS-[0-9A-Z]{8}$')
);
--> statement-breakpoint
ALTER TABLE "contact_tickets" ADD CONSTRAINT "contact_tickets_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_tickets_email_idx" ON "contact_tickets" USING btree ("email");