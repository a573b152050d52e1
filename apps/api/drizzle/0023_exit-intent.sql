CREATE TABLE "exit_intent_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"discount" integer NOT NULL,
	"icon" text DEFAULT 'gift' NOT NULL,
	"colour_from" text DEFAULT '#be123c' NOT NULL,
	"colour_to" text DEFAULT '#ea580c' NOT NULL,
	"urgency" text DEFAULT '' NOT NULL,
	"cta" text NOT NULL,
	"offer_type" text DEFAULT 'general' NOT NULL,
	"requires_cart" boolean DEFAULT false NOT NULL,
	"requires_wishlist" boolean DEFAULT false NOT NULL,
	"first_time_only" boolean DEFAULT false NOT NULL,
	"min_cart_value" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exit_intent_offers_discount" CHECK ("exit_intent_offers"."discount" between 1 and 100),
	CONSTRAINT "exit_intent_offers_min_cart" CHECK ("exit_intent_offers"."min_cart_value" is null or "exit_intent_offers"."min_cart_value" >= 0),
	CONSTRAINT "exit_intent_offers_icon" CHECK (icon IN ('gift', 'sparkles', 'tag', 'heart', 'shopping-bag', 'percent', 'zap')),
	CONSTRAINT "exit_intent_offers_type" CHECK (offer_type IN ('cart', 'wishlist', 'welcome', 'general'))
);
--> statement-breakpoint
CREATE TABLE "exit_intent_settings" (
	"id" text PRIMARY KEY DEFAULT 'shop' NOT NULL,
	"enabled" boolean NOT NULL,
	"sensitivity" integer NOT NULL,
	"delay_ms" integer NOT NULL,
	"countdown_duration" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "exit_intent_settings_one" CHECK ("exit_intent_settings"."id" = 'shop'),
	CONSTRAINT "exit_intent_settings_ranges" CHECK ("exit_intent_settings"."sensitivity" >= 0 and "exit_intent_settings"."delay_ms" >= 0 and "exit_intent_settings"."countdown_duration" > 0)
);
--> statement-breakpoint
CREATE TABLE "exit_intent_views" (
	"offer_id" text NOT NULL,
	"visitor" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exit_intent_views_offer_id_visitor_day_pk" PRIMARY KEY("offer_id","visitor","day")
);
--> statement-breakpoint
ALTER TABLE "exit_intent_settings" ADD CONSTRAINT "exit_intent_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exit_intent_offers_position_idx" ON "exit_intent_offers" USING btree ("position");--> statement-breakpoint
CREATE INDEX "exit_intent_views_day_idx" ON "exit_intent_views" USING btree ("day");