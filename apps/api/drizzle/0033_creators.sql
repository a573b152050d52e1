CREATE TABLE "checkout_referrals" (
	"checkout_id" uuid PRIMARY KEY NOT NULL,
	"creator_id" uuid NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"socials" jsonb NOT NULL,
	"niche" text NOT NULL,
	"sample_links" jsonb NOT NULL,
	"pitch" text DEFAULT '' NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_message" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_applications_status" CHECK ("creator_applications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "creator_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid,
	"actor_id" text,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_collabs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"title" text NOT NULL,
	"pieces_sent" text DEFAULT '' NOT NULL,
	"deliverables" text DEFAULT '' NOT NULL,
	"due_on" date,
	"status" text DEFAULT 'planned' NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"basis" integer NOT NULL,
	"commission_percent" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"mpesa_reference" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"paid_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_payouts_amount" CHECK ("creator_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"application_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"code" text NOT NULL,
	"commission_percent" integer NOT NULL,
	"discount_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creators_commission" CHECK ("creators"."commission_percent" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "referral_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "review_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "checkout_referrals" ADD CONSTRAINT "checkout_referrals_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_applications" ADD CONSTRAINT "creator_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_audit" ADD CONSTRAINT "creator_audit_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_audit" ADD CONSTRAINT "creator_audit_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_collabs" ADD CONSTRAINT "creator_collabs_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_commissions" ADD CONSTRAINT "creator_commissions_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_payouts" ADD CONSTRAINT "creator_payouts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_payouts" ADD CONSTRAINT "creator_payouts_paid_by_user_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_application_id_creator_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."creator_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "creator_applications_open_email" ON "creator_applications" USING btree ("email") WHERE "creator_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "creator_applications_open_phone" ON "creator_applications" USING btree ("phone") WHERE "creator_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "creator_audit_creator_idx" ON "creator_audit" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "creator_collabs_creator_idx" ON "creator_collabs" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_commissions_order_unique" ON "creator_commissions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "creator_commissions_creator_idx" ON "creator_commissions" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_payouts_reference_unique" ON "creator_payouts" USING btree ("mpesa_reference");--> statement-breakpoint
CREATE INDEX "creator_payouts_creator_idx" ON "creator_payouts" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "creators_user_unique" ON "creators" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creators_code_unique" ON "creators" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referral_clicks_creator_idx" ON "referral_clicks" USING btree ("creator_id","created_at");