CREATE TABLE "help_article_feedback" (
	"category" text NOT NULL,
	"slug" text NOT NULL,
	"user_id" uuid NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_article_feedback_category_slug_user_id_pk" PRIMARY KEY("category","slug","user_id"),
	CONSTRAINT "help_article_feedback_category_check" CHECK ("category" in ('getting-started', 'resume-builder', 'job-search', 'account', 'interviews', 'troubleshooting'))
);
--> statement-breakpoint
CREATE TABLE "help_article_readers" (
	"category" text NOT NULL,
	"slug" text NOT NULL,
	"reader" text NOT NULL,
	"day" date DEFAULT current_date NOT NULL,
	CONSTRAINT "help_article_readers_category_slug_reader_day_pk" PRIMARY KEY("category","slug","reader","day")
);
--> statement-breakpoint
CREATE TABLE "help_article_views" (
	"category" text NOT NULL,
	"slug" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_article_views_category_slug_pk" PRIMARY KEY("category","slug"),
	CONSTRAINT "help_article_views_category_check" CHECK ("category" in ('getting-started', 'resume-builder', 'job-search', 'account', 'interviews', 'troubleshooting'))
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "help_article_feedback" ADD CONSTRAINT "help_article_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_article_feedback_user_id_idx" ON "help_article_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "help_article_readers_day_idx" ON "help_article_readers" USING btree ("day");--> statement-breakpoint
CREATE INDEX "help_article_views_views_idx" ON "help_article_views" USING btree ("views" DESC NULLS LAST);