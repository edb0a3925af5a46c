// The home page's figures: open jobs, members and published articles, in one statement.
//
// The home page is the most visited page and is public, so one count serves every visitor for
// HOME_FIGURES_CACHE_MS (per database, so two test apps never share it). Each count reads an
// index: jobs_active_posted_idx (partial on is_active) and news' status; users is counted whole.
import { sql } from 'drizzle-orm';
import { HOME_FIGURES_CACHE_MS } from '#shared/constants/home.ts';
import type { HomeFigures } from '#shared/schemas/home.ts';
import { selectRows, type Db } from '../../db/client.ts';
import type { PublicContext } from '../../trpc/context.ts';

/** The uncached count: what the cache serves. */
export async function countHomeFigures(db: Db): Promise<HomeFigures> {
  const [row] = await selectRows<{ open_jobs: number; members: number; published_articles: number }>(
    db,
    sql`select
      (select count(*) from jobs where is_active)::int as open_jobs,
      (select count(*) from users)::int as members,
      (select count(*) from news_articles where status = 'published')::int as published_articles`,
  );
  return { openJobs: Number(row!.open_jobs), members: Number(row!.members), publishedArticles: Number(row!.published_articles) };
}

interface Cached {
  at: number;
  value: Promise<HomeFigures>;
}
const cache = new WeakMap<Db, Cached>();

/** The figures, counted at most once per HOME_FIGURES_CACHE_MS; concurrent first visitors share one count. */
export function homeFigures(ctx: PublicContext, now = Date.now()): Promise<HomeFigures> {
  const hit = cache.get(ctx.db);
  if (hit && now - hit.at < HOME_FIGURES_CACHE_MS) return hit.value;
  const value = countHomeFigures(ctx.db);
  cache.set(ctx.db, { at: now, value });
  // A failed count is not kept: the next visitor tries again.
  value.catch(() => cache.delete(ctx.db));
  return value;
}
