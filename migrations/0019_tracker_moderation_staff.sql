CREATE TABLE "application_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"email" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_contacts_name_length_check" CHECK (char_length(btrim("name")) between 1 and 200),
	CONSTRAINT "application_contacts_role_length_check" CHECK (char_length("role") <= 200),
	CONSTRAINT "application_contacts_email_length_check" CHECK (char_length("email") <= 254),
	CONSTRAINT "application_contacts_notes_length_check" CHECK (char_length("notes") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_events_action_check" CHECK ("action" in ('created', 'updated', 'moved', 'interview_added', 'interview_updated', 'interview_removed', 'contact_added', 'contact_updated', 'contact_removed'))
);
--> statement-breakpoint
CREATE TABLE "application_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"location" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_interviews_title_length_check" CHECK (char_length(btrim("title")) between 1 and 200),
	CONSTRAINT "application_interviews_location_length_check" CHECK (char_length("location") <= 500),
	CONSTRAINT "application_interviews_notes_length_check" CHECK (char_length("notes") <= 2000),
	CONSTRAINT "application_interviews_duration_check" CHECK ("duration_minutes" between 5 and 720)
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"reply_id" uuid,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "forum_reports_reason_check" CHECK ("reason" in ('spam', 'harassment', 'hate', 'misinformation', 'off-topic', 'other')),
	CONSTRAINT "forum_reports_details_length_check" CHECK (char_length("forum_reports"."details") <= 1000),
	CONSTRAINT "forum_reports_resolved_check" CHECK ("forum_reports"."resolved_by" is null or "forum_reports"."resolved_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"moderator_id" uuid,
	"post_id" uuid,
	"reply_id" uuid,
	"report_id" uuid,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_actions_action_check" CHECK ("action" in ('hide', 'restore', 'delete', 'dismiss')),
	CONSTRAINT "moderation_actions_reason_length_check" CHECK (char_length("reason") between 3 and 500)
);
--> statement-breakpoint
ALTER TABLE "forum_posts" DROP CONSTRAINT "forum_posts_title_length_check";--> statement-breakpoint
ALTER TABLE "forum_posts" DROP CONSTRAINT "forum_posts_content_length_check";--> statement-breakpoint
ALTER TABLE "forum_replies" DROP CONSTRAINT "forum_replies_content_check";--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "job_url" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "board_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_submissions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_submissions" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "application_contacts" ADD CONSTRAINT "application_contacts_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_contacts" ADD CONSTRAINT "application_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_interviews" ADD CONSTRAINT "application_interviews_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_interviews" ADD CONSTRAINT "application_interviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reply_id_forum_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_reply_id_forum_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."forum_replies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_report_id_forum_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."forum_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_contacts_application_idx" ON "application_contacts" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_contacts_user_id_idx" ON "application_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "application_events_application_created_idx" ON "application_events" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_events_user_id_idx" ON "application_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "application_interviews_application_idx" ON "application_interviews" USING btree ("application_id","starts_at");--> statement-breakpoint
CREATE INDEX "application_interviews_user_starts_idx" ON "application_interviews" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_open_idx" ON "forum_reports" USING btree ("reporter_id",coalesce("reply_id", "post_id")) WHERE "forum_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "forum_reports_queue_idx" ON "forum_reports" USING btree (("resolved_at" is null),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_reports_post_idx" ON "forum_reports" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "forum_reports_reply_idx" ON "forum_reports" USING btree ("reply_id");--> statement-breakpoint
CREATE INDEX "forum_reports_reporter_idx" ON "forum_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "forum_reports_resolved_by_idx" ON "forum_reports" USING btree ("resolved_by");--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_actions_moderator_idx" ON "moderation_actions" USING btree ("moderator_id");--> statement-breakpoint
CREATE INDEX "moderation_actions_post_idx" ON "moderation_actions" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "moderation_actions_reply_idx" ON "moderation_actions" USING btree ("reply_id");--> statement-breakpoint
CREATE INDEX "moderation_actions_report_idx" ON "moderation_actions" USING btree ("report_id");--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_submissions" ADD CONSTRAINT "waitlist_submissions_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_board_idx" ON "job_applications" USING btree ("user_id","status","board_position");--> statement-breakpoint
CREATE INDEX "news_articles_created_by_idx" ON "news_articles" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "news_articles_updated_by_idx" ON "news_articles" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "contact_submissions_inbox_idx" ON "contact_submissions" USING btree (("handled_at" is null),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_submissions_handled_by_idx" ON "contact_submissions" USING btree ("handled_by");--> statement-breakpoint
CREATE INDEX "waitlist_submissions_inbox_idx" ON "waitlist_submissions" USING btree (("handled_at" is null),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "waitlist_submissions_handled_by_idx" ON "waitlist_submissions" USING btree ("handled_by");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_url_length_check" CHECK (char_length("job_applications"."job_url") <= 2048);--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_title_length_check" CHECK ("forum_posts"."deleted_at" is not null or char_length("title") between 5 and 200);--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_content_length_check" CHECK ("forum_posts"."deleted_at" is not null or char_length("content") between 20 and 5000);--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_content_check" CHECK ("forum_replies"."deleted_at" is not null or (char_length(btrim("forum_replies"."content")) >= 1 and char_length("forum_replies"."content") <= 5000));--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_status_check" CHECK ("status" in ('draft', 'published'));--> statement-breakpoint
-- The board starts in the list's order: newest first within each status.
UPDATE "job_applications" AS a SET "board_position" = r.n
FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id", "status" ORDER BY "created_at" DESC, "id") - 1 AS n FROM "job_applications") AS r
WHERE a."id" = r."id";
