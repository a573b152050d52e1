CREATE TABLE "discount_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_code_id" uuid NOT NULL,
	"user_id" text,
	"guest_id" text,
	"order_id" uuid NOT NULL,
	"discount_amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_usage_amount" CHECK ("discount_usage"."discount_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"description" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"discount_scope" text DEFAULT 'order' NOT NULL,
	"max_discount_amount" integer,
	"eligible_categories" text[],
	"eligible_product_ids" text[],
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"usage_limit" integer,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"owner_key" text,
	"offer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_code_upper" CHECK ("discounts"."code" = upper("discounts"."code") and length("discounts"."code") between 1 and 40),
	CONSTRAINT "discounts_type" CHECK ("discounts"."type" in ('percentage', 'fixed')),
	CONSTRAINT "discounts_source" CHECK ("discounts"."source" in ('manual', 'generated')),
	CONSTRAINT "discounts_scope" CHECK ("discounts"."discount_scope" in ('order', 'per_item')),
	CONSTRAINT "discounts_value_range" CHECK ("discounts"."value" > 0 and ("discounts"."type" <> 'percentage' or "discounts"."value" <= 100)),
	CONSTRAINT "discounts_max_positive" CHECK ("discounts"."max_discount_amount" is null or "discounts"."max_discount_amount" > 0),
	CONSTRAINT "discounts_min_order" CHECK ("discounts"."min_order_amount" >= 0),
	CONSTRAINT "discounts_usage_limit" CHECK ("discounts"."usage_limit" is null or "discounts"."usage_limit" > 0),
	CONSTRAINT "discounts_window" CHECK ("discounts"."starts_at" is null or "discounts"."ends_at" is null or "discounts"."starts_at" < "discounts"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "discount_usage" ADD CONSTRAINT "discount_usage_discount_code_id_discounts_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_usage" ADD CONSTRAINT "discount_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_usage_discount_idx" ON "discount_usage" USING btree ("discount_code_id");--> statement-breakpoint
CREATE INDEX "discount_usage_user_idx" ON "discount_usage" USING btree ("discount_code_id","user_id");--> statement-breakpoint
CREATE INDEX "discount_usage_guest_idx" ON "discount_usage" USING btree ("discount_code_id","guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_usage_order_unique" ON "discount_usage" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_unique" ON "discounts" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_owner_offer_unique" ON "discounts" USING btree ("owner_key","offer_id") WHERE "discounts"."owner_key" is not null and "discounts"."offer_id" is not null;