ALTER TABLE "early_access_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "early_access_subscribers" ADD COLUMN "welcome_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "early_access_subscribers" ADD COLUMN "welcome_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "early_access_subscribers" ADD COLUMN "welcome_last_error" text;--> statement-breakpoint
ALTER TABLE "early_access_subscribers" ADD COLUMN "welcome_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "early_access_subscribers_welcome_due" ON "early_access_subscribers" USING btree ("welcome_requested_at") WHERE "early_access_subscribers"."welcome_requested_at" is not null;--> statement-breakpoint
CREATE INDEX "early_access_subscribers_user" ON "early_access_subscribers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "early_access_subscribers_subscribed" ON "early_access_subscribers" USING btree ("subscribed_at");