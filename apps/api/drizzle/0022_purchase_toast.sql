CREATE TABLE "fomo_hidden_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"hidden_by" text,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fomo_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean NOT NULL,
	"delay_seconds" integer NOT NULL,
	"interval_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fomo_settings_single" CHECK ("fomo_settings"."id" = 1),
	CONSTRAINT "fomo_settings_delay" CHECK ("fomo_settings"."delay_seconds" between 0 and 600),
	CONSTRAINT "fomo_settings_interval" CHECK ("fomo_settings"."interval_seconds" between 3 and 120)
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "show_in_recent_purchases" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "show_in_recent_purchases" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fomo_hidden_orders" ADD CONSTRAINT "fomo_hidden_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fomo_hidden_orders" ADD CONSTRAINT "fomo_hidden_orders_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST);