CREATE TABLE "email_notification_settings" (
	"setting_key" text PRIMARY KEY NOT NULL,
	"setting_value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_notification_settings_key" CHECK ("email_notification_settings"."setting_key" in ('notifications_enabled', 'customer_notifications_enabled', 'admin_notifications_enabled', 'admin_email'))
);
