CREATE TABLE "order_sms_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_sms_queue" ADD CONSTRAINT "order_sms_queue_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_sms_queue_open_idx" ON "order_sms_queue" USING btree ("processed","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_sms_queue_event_unique" ON "order_sms_queue" USING btree ("order_id","event_type");