CREATE TABLE "mfa_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text DEFAULT 'totp' NOT NULL,
	"secret_encrypted" text NOT NULL,
	"verified_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mfa_factors_type_check" CHECK ("type" in ('totp'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"subscription_type" text DEFAULT 'free' NOT NULL,
	"subscription_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_subscription_type_check" CHECK ("subscription_type" in ('free', 'premium_monthly', 'premium_annual')),
	CONSTRAINT "profiles_first_name_length_check" CHECK (char_length("profiles"."first_name") <= 100),
	CONSTRAINT "profiles_last_name_length_check" CHECK (char_length("profiles"."last_name") <= 100)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"aal" text DEFAULT 'aal1' NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_aal_check" CHECK ("aal" in ('aal1', 'aal2'))
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_key" UNIQUE("user_id"),
	CONSTRAINT "user_roles_role_check" CHECK ("role" in ('admin', 'moderator'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"user_type" text DEFAULT 'job-seeker' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK ("user_type" in ('job-seeker', 'employer', 'partner', 'provider')),
	CONSTRAINT "users_email_length_check" CHECK (char_length("users"."email") between 3 and 254)
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"job_id" uuid,
	"company_name" text NOT NULL,
	"job_title" text NOT NULL,
	"location" text,
	"salary_min" integer,
	"salary_max" integer,
	"status" text DEFAULT 'applied' NOT NULL,
	"applied_date" date DEFAULT current_date NOT NULL,
	"notes" text,
	"resume_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_status_check" CHECK ("status" in ('applied', 'interviewing', 'offer', 'rejected')),
	CONSTRAINT "job_applications_salary_range_check" CHECK (("salary_min" is null or "salary_min" >= 0) and ("salary_max" is null or "salary_max" >= 0)
      and ("salary_min" is null or "salary_max" is null or "salary_min" <= "salary_max")),
	CONSTRAINT "job_applications_company_length_check" CHECK (char_length("job_applications"."company_name") <= 200),
	CONSTRAINT "job_applications_title_length_check" CHECK (char_length("job_applications"."job_title") <= 200),
	CONSTRAINT "job_applications_notes_length_check" CHECK (char_length("job_applications"."notes") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "job_seeker_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"career_goals" text,
	"skill_level" text,
	"preferred_work_model" text,
	"target_salary_min" integer,
	"target_salary_max" integer,
	"location_preference" text,
	"willing_to_relocate" boolean DEFAULT false NOT NULL,
	"years_experience" integer,
	"industry_preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_seeker_profiles_skill_level_check" CHECK ("job_seeker_profiles"."skill_level" is null or "skill_level" in ('entry', 'mid', 'senior', 'expert')),
	CONSTRAINT "job_seeker_profiles_work_model_check" CHECK ("job_seeker_profiles"."preferred_work_model" is null or "preferred_work_model" in ('remote', 'hybrid', 'on-site', 'flexible')),
	CONSTRAINT "job_seeker_profiles_years_check" CHECK ("job_seeker_profiles"."years_experience" is null or "job_seeker_profiles"."years_experience" between 0 and 80),
	CONSTRAINT "job_seeker_profiles_salary_range_check" CHECK (("target_salary_min" is null or "target_salary_min" >= 0) and ("target_salary_max" is null or "target_salary_max" >= 0)
      and ("target_salary_min" is null or "target_salary_max" is null or "target_salary_min" <= "target_salary_max")),
	CONSTRAINT "job_seeker_profiles_career_goals_length_check" CHECK (char_length("job_seeker_profiles"."career_goals") <= 5000),
	CONSTRAINT "job_seeker_profiles_location_length_check" CHECK (char_length("job_seeker_profiles"."location_preference") <= 200)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"location" text,
	"salary_min" integer,
	"salary_max" integer,
	"work_type" text NOT NULL,
	"experience_level" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"apply_url" text,
	"posted_date" timestamp with time zone DEFAULT now() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || E'\n' || company_name)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_work_type_check" CHECK ("work_type" in ('remote', 'hybrid', 'on-site')),
	CONSTRAINT "jobs_experience_level_check" CHECK ("experience_level" in ('entry', 'mid', 'senior', 'expert')),
	CONSTRAINT "jobs_salary_range_check" CHECK (("salary_min" is null or "salary_min" >= 0) and ("salary_max" is null or "salary_max" >= 0)
      and ("salary_min" is null or "salary_max" is null or "salary_min" <= "salary_max")),
	CONSTRAINT "jobs_title_length_check" CHECK (char_length("jobs"."title") between 1 and 200),
	CONSTRAINT "jobs_company_length_check" CHECK (char_length("jobs"."company_name") between 1 and 200),
	CONSTRAINT "jobs_apply_url_check" CHECK ("jobs"."apply_url" is null or "jobs"."apply_url" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumes_title_length_check" CHECK (char_length("resumes"."title") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_user_job_key" UNIQUE("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "forum_post_likes" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"replies_count" integer DEFAULT 0 NOT NULL,
	"is_premium_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_posts_title_length_check" CHECK (char_length("title") between 5 and 200),
	CONSTRAINT "forum_posts_content_length_check" CHECK (char_length("content") between 20 and 5000),
	CONSTRAINT "forum_posts_category_check" CHECK ("category" in ('interviews', 'resumes', 'job-search', 'career-advice', 'networking', 'industry-insights', 'workplace', 'freelancing', 'general')),
	CONSTRAINT "forum_posts_counts_check" CHECK ("forum_posts"."likes_count" >= 0 and "forum_posts"."replies_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "forum_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_replies_content_check" CHECK (char_length(btrim("forum_replies"."content")) >= 1 and char_length("forum_replies"."content") <= 5000),
	CONSTRAINT "forum_replies_likes_check" CHECK ("forum_replies"."likes_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "news_article_bookmarks" (
	"article_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_article_bookmarks_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "news_article_likes" (
	"article_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_article_likes_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"excerpt" text NOT NULL,
	"category" text NOT NULL,
	"author" text NOT NULL,
	"image_url" text,
	"is_premium_only" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_title_length_check" CHECK (char_length("title") between 5 and 200),
	CONSTRAINT "news_articles_content_length_check" CHECK (char_length("content") between 50 and 10000),
	CONSTRAINT "news_articles_excerpt_length_check" CHECK (char_length("excerpt") between 20 and 500),
	CONSTRAINT "news_articles_author_length_check" CHECK (char_length("author") between 2 and 100),
	CONSTRAINT "news_articles_category_check" CHECK ("category" in ('career-advice', 'industry-trends', 'job-search', 'interview-tips', 'salary-negotiation', 'remote-work', 'entrepreneurship', 'skills-development')),
	CONSTRAINT "news_articles_image_url_length_check" CHECK (char_length("news_articles"."image_url") <= 2048)
);
--> statement-breakpoint
CREATE TABLE "career_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"assessment_type" text NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"score" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_assessments_type_check" CHECK ("assessment_type" in ('career_fit')),
	CONSTRAINT "career_assessments_score_check" CHECK ("career_assessments"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_type" text NOT NULL,
	"questions" jsonb NOT NULL,
	"responses" jsonb NOT NULL,
	"feedback" jsonb,
	"score" integer,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_sessions_type_check" CHECK ("session_type" in ('behavioral', 'technical', 'leadership')),
	CONSTRAINT "interview_sessions_score_check" CHECK ("interview_sessions"."score" is null or "interview_sessions"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"company_organization" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_submissions_name_length_check" CHECK (char_length("full_name") between 2 and 200),
	CONSTRAINT "contact_submissions_email_length_check" CHECK (char_length("email") between 3 and 254),
	CONSTRAINT "contact_submissions_company_length_check" CHECK (char_length("contact_submissions"."company_organization") <= 200),
	CONSTRAINT "contact_submissions_message_length_check" CHECK (char_length("message") between 10 and 5000)
);
--> statement-breakpoint
CREATE TABLE "waitlist_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"interest_area" text DEFAULT 'employer' NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_submissions_name_length_check" CHECK (char_length("name") between 2 and 200),
	CONSTRAINT "waitlist_submissions_email_length_check" CHECK (char_length("email") between 3 and 254),
	CONSTRAINT "waitlist_submissions_company_length_check" CHECK (char_length("waitlist_submissions"."company") <= 200),
	CONSTRAINT "waitlist_submissions_message_length_check" CHECK (char_length("waitlist_submissions"."message") <= 5000),
	CONSTRAINT "waitlist_submissions_interest_area_check" CHECK ("interest_area" in ('employer', 'partner', 'provider'))
);
--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_customer_id_key" UNIQUE("customer_id"),
	CONSTRAINT "billing_customers_provider_check" CHECK ("provider" in ('stripe', 'local'))
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "billing_events_provider_check" CHECK ("provider" in ('stripe', 'local'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"tier" text NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"state_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_check" CHECK ("provider" in ('stripe', 'local')),
	CONSTRAINT "subscriptions_tier_check" CHECK ("tier" in ('premium_monthly', 'premium_annual')),
	CONSTRAINT "subscriptions_status_check" CHECK ("status" in ('incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'canceled', 'incomplete_expired', 'paused'))
);
--> statement-breakpoint
ALTER TABLE "mfa_factors" ADD CONSTRAINT "mfa_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD CONSTRAINT "job_seeker_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_likes" ADD CONSTRAINT "forum_post_likes_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_likes" ADD CONSTRAINT "forum_post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article_bookmarks" ADD CONSTRAINT "news_article_bookmarks_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article_bookmarks" ADD CONSTRAINT "news_article_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article_likes" ADD CONSTRAINT "news_article_likes_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article_likes" ADD CONSTRAINT "news_article_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_assessments" ADD CONSTRAINT "career_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mfa_factors_user_id_idx" ON "mfa_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_roles_assigned_at_idx" ON "user_roles" USING btree ("assigned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "job_applications_user_created_idx" ON "job_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_job_id_idx" ON "job_applications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_active_posted_idx" ON "jobs" USING btree ("posted_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "jobs_search_text_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_location_trgm_idx" ON "jobs" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resumes_user_active_updated_idx" ON "resumes" USING btree ("user_id","is_active","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_jobs_user_created_idx" ON "saved_jobs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_jobs_job_id_idx" ON "saved_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "forum_post_likes_user_id_idx" ON "forum_post_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_posts_created_idx" ON "forum_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_posts_category_created_idx" ON "forum_posts" USING btree ("category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_posts_likes_idx" ON "forum_posts" USING btree ("likes_count" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_posts_replies_idx" ON "forum_posts" USING btree ("replies_count" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_posts_user_id_idx" ON "forum_posts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_posts_search_trgm_idx" ON "forum_posts" USING gin (lower(title || E'\n' || content) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forum_replies_post_created_idx" ON "forum_replies" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_replies_user_id_idx" ON "forum_replies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "news_article_bookmarks_user_id_idx" ON "news_article_bookmarks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "news_article_likes_user_id_idx" ON "news_article_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "news_articles_published_idx" ON "news_articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_articles_category_published_idx" ON "news_articles" USING btree ("category","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_articles_search_trgm_idx" ON "news_articles" USING gin (lower(title || E'\n' || excerpt || E'\n' || content) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "career_assessments_user_type_completed_idx" ON "career_assessments" USING btree ("user_id","assessment_type","completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interview_sessions_user_created_idx" ON "interview_sessions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_submissions_email_created_idx" ON "contact_submissions" USING btree (lower("email"),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "waitlist_submissions_email_created_idx" ON "waitlist_submissions" USING btree (lower("email"),"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "billing_events_unprocessed_idx" ON "billing_events" USING btree ("received_at") WHERE processed_at is null;--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions" USING btree ("user_id");