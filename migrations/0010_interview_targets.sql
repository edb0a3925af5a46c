ALTER TABLE "interview_sessions" ADD COLUMN "application_id" uuid;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "target_label" text;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "target_terms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_sessions_application_idx" ON "interview_sessions" USING btree ("application_id");