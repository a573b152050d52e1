CREATE TABLE "shop_settings" (
	"section" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "shop_settings_section" CHECK ("shop_settings"."section" IN ('support')),
	CONSTRAINT "shop_settings_value_object" CHECK (jsonb_typeof("shop_settings"."value") = 'object')
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;