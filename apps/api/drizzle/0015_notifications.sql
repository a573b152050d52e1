CREATE TABLE "user_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"wishlist_reminders" boolean DEFAULT true NOT NULL,
	"price_drops" boolean DEFAULT true NOT NULL,
	"back_in_stock" boolean DEFAULT true NOT NULL,
	"new_arrivals" boolean DEFAULT true NOT NULL,
	"order_updates" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_notifications" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_notifications_seq_unique" ON "user_notifications" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "user_notifications_user_seq_idx" ON "user_notifications" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "user_notifications_unread_idx" ON "user_notifications" USING btree ("user_id") WHERE "user_notifications"."is_read" = false;