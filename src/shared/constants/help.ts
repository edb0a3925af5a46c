// The help centre: its six categories (the spec's links), search bounds and the support cards.

export const HELP_CATEGORIES = ['getting-started', 'resume-builder', 'job-search', 'account', 'interviews', 'troubleshooting'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];
export const isHelpCategory = (value: string | undefined): value is HelpCategory => (HELP_CATEGORIES as readonly string[]).includes(value ?? '');

export const HELP_CATEGORY_INFO: Record<HelpCategory, { label: string; description: string }> = {
  'getting-started': { label: 'Getting Started', description: 'Create your account, set up your profile and find your way around.' },
  'resume-builder': { label: 'Resume Builder', description: 'Write, tailor, score and download your resume.' },
  'job-search': { label: 'Job Search', description: 'Search jobs, save them, set alerts and track your applications.' },
  account: { label: 'Account & Billing', description: 'Settings, privacy, security, your data and your Premium plan.' },
  interviews: { label: 'Interviews & Assessments', description: 'Practise with the interview coach and take the career assessment.' },
  troubleshooting: { label: 'Troubleshooting', description: 'Sign-in problems, e-mail links, uploads and other fixes.' },
};

export const HELP_LIMITS = {
  /** At most this many search results. */
  searchResults: 10,
  /** Popular articles on /help. */
  popular: 5,
  /** Related articles under an article. */
  related: 3,
  slugMax: 80,
} as const;

/** The support cards. Phone support is Premium only; its number is configuration (SUPPORT_PHONE). */
export const SUPPORT = {
  email: 'support@upward.example',
  emailReply: 'We reply within 24 hours.',
  phoneHours: 'Mon-Fri 9AM-6PM PST',
} as const;

