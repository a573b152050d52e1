CREATE TABLE "checkout_follow_ups" (
	"checkout_id" uuid PRIMARY KEY NOT NULL,
	"called_at" timestamp with time zone NOT NULL,
	"called_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_follow_ups" ADD CONSTRAINT "checkout_follow_ups_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;