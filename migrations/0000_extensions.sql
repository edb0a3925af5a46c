-- Trigram indexes back every substring search (jobs, forum, news). drizzle-kit does not emit
-- CREATE EXTENSION, so this hand-written migration runs first on both Postgres and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
