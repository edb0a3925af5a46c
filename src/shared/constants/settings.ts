// The Profile, Notifications and Privacy tabs of the settings: choices, defaults, limits and the
// words of their validation messages.

export const TIMEZONES = ['pst', 'mst', 'cst', 'est'] as const;
export type Timezone = (typeof TIMEZONES)[number];
export const TIMEZONE_LABELS: Record<Timezone, string> = {
  pst: 'Pacific Time (PST)',
  mst: 'Mountain Time (MST)',
  cst: 'Central Time (CST)',
  est: 'Eastern Time (EST)',
};

/** Years of experience, as the choices name them: "0" is less than a year, "10" is ten or more. */
export const EXPERIENCE_YEARS = [0, 1, 3, 5, 10] as const;
export type ExperienceYears = (typeof EXPERIENCE_YEARS)[number];
export const EXPERIENCE_LABELS: Record<ExperienceYears, string> = {
  0: 'Less than 1 year',
  1: '1-2 years',
  3: '3-4 years',
  5: '5-9 years',
  10: '10+ years',
};

export const INDUSTRIES = ['tech', 'finance', 'healthcare', 'education', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const INDUSTRY_LABELS: Record<Industry, string> = {
  tech: 'Technology',
  finance: 'Finance',
  healthcare: 'Healthcare',
  education: 'Education',
  other: 'Other',
};

/** E-mail toggles and their defaults, in the order the tab shows them. */
export const EMAIL_TOGGLES = ['jobAlerts', 'messages', 'followUps', 'updates', 'marketing'] as const;
export type EmailToggle = (typeof EMAIL_TOGGLES)[number];
/** Follow-up reminders already reach the inbox; mailing them too is the user's choice (off by default). */
export const EMAIL_TOGGLE_DEFAULTS: Record<EmailToggle, boolean> = { jobAlerts: true, messages: true, followUps: false, updates: false, marketing: false };
export const EMAIL_TOGGLE_LABELS: Record<EmailToggle, { label: string; description: string; unsubscribed: string }> = {
  jobAlerts: { label: 'Job alerts', description: 'New jobs matching your saved searches', unsubscribed: 'job alert emails' },
  messages: { label: 'Messages', description: 'Replies and messages from other members', unsubscribed: 'message emails' },
  followUps: {
    label: 'Follow-up reminders',
    description: 'When an application has had no answer for a week',
    unsubscribed: 'follow-up reminder emails',
  },
  updates: { label: 'Product updates', description: 'New features and improvements', unsubscribed: 'product update emails' },
  marketing: { label: 'Marketing', description: 'Tips, offers and newsletters', unsubscribed: 'marketing emails' },
};

/**
 * Push toggles, off until the user turns one on in a browser that then subscribes: opt-in, because
 * a notification on the desktop interrupts more than a mail does.
 */
export const PUSH_TOGGLES = ['pushJobAlerts', 'pushMessages'] as const;
export type PushToggle = (typeof PUSH_TOGGLES)[number];
export const PUSH_TOGGLE_DEFAULTS: Record<PushToggle, boolean> = { pushJobAlerts: false, pushMessages: false };
export const PUSH_TOGGLE_LABELS: Record<PushToggle, { label: string; description: string }> = {
  pushJobAlerts: { label: 'Job alert notifications', description: 'New jobs matching your saved searches' },
  pushMessages: { label: 'Message notifications', description: 'Messages from other members' },
};

export const PRIVACY_TOGGLES = ['profileVisible', 'showEmail', 'showPhone', 'allowMessaging'] as const;
export type PrivacyToggle = (typeof PRIVACY_TOGGLES)[number];
export const PRIVACY_DEFAULTS: Record<PrivacyToggle, boolean> = { profileVisible: true, showEmail: false, showPhone: false, allowMessaging: true };
export const PRIVACY_LABELS: Record<PrivacyToggle, { label: string; description: string }> = {
  profileVisible: { label: 'Profile visible', description: 'Other members can see your profile' },
  showEmail: { label: 'Show email', description: 'Show your email address on your profile' },
  showPhone: { label: 'Show phone', description: 'Show your phone number on your profile' },
  allowMessaging: { label: 'Allow messages', description: 'Other members can send you messages' },
};

export const SETTINGS_LIMITS = {
  nameMax: 100,
  headlineMax: 120,
  phoneMax: 30,
  locationMax: 100,
  urlMax: 300,
} as const;

export const SETTINGS_TEXT = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `Name must be at most ${SETTINGS_LIMITS.nameMax} characters`,
  headlineTooLong: `Headline must be at most ${SETTINGS_LIMITS.headlineMax} characters`,
  phoneInvalid: 'Enter a phone number of digits, spaces and + ( ) - only',
  locationTooLong: `Location must be at most ${SETTINGS_LIMITS.locationMax} characters`,
  timezoneInvalid: 'Choose a timezone from the list',
  experienceInvalid: 'Choose your years of experience from the list',
  industryInvalid: 'Choose an industry from the list',
  linkedinInvalid: 'Enter a LinkedIn profile address, like https://www.linkedin.com/in/your-name',
  websiteInvalid: 'Enter a web address starting with https:// or http://',
  pushUnavailable: 'Push notifications are unavailable: this site has not been set up to send them yet.',
  pushDenied: 'Notifications are blocked for this site in your browser. Allow them in the browser\'s site settings, then try again.',
  pushUnsupported: 'This browser cannot receive push notifications.',
} as const;
