CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"source" text NOT NULL,
	"phone" text NOT NULL,
	"customer_name" text,
	"note" text,
	"lines" jsonb NOT NULL,
	"discount_code" text,
	"from_checkout_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"order_id" uuid,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_links_source" CHECK ("payment_links"."source" in ('manual', 'call_back'))
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "payment_link_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_from_checkout_id_checkouts_id_fk" FOREIGN KEY ("from_checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_token_unique" ON "payment_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "payment_links_created_idx" ON "payment_links" USING btree ("created_at");