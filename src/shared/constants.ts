// What crosses areas, in one home: the product's name, its plans, prices and plan limits, who its
// users are, the career vocabulary that jobs and job-seeker profiles share, and what every input,
// search box and batched request obeys. Everything that belongs to one area (its enumerations,
// labels, limits, texts) lives in that area's constants/<area>.ts. Screens, services, database
// CHECK constraints and tests all import from these.

export const APP_NAME = 'Upward';
/** The action that starts a cover letter, on the tracker, an application and a job: one wording, kept where every screen already loads it. */
export const WRITE_COVER_LETTER = 'Write cover letter';

// ---- Plans and limits ---------------------------------------------------------------------------

export const SUBSCRIPTION_TIERS = ['free', 'premium_monthly', 'premium_annual'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const PLANS = {
  free: { name: 'Basic', priceUsd: 0, interval: 'month' },
  premium_monthly: { name: 'Premium Monthly', priceUsd: 14.99, interval: 'month' },
  premium_annual: {
    name: 'Premium Annual',
    priceUsd: 119,
    interval: 'year',
    originalPriceUsd: 179.88,
    savingsLabel: 'Save 34%',
    badge: 'Best Value',
  },
} as const;

/** What the free plan allows; premium lifts each, to PREMIUM_LIMITS or without a limit. */
export const FREE_LIMITS = {
  visibleJobResults: 5,
  savedJobs: 5,
  trackedApplications: 5,
  assessmentSuggestions: 2,
  jobAlerts: 1,
  resumes: 3,
  coverLetters: 5,
} as const;

/** Where premium has a limit of its own. */
export const PREMIUM_LIMITS = {
  jobAlerts: 10,
  /** Bounds storage; far above what anyone tailoring for each application keeps. */
  resumes: 100,
  /** A letter for each application, with room to spare. */
  coverLetters: 300,
} as const;

// ---- Users --------------------------------------------------------------------------------------

export const USER_TYPES = ['job-seeker', 'employer', 'partner', 'provider'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE_LABELS: Record<UserType, string> = {
  'job-seeker': 'Job Seeker',
  employer: 'Employer',
  partner: 'Partner',
  provider: 'Career Provider',
};

export const STAFF_ROLES = ['admin', 'moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** A user with no user_roles row, or whose lookup failed, is a plain "user". */
export type Role = StaffRole | 'user';

// ---- Career vocabulary (jobs and job-seeker profiles) -------------------------------------------

export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  entry: 'Entry Level (0-2 years)',
  mid: 'Mid Level (3-5 years)',
  senior: 'Senior Level (6-10 years)',
  expert: 'Expert Level (10+ years)',
};

export const WORK_MODELS = ['remote', 'hybrid', 'on-site', 'flexible'] as const;
export type WorkModel = (typeof WORK_MODELS)[number];
export const WORK_MODEL_LABELS: Record<WorkModel, string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  'on-site': 'On-site',
  flexible: 'Flexible',
};

export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Marketing',
  'Sales',
  'Design',
  'Engineering',
  'Operations',
  'Consulting',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

// ---- Inputs -------------------------------------------------------------------------------------

export const SEARCH_LIMITS = { termMax: 100 } as const;

export const SEARCH_TEXT = {
  termTooLong: `Search terms must be at most ${SEARCH_LIMITS.termMax} characters`,
} as const;

/**
 * Postgres refuses a NUL character in text and dates outside its calendar with an error, so every
 * input is held to what it stores: no NUL anywhere, years 1 to 9999 (four digits, as dates are
 * written and as keyset cursors carry them).
 */
export const INPUT_LIMITS = { yearMin: 1, yearMax: 9999 } as const;

export const INPUT_TEXT = {
  nullCharacter: 'Text cannot contain a null character.',
  dateOutOfRange: `Dates must fall between the years ${INPUT_LIMITS.yearMin} and ${INPUT_LIMITS.yearMax}.`,
} as const;

/** Files go to their raw routes as multipart/form-data, one file in this field. */
export const UPLOAD_FIELD = 'file';

/** What any upload says when it did not complete (the connection broke, the answer was not the route's). */
export const UPLOAD_TEXT = { failed: 'The upload failed. Please try again.' } as const;

/**
 * The most procedure calls one batched tRPC request may carry; the server refuses more with 400
 * before any of them runs, and the client's batch link splits at the same number. The busiest
 * screen (the dashboard with the header's session and notifications) starts fewer than ten
 * queries at once, so twenty leaves room while keeping one request's work and answer small.
 */
export const TRPC_MAX_BATCH = 20;

/**
 * Queries the client sends as a JSON POST (tRPC's method override) because their input can outgrow
 * an address: the live ATS score sends a whole resume and a pasted job description (up to 20,000
 * characters), the letter checks a whole letter and one, and Node refuses a request line over 16 KB.
 * Shared so the developer docs say so.
 */
export const POSTED_QUERIES: ReadonlySet<string> = new Set(['resumes.score', 'coverLetters.check']);
