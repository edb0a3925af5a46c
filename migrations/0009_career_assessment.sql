CREATE TABLE "interest_profiler_drafts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_assessments" DROP CONSTRAINT "career_assessments_type_check";--> statement-breakpoint
ALTER TABLE "interest_profiler_drafts" ADD CONSTRAINT "interest_profiler_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_assessments" ADD CONSTRAINT "career_assessments_type_check" CHECK ("assessment_type" in ('career_fit', 'interest_profiler'));