CREATE TABLE "highlight_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"highlight_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "highlight_items_kind" CHECK ("highlight_items"."kind" IN ('product', 'bundle', 'video'))
);
--> statement-breakpoint
CREATE TABLE "highlights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"cover_image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "highlights_window" CHECK ("highlights"."starts_at" IS NULL OR "highlights"."ends_at" IS NULL OR "highlights"."ends_at" > "highlights"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "highlight_items" ADD CONSTRAINT "highlight_items_highlight_id_highlights_id_fk" FOREIGN KEY ("highlight_id") REFERENCES "public"."highlights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "highlight_items_highlight_ref_unique" ON "highlight_items" USING btree ("highlight_id","kind","ref_id");--> statement-breakpoint
CREATE INDEX "highlight_items_highlight_position_idx" ON "highlight_items" USING btree ("highlight_id","position");--> statement-breakpoint
CREATE INDEX "highlights_active_position_idx" ON "highlights" USING btree ("active","position");