CREATE TABLE "drop_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"drop_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"audience" text NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drop_notices_audience" CHECK ("drop_notices"."audience" IN ('vip', 'premium', 'member'))
);
--> statement-breakpoint
CREATE TABLE "drop_products" (
	"drop_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	CONSTRAINT "drop_products_drop_id_product_id_pk" PRIMARY KEY("drop_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "drops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"public_access_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drop_notices" ADD CONSTRAINT "drop_notices_drop_id_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_notices" ADD CONSTRAINT "drop_notices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_products" ADD CONSTRAINT "drop_products_drop_id_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_products" ADD CONSTRAINT "drop_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drop_notices_drop_recipient_unique" ON "drop_notices" USING btree ("drop_id","recipient");--> statement-breakpoint
CREATE INDEX "drop_notices_unsent_idx" ON "drop_notices" USING btree ("created_at") WHERE "drop_notices"."mailed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "drop_products_product_unique" ON "drop_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drops_slug_unique" ON "drops" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "drops_public_access_start_idx" ON "drops" USING btree ("public_access_start");