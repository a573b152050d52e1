CREATE TABLE "product_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"old_price" integer,
	"new_price" integer,
	"size" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_changes_kind" CHECK ("product_changes"."kind" IN ('price_drop', 'back_in_stock'))
);
--> statement-breakpoint
CREATE TABLE "wishlist_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"change_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"mail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "wishlist_alerts_status" CHECK ("wishlist_alerts"."status" IN ('pending', 'sent', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "wishlist_mail_state" (
	"user_id" text PRIMARY KEY NOT NULL,
	"alerts_sent_at" timestamp with time zone,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wishlist_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"lines" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_mails_kind" CHECK ("wishlist_mails"."kind" IN ('wishlist_alert', 'wishlist_reminder'))
);
--> statement-breakpoint
ALTER TABLE "drop_notices" DROP CONSTRAINT "drop_notices_audience";--> statement-breakpoint
ALTER TABLE "product_changes" ADD CONSTRAINT "product_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_alerts" ADD CONSTRAINT "wishlist_alerts_change_id_product_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."product_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_alerts" ADD CONSTRAINT "wishlist_alerts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_alerts" ADD CONSTRAINT "wishlist_alerts_mail_id_wishlist_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."wishlist_mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_mail_state" ADD CONSTRAINT "wishlist_mail_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_mails" ADD CONSTRAINT "wishlist_mails_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_changes_product_idx" ON "product_changes" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_alerts_user_change_unique" ON "wishlist_alerts" USING btree ("user_id","change_id");--> statement-breakpoint
CREATE INDEX "wishlist_alerts_pending_idx" ON "wishlist_alerts" USING btree ("user_id","created_at") WHERE "wishlist_alerts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "wishlist_mails_unsent_idx" ON "wishlist_mails" USING btree ("created_at") WHERE "wishlist_mails"."mailed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "drop_notices" ADD CONSTRAINT "drop_notices_audience" CHECK ("drop_notices"."audience" IN ('vip', 'premium', 'member', 'public'));