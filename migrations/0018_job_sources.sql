CREATE TABLE "job_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"actor_id" uuid,
	"source_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_events_action_check" CHECK ("action" in ('created', 'updated', 'closed', 'reopened'))
);
--> statement-breakpoint
CREATE TABLE "job_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"board" text NOT NULL,
	"company_name" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"sync_interval_minutes" integer DEFAULT 60 NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_counts" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_sources_kind_check" CHECK ("kind" in ('import', 'greenhouse', 'lever', 'ashby')),
	CONSTRAINT "job_sources_board_length_check" CHECK (char_length("job_sources"."board") between 1 and 200),
	CONSTRAINT "job_sources_company_length_check" CHECK (char_length("job_sources"."company_name") between 1 and 200),
	CONSTRAINT "job_sources_interval_check" CHECK ("job_sources"."sync_interval_minutes" between 15 and 10080),
	CONSTRAINT "job_sources_last_error_length_check" CHECK (char_length("job_sources"."last_error") <= 2000)
);
--> statement-breakpoint
DROP INDEX "jobs_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "jobs_location_trgm_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "source_kind" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "posted_by" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_source_id_job_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."job_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sources" ADD CONSTRAINT "job_sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_events_job_created_idx" ON "job_events" USING btree ("job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_events_actor_idx" ON "job_events" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_sources_kind_board_idx" ON "job_sources" USING btree ("kind",lower("board"));--> statement-breakpoint
CREATE INDEX "job_sources_due_idx" ON "job_sources" USING btree ("next_sync_at") WHERE is_enabled and kind <> 'import';--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_source_id_job_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."job_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_source_external_id_idx" ON "jobs" USING btree ("source_id","external_id") WHERE source_id is not null;--> statement-breakpoint
CREATE INDEX "jobs_updated_idx" ON "jobs" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_search_text_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops) WHERE is_active;--> statement-breakpoint
CREATE INDEX "jobs_location_trgm_idx" ON "jobs" USING gin (lower("location") gin_trgm_ops) WHERE is_active;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_description_length_check" CHECK (char_length("jobs"."description") <= 20000);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_source_kind_check" CHECK ("source_kind" in ('staff', 'import', 'greenhouse', 'lever', 'ashby'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_close_reason_check" CHECK ("jobs"."close_reason" is null or "close_reason" in ('staff', 'source', 'expired'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_external_id_length_check" CHECK (char_length("jobs"."external_id") between 1 and 200);--> statement-breakpoint
UPDATE "jobs" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "jobs" SET "closed_at" = "created_at", "close_reason" = 'staff' WHERE NOT "is_active";
