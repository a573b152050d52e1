CREATE TABLE "checkout_requests" (
	"owner_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_requests_pkey" PRIMARY KEY("owner_key","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "discount_usage" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "failed_orders" ADD COLUMN "kind" text DEFAULT 'not_recorded' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_requests" ADD CONSTRAINT "checkout_requests_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_requests_checkout_idx" ON "checkout_requests" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "discount_usage_phone_idx" ON "discount_usage" USING btree ("discount_code_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "failed_orders_refused_unique" ON "failed_orders" USING btree ("payment_ref",coalesce("provider_transaction_id", '')) WHERE "failed_orders"."kind" = 'refused';--> statement-breakpoint
ALTER TABLE "failed_orders" ADD CONSTRAINT "failed_orders_kind" CHECK ("failed_orders"."kind" in ('not_recorded', 'refused'));