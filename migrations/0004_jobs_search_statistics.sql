-- The job search plans each term with the planner's estimate of how many jobs contain it. A
-- substring LIKE is estimated from the column's histogram, and the default 100 entries cannot see
-- terms that match well under 1% of jobs (company names), so the planner picked a bitmap scan and
-- sort where walking jobs_active_posted_idx was far cheaper. 1,000 entries estimate them closely.
ALTER TABLE "jobs" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "jobs_location_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;
