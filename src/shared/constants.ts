// One source of truth for the product's prices, limits and enumerations. Screens, services,
// database CHECK constraints and tests all import from here.

export const APP_NAME = 'Upward';
export const CURRENCY = 'USD';

// ---- Plans and limits -------------------------------------------------------------------------

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

export const FREE_LIMITS = {
  visibleJobResults: 5,
  savedJobs: 5,
  trackedApplications: 5,
  assessmentSuggestions: 2,
  jobAlerts: 1,
} as const;

/** Saved searches mailed as a daily digest: free users keep one, premium users ten. */
export const JOB_ALERT_LIMITS = {
  free: FREE_LIMITS.jobAlerts,
  premium: 10,
  /** Newest first; more than this per alert in one digest reads as "see all". */
  jobsPerAlertInDigest: 10,
  /** When the digest goes out (pg-boss cron, UTC). */
  digestCron: '0 8 * * *',
} as const;

// ---- Accounts ---------------------------------------------------------------------------------

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

export const AUTH_RETURN_TO_KEY = 'authReturnTo';
export const SESSION_COOKIE = 'upward_session';
export const SESSION_TTL_DAYS = 30;
export const MFA_CODE_LENGTH = 6;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** How long a redirect after MFA setup waits, in milliseconds. */
export const MFA_SETUP_REDIRECT_MS = 2000;
export const RECOVERY_CODE_COUNT = 10;

/** E-mailed links: verification lasts a day, a password reset an hour. */
export const EMAIL_LINK_TTL_HOURS = { verifyEmail: 24, changeEmail: 24, resetPassword: 1 } as const;
export type EmailLinkPurpose = keyof typeof EMAIL_LINK_TTL_HOURS;

export const OAUTH_PROVIDERS = ['google', 'linkedin'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const OAUTH_PROVIDER_LABELS: Record<OAuthProvider, string> = { google: 'Google', linkedin: 'LinkedIn' };

/** Personal API tokens: a prefix tells them from session tokens, and they always expire. */
export const API_TOKEN_PREFIX = 'upw_';
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const API_TOKENS_PER_USER = 20;

// ---- Onboarding -------------------------------------------------------------------------------

export const ONBOARDING_STEPS = 4;


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

/** Resume uploads: PDF, DOC or DOCX (recognised by content, not only by name), at most 5 MB. */
export const RESUME_UPLOAD = {
  extensions: ['.pdf', '.doc', '.docx'],
  mimeTypes: {
    '.pdf': 'application/pdf',
    '.doc': 'application/msword',
    '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  maxBytes: 5 * 1024 * 1024,
  onboardingTitle: 'My Resume',
} as const;

// ---- Jobs and applications --------------------------------------------------------------------

/** A job's work type is where the work happens; "flexible" is only a seeker's preference. */
export const JOB_WORK_TYPES = ['remote', 'hybrid', 'on-site'] as const;
export type JobWorkType = (typeof JOB_WORK_TYPES)[number];

export const JOB_PAGE_SIZE = 20;
export const JOB_SKELETON_CARDS = 3;

export const APPLICATION_STATUSES = ['applied', 'interviewing', 'offer', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  rejected: 'Rejected',
};
export const APPLICATION_STATUS_COLORS: Record<ApplicationStatus, string> = {
  applied: 'blue',
  interviewing: 'yellow',
  offer: 'green',
  rejected: 'red',
};

// ---- Community forum --------------------------------------------------------------------------

export const FORUM_CATEGORIES = [
  'interviews',
  'resumes',
  'job-search',
  'career-advice',
  'networking',
  'industry-insights',
  'workplace',
  'freelancing',
  'general',
] as const;
export type ForumCategory = (typeof FORUM_CATEGORIES)[number];

export const FORUM_SORTS = ['newest', 'oldest', 'most-liked', 'most-replies'] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];

export const FORUM_LIMITS = {
  titleMin: 5,
  titleMax: 200,
  contentMin: 20,
  contentMax: 5000,
  replyMax: 5000,
  pageSize: 10,
  premiumPreviewChars: 200,
} as const;

export const ANONYMOUS_AUTHOR = 'Anonymous User';

// ---- Career news ------------------------------------------------------------------------------

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

/** Labels in the list's filter chips; the admin form names salary-negotiation differently. */
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
export const NEWS_FORM_LABELS: Record<NewsCategory, string> = {
  ...NEWS_FILTER_LABELS,
  'salary-negotiation': 'Salary & Negotiation',
};
export const NEWS_MISSING_CATEGORY_LABEL = 'General';

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
export const NEWS_BROWSE_CATEGORIES = [
  'career-advice',
  'industry-trends',
  'job-search',
  'interview-tips',
  'remote-work',
] as const;

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
} as const;

// ---- Waitlist and contact ---------------------------------------------------------------------

export const INTEREST_AREAS = ['employer', 'partner', 'provider'] as const;
export type InterestArea = (typeof INTEREST_AREAS)[number];
export const INTEREST_AREA_LABELS: Record<InterestArea, string> = {
  employer: 'Employer',
  partner: 'Partner',
  provider: 'Career Provider',
};

/** The subject select of the /contact form. */
export const CONTACT_SUBJECTS = ['general', 'account', 'billing', 'technical', 'partnership', 'press'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General question',
  account: 'Account and sign-in',
  billing: 'Billing and Premium',
  technical: 'Technical problem',
  partnership: 'Partnership',
  press: 'Press',
};

export const OUTREACH_LIMITS = {
  nameMin: 2,
  nameMax: 200,
  emailMax: 254,
  companyMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

// ---- Resume builder, assessment, interview ----------------------------------------------------

export const RESUME_TEMPLATES = [
  { id: 'modern-professional', name: 'Modern Professional', premium: false },
  { id: 'executive-classic', name: 'Executive Classic', premium: false },
  { id: 'sales-marketing', name: 'Sales & Marketing', premium: false },
  { id: 'creative-portfolio', name: 'Creative Portfolio', premium: true },
  { id: 'academic-research', name: 'Academic Research', premium: true },
  { id: 'healthcare-professional', name: 'Healthcare Professional', premium: true },
] as const;

export const ASSESSMENT_TYPES = ['career_fit'] as const;
export const ASSESSMENT_TRAITS = ['analytical', 'social', 'creative', 'leadership'] as const;
export const ASSESSMENT_QUESTION_COUNT = 5;
export const ASSESSMENT_HISTORY_SHOWN = 3;

export const INTERVIEW_TYPES = ['behavioral', 'technical', 'leadership'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];
export const INTERVIEW_QUESTION_COUNTS: Record<InterviewType, number> = {
  behavioral: 4,
  technical: 2,
  leadership: 2,
};

// ---- Home page research figures (marketing copy from the spec) ---------------------------------

export const MARKETING_FIGURES = {
  professionalsMatched: '50K+',
  successRate: '98%',
  aiSupport: '24/7',
  laborForce: '168.43M',
  staffingMarket: '$185B',
  careerImprovementMarket: '$500M',
  resumeWritingCost: '$100-3K',
} as const;
