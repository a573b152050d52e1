CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tx_ref" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" text,
	"guest_id" text,
	"payment_method" text NOT NULL,
	"phone" text,
	"customer_name" text,
	"customer_email" text,
	"lines" jsonb NOT NULL,
	"held" jsonb NOT NULL,
	"hold_state" text DEFAULT 'held' NOT NULL,
	"subtotal" integer NOT NULL,
	"discount_id" uuid,
	"discount_code" text,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"delivery_option" text NOT NULL,
	"delivery_fee" integer NOT NULL,
	"total" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" uuid,
	"failure_reason" text,
	"last_checked_at" timestamp with time zone,
	"check_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_status" CHECK ("checkouts"."status" in ('pending', 'paid', 'failed', 'cancelled', 'expired')),
	CONSTRAINT "checkouts_hold_state" CHECK ("checkouts"."hold_state" in ('held', 'released', 'sold')),
	CONSTRAINT "checkouts_amounts" CHECK ("checkouts"."subtotal" >= 0 and "checkouts"."discount_amount" >= 0 and "checkouts"."delivery_fee" >= 0 and "checkouts"."total" > 0),
	CONSTRAINT "checkouts_owner" CHECK ("checkouts"."user_id" is not null or "checkouts"."guest_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "failed_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_ref" text NOT NULL,
	"provider_transaction_id" text,
	"checkout_id" uuid,
	"phone" text,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'KES' NOT NULL,
	"items" jsonb NOT NULL,
	"method" text,
	"error" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"bundle_id" uuid,
	"name" text NOT NULL,
	"image" text,
	"size" text,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"components" jsonb,
	CONSTRAINT "order_items_quantity" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_price" CHECK ("order_items"."price" >= 0),
	CONSTRAINT "order_items_kind" CHECK (("order_items"."product_id" is null) <> ("order_items"."bundle_id" is null))
);
--> statement-breakpoint
CREATE TABLE "order_notification_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"admin_email" text,
	"processed" boolean DEFAULT false NOT NULL,
	"processed_at" timestamp with time zone,
	"auto_process" boolean DEFAULT true NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"phone_number" text,
	"total_amount" integer NOT NULL,
	"currency" text DEFAULT 'KES' NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"payment_ref" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"payment_method" text NOT NULL,
	"amount_paid" integer NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"guest_id" text,
	"checkout_id" uuid NOT NULL,
	"fulfillment_status" text DEFAULT 'awaiting_details' NOT NULL,
	"delivery_info" jsonb,
	"user_name" text,
	"user_email" text,
	"subtotal" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"discount_code" text,
	"delivery_option" text NOT NULL,
	"delivery_fee" integer NOT NULL,
	"refund_status" text,
	"refund_reason" text,
	"overpaid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending', 'paid', 'fulfilled', 'cancelled')),
	CONSTRAINT "orders_fulfillment_status" CHECK ("orders"."fulfillment_status" in ('awaiting_details', 'ready_for_delivery', 'shipped', 'delivered')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."total_amount" > 0 and "orders"."amount_paid" >= 0 and "orders"."subtotal" >= 0),
	CONSTRAINT "orders_refund_status" CHECK ("orders"."refund_status" is null or "orders"."refund_status" in ('owed', 'refunded')),
	CONSTRAINT "orders_guest_owner" CHECK (not "orders"."is_guest" or "orders"."guest_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"order_id" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx_ref" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_type" text NOT NULL,
	"phone" text,
	"status" text NOT NULL,
	"settles_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_status" CHECK ("sandbox_payments"."status" in ('successful', 'failed', 'cancelled', 'pending'))
);
--> statement-breakpoint
DROP INDEX "discount_usage_order_unique";--> statement-breakpoint
ALTER TABLE "discount_usage" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_usage" ADD COLUMN "checkout_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "failed_orders" ADD CONSTRAINT "failed_orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_bundle_id_product_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."product_bundles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notification_queue" ADD CONSTRAINT "order_notification_queue_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_tx_ref_unique" ON "checkouts" USING btree ("tx_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_order_unique" ON "checkouts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "checkouts_open_idx" ON "checkouts" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "checkouts_hold_idx" ON "checkouts" USING btree ("hold_state","expires_at");--> statement-breakpoint
CREATE INDEX "failed_orders_open_idx" ON "failed_orders" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE INDEX "failed_orders_ref_idx" ON "failed_orders" USING btree ("payment_ref");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_notification_queue_open_idx" ON "order_notification_queue" USING btree ("processed","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_notification_queue_event_unique" ON "order_notification_queue" USING btree ("order_id","event_type");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_ref_unique" ON "orders" USING btree ("payment_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_transaction_unique" ON "orders" USING btree ("provider_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_unique" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_guest_idx" ON "orders" USING btree ("guest_id","phone_number");--> statement-breakpoint
CREATE INDEX "orders_fulfillment_idx" ON "orders" USING btree ("fulfillment_status");--> statement-breakpoint
CREATE INDEX "user_notifications_user_idx" ON "user_notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_payments_tx_ref_idx" ON "sandbox_payments" USING btree ("tx_ref","created_at");--> statement-breakpoint
ALTER TABLE "discount_usage" ADD CONSTRAINT "discount_usage_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_usage" ADD CONSTRAINT "discount_usage_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_usage_checkout_unique" ON "discount_usage" USING btree ("checkout_id");