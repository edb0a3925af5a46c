CREATE TABLE "inbound_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"local_part" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "inbound_addresses_local_part_unique" UNIQUE("local_part")
);
--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"via" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sender" text NOT NULL,
	"subject" text NOT NULL,
	"outcome" text NOT NULL,
	"rule_id" text,
	"rule_label" text,
	"quote" text,
	"reason" text,
	"company" text,
	"role" text,
	"posting_id" text,
	"interview" jsonb,
	"confidence" text NOT NULL,
	"application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_messages_via_check" CHECK ("via" in ('smtp', 'upload')),
	CONSTRAINT "inbound_messages_outcome_check" CHECK ("outcome" in ('received', 'interview', 'assessment', 'rejection', 'offer', 'unknown')),
	CONSTRAINT "inbound_messages_confidence_check" CHECK ("confidence" in ('high', 'low')),
	CONSTRAINT "inbound_messages_subject_length_check" CHECK (char_length("subject") <= 300),
	CONSTRAINT "inbound_messages_quote_length_check" CHECK (char_length("quote") <= 300)
);
--> statement-breakpoint
ALTER TABLE "application_events" DROP CONSTRAINT "application_events_action_check";--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "inbound_auto_apply" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbound_addresses" ADD CONSTRAINT "inbound_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD CONSTRAINT "inbound_messages_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_addresses_one_current_idx" ON "inbound_addresses" USING btree ("user_id") WHERE "inbound_addresses"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "inbound_messages_user_created_idx" ON "inbound_messages" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbound_messages_created_idx" ON "inbound_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inbound_messages_application_idx" ON "inbound_messages" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_action_check" CHECK ("action" in ('created', 'updated', 'moved', 'interview_added', 'interview_updated', 'interview_removed', 'contact_added', 'contact_updated', 'contact_removed', 'cover_letter_attached', 'cover_letter_detached', 'email_update', 'email_update_undone'));