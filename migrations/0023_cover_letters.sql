CREATE TABLE "cover_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"template" text DEFAULT 'modern-professional' NOT NULL,
	"resume_id" uuid,
	"application_id" uuid,
	"job_id" uuid,
	"job_description" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"evidence" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cover_letters_title_length_check" CHECK (char_length("title") between 1 and 200),
	CONSTRAINT "cover_letters_template_check" CHECK ("template" in ('modern-professional', 'executive-classic', 'sales-marketing', 'creative-portfolio', 'academic-research', 'healthcare-professional')),
	CONSTRAINT "cover_letters_job_description_length_check" CHECK (char_length("job_description") <= 20000),
	CONSTRAINT "cover_letters_content_size_check" CHECK (pg_column_size("cover_letters"."content") <= 65536),
	CONSTRAINT "cover_letters_evidence_size_check" CHECK (pg_column_size("cover_letters"."evidence") <= 262144)
);
--> statement-breakpoint
ALTER TABLE "application_events" DROP CONSTRAINT "application_events_action_check";--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_letters" ADD CONSTRAINT "cover_letters_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_letters_user_updated_idx" ON "cover_letters" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cover_letters_application_idx" ON "cover_letters" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "cover_letters_resume_id_idx" ON "cover_letters" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "cover_letters_job_id_idx" ON "cover_letters" USING btree ("job_id");--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_action_check" CHECK ("action" in ('created', 'updated', 'moved', 'interview_added', 'interview_updated', 'interview_removed', 'contact_added', 'contact_updated', 'contact_removed', 'cover_letter_attached', 'cover_letter_detached'));