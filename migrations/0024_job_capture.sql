ALTER TABLE "jobs" DROP CONSTRAINT "jobs_source_kind_check";--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "salary_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dedupe_key" text GENERATED ALWAYS AS (regexp_replace(
  regexp_replace(lower(company_name), '\m(inc|llc|ltd|limited|corp|corporation|co|gmbh|plc|sa|ag)\M', '', 'g')
    || chr(31) || lower(title) || chr(31) || lower(coalesce(location, '')),
  '[\s!-/:-@\x5b-\x60{-~]+', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "captured_by" uuid;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "scope" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_captured_by_users_id_fk" FOREIGN KEY ("captured_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_dedupe_key_idx" ON "jobs" USING btree ("dedupe_key","posted_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_canonical_url_idx" ON "jobs" USING btree ("canonical_url") WHERE is_active and canonical_url is not null;--> statement-breakpoint
CREATE INDEX "jobs_captured_by_idx" ON "jobs" USING btree ("captured_by","canonical_url") WHERE captured_by is not null;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_salary_currency_check" CHECK ("salary_currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_currency_check" CHECK ("salary_currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_captured_check" CHECK (("jobs"."source_kind" = 'captured') = ("jobs"."captured_by" is not null));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_source_kind_check" CHECK ("source_kind" in ('staff', 'import', 'greenhouse', 'lever', 'ashby', 'demo', 'captured'));--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_scope_check" CHECK ("scope" in ('full', 'capture'));