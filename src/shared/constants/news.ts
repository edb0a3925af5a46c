// Career news: categories, sorts and their labels, the sections' sizes, and the staff article
// form's limits and messages.

export const NEWS_CATEGORIES = [
  'career-advice',
  'industry-trends',
  'job-search',
  'interview-tips',
  'salary-negotiation',
  'remote-work',
  'entrepreneurship',
  'skills-development',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** The one name of each category: the list's filter chips, the cards' and article's badges, the admin form. */
export const NEWS_FILTER_LABELS: Record<NewsCategory | 'all', string> = {
  all: 'All News',
  'career-advice': 'Career Advice',
  'industry-trends': 'Industry Trends',
  'job-search': 'Job Search',
  'interview-tips': 'Interview Tips',
  'salary-negotiation': 'Salary & Benefits',
  'remote-work': 'Remote Work',
  entrepreneurship: 'Entrepreneurship',
  'skills-development': 'Skills & Learning',
};

/** A draft is seen only by staff, in the admin panel; publishing it sets its publication time. */
export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const NEWS_STATUS_LABELS: Record<NewsStatus, string> = { draft: 'Draft', published: 'Published' };
/** The admin list's status filter. */
export const NEWS_STATUS_FILTERS = ['all', ...NEWS_STATUSES] as const;
export type NewsStatusFilter = (typeof NEWS_STATUS_FILTERS)[number];
export const NEWS_STATUS_FILTER_LABELS: Record<NewsStatusFilter, string> = { all: 'All', draft: 'Drafts', published: 'Published' };

export const NEWS_SORTS = ['newest', 'oldest', 'trending', 'relevant'] as const;
export type NewsSort = (typeof NEWS_SORTS)[number];
export const NEWS_SORT_LABELS: Record<NewsSort, string> = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  trending: 'Most Popular',
  relevant: 'Most Relevant',
};
export const NEWS_TRENDING_CHIPS = ['remote-work', 'interview-tips', 'salary-negotiation'] as const;
export const NEWS_EDITORS_PICK_CATEGORIES = ['career-advice', 'industry-trends', 'interview-tips'] as const;
export const NEWS_BROWSE_CATEGORIES = ['career-advice', 'industry-trends', 'job-search', 'interview-tips', 'remote-work'] as const;

export const NEWS_LIMITS = {
  titleMin: 5,
  titleMax: 200,
  contentMin: 50,
  contentMax: 10000,
  excerptMin: 20,
  excerptMax: 500,
  authorMin: 2,
  authorMax: 100,
  imageUrlMax: 2048,
  editorsPicks: 3,
  mostRead: 5,
  /**
   * The spec reads the news list with no page limit; every list here is bounded, so the list
   * answers at most this many articles (the newest, or oldest, that match). Far more than the
   * layout's sections need, and the stat card says "Total Articles" of what was loaded, as specified.
   */
  listMax: 100,
  /** The admin list: every article, drafts too, newest change first, at most this many that match. */
  adminListMax: 200,
} as const;

export const NEWS_TEXT = {
  titleTooShort: `Title must be at least ${NEWS_LIMITS.titleMin} characters`,
  titleTooLong: 'Title too long',
  categoryRequired: 'Please select a category',
  authorRequired: 'Author name required',
  authorTooLong: 'Author name too long',
  excerptTooShort: `Excerpt must be at least ${NEWS_LIMITS.excerptMin} characters`,
  excerptTooLong: 'Excerpt too long',
  imageUrlTooLong: 'Image URL too long',
  contentTooShort: `Content must be at least ${NEWS_LIMITS.contentMin} characters`,
  contentTooLong: 'Content too long',
} as const;
