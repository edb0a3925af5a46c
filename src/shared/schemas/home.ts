// The home page's product figures: counted from the database, never typed in (decision 041).
import { z } from 'zod';

export const homeFigures = z.object({
  /** Active jobs on the board. */
  openJobs: z.number().int().min(0),
  /** Accounts on Upward. */
  members: z.number().int().min(0),
  /** News articles with status 'published'; drafts are not counted. */
  publishedArticles: z.number().int().min(0),
});
export type HomeFigures = z.infer<typeof homeFigures>;
