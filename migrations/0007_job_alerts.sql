CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"q" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"work_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_salary" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_q_length_check" CHECK (char_length("job_alerts"."q") <= 100),
	CONSTRAINT "job_alerts_location_length_check" CHECK (char_length("job_alerts"."location") <= 100),
	CONSTRAINT "job_alerts_work_types_check" CHECK ("work_types" <@ array['remote', 'hybrid', 'on-site']::text[]),
	CONSTRAINT "job_alerts_experience_levels_check" CHECK ("experience_levels" <@ array['entry', 'mid', 'senior', 'expert']::text[]),
	CONSTRAINT "job_alerts_min_salary_check" CHECK ("job_alerts"."min_salary" is null or "job_alerts"."min_salary" between 0 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_user_id_idx" ON "job_alerts" USING btree ("user_id","created_at");