CREATE TABLE "notification_marks" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_marks_kind_subject_pk" PRIMARY KEY("kind","subject"),
	CONSTRAINT "notification_marks_kind_check" CHECK ("kind" in ('reply', 'like_milestone', 'job_alert', 'follow_up', 'subscription'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('reply', 'like_milestone', 'job_alert', 'follow_up', 'subscription')),
	CONSTRAINT "notifications_title_length_check" CHECK (char_length("notifications"."title") between 1 and 200),
	CONSTRAINT "notifications_body_length_check" CHECK (char_length("notifications"."body") <= 1000),
	CONSTRAINT "notifications_link_check" CHECK ("notifications"."link" is null or ("notifications"."link" ~ '^/[^/\\]' and char_length("notifications"."link") <= 2000))
);
--> statement-breakpoint
ALTER TABLE "notification_marks" ADD CONSTRAINT "notification_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_marks_user_id_idx" ON "notification_marks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");