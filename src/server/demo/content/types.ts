// Shapes of the hand-written demo content. Dates are offsets from the moment of seeding so the
// demo always looks fresh.
import type { ExperienceLevel } from '#shared/constants.ts';
import type { ForumCategory } from '#shared/constants/forum.ts';
import type { JobWorkType } from '#shared/constants/jobs.ts';
import type { NewsCategory } from '#shared/constants/news.ts';

export interface DemoJob {
  title: string;
  companyName: string;
  location: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  workType: JobWorkType;
  experienceLevel: ExperienceLevel;
  description: string;
  /** At most 55: demo jobs stay inside the 60-day expiry (config.jobs.maxAgeDays), or the first hourly run would close them. */
  postedDaysAgo: number;
}

export interface DemoArticle {
  title: string;
  excerpt: string;
  /** Plain text; paragraphs separated by blank lines. */
  content: string;
  category: NewsCategory;
  author: string;
  /** File name under public/images/news/, or null for an article without a hero image. */
  image: string | null;
  isPremiumOnly: boolean;
  publishedHoursAgo: number;
}

/** Community members who author demo posts and replies; they have no password and cannot sign in. */
export interface DemoMember {
  key: string;
  firstName: string;
  lastName: string;
}

export interface DemoReply {
  /** A DemoMember key, or one of the demo account keys: 'free', 'premium', 'moderator', 'admin'. */
  author: string;
  content: string;
  hoursAfterPost: number;
}

export interface DemoPost {
  author: string;
  title: string;
  content: string;
  category: ForumCategory;
  isPremiumOnly: boolean;
  postedHoursAgo: number;
  replies: DemoReply[];
  /** Authors (same keys) who like the post. */
  likedBy: string[];
}
