CREATE TABLE "page_texts" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "page_texts_slug" CHECK ("page_texts"."slug" IN ('privacy', 'terms', 'about', 'shipping-returns'))
);
--> statement-breakpoint
ALTER TABLE "page_texts" ADD CONSTRAINT "page_texts_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;