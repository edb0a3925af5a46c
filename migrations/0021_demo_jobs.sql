ALTER TABLE "jobs" DROP CONSTRAINT "jobs_source_kind_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_source_kind_check" CHECK ("source_kind" in ('staff', 'import', 'greenhouse', 'lever', 'ashby', 'demo'));--> statement-breakpoint
-- Demo jobs seeded before this were staff postings with no poster, all inserted by one statement
-- (one created_at), their apply links on the reserved example.com domain. That batch becomes demo
-- content, with no apply link: a demo job's Apply Now leads to our page saying so.
UPDATE "jobs" SET "source_kind" = 'demo', "apply_url" = NULL
  WHERE "source_kind" = 'staff' AND "posted_by" IS NULL AND "created_at" IN (
    SELECT "created_at" FROM "jobs"
      WHERE "source_kind" = 'staff' AND "posted_by" IS NULL AND "apply_url" ~ '^https://[a-z0-9.-]+\.example\.com/');
