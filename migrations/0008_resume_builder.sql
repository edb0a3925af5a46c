ALTER TABLE "resumes" ADD COLUMN "template" text DEFAULT 'modern-professional' NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "source_resume_id" uuid;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "source_file_id" uuid;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "tailored_job_id" uuid;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "tailored_application_id" uuid;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_source_resume_id_resumes_id_fk" FOREIGN KEY ("source_resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_source_file_id_resume_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."resume_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_tailored_job_id_jobs_id_fk" FOREIGN KEY ("tailored_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_tailored_application_id_job_applications_id_fk" FOREIGN KEY ("tailored_application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Before: every resume was created active. The newest stays active, and an onboarding resume names its file.
UPDATE "resumes" r SET "is_active" = false
  WHERE r."is_active" AND EXISTS (
    SELECT 1 FROM "resumes" n WHERE n."user_id" = r."user_id" AND n."is_active"
      AND (n."updated_at", n."id") > (r."updated_at", r."id"));--> statement-breakpoint
UPDATE "resumes" r SET "source_file_id" = f."id" FROM "resume_files" f
  WHERE f."user_id" = r."user_id" AND f."id"::text = r."content"->>'fileId';--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_one_active_per_user_idx" ON "resumes" USING btree ("user_id") WHERE "resumes"."is_active";--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_template_check" CHECK ("template" in ('modern-professional', 'executive-classic', 'sales-marketing', 'creative-portfolio', 'academic-research', 'healthcare-professional'));--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_content_size_check" CHECK (pg_column_size("resumes"."content") <= 262144);