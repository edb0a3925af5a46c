CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"timezone" text,
	"years_of_experience" integer,
	"industry" text,
	"linkedin_url" text DEFAULT '' NOT NULL,
	"website_url" text DEFAULT '' NOT NULL,
	"email_job_alerts" boolean DEFAULT true NOT NULL,
	"email_messages" boolean DEFAULT true NOT NULL,
	"email_updates" boolean DEFAULT false NOT NULL,
	"email_marketing" boolean DEFAULT false NOT NULL,
	"profile_visible" boolean DEFAULT true NOT NULL,
	"show_email" boolean DEFAULT false NOT NULL,
	"show_phone" boolean DEFAULT false NOT NULL,
	"allow_messaging" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_timezone_check" CHECK ("user_settings"."timezone" is null or "timezone" in ('pst', 'mst', 'cst', 'est')),
	CONSTRAINT "user_settings_industry_check" CHECK ("user_settings"."industry" is null or "industry" in ('tech', 'finance', 'healthcare', 'education', 'other')),
	CONSTRAINT "user_settings_years_check" CHECK ("user_settings"."years_of_experience" is null or "user_settings"."years_of_experience" in (0, 1, 3, 5, 10)),
	CONSTRAINT "user_settings_headline_length_check" CHECK (char_length("headline") <= 120),
	CONSTRAINT "user_settings_phone_length_check" CHECK (char_length("phone") <= 30),
	CONSTRAINT "user_settings_location_length_check" CHECK (char_length("location") <= 100),
	CONSTRAINT "user_settings_links_length_check" CHECK (char_length("linkedin_url") <= 300 and char_length("website_url") <= 300)
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;