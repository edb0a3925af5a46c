CREATE TABLE "profile_photos" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_photos_hash_check" CHECK ("profile_photos"."hash" ~ '^[0-9a-f]{16}$'),
	CONSTRAINT "profile_photos_size_check" CHECK ("profile_photos"."size_bytes" = octet_length("profile_photos"."content") and "profile_photos"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "profile_photos" ADD CONSTRAINT "profile_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;