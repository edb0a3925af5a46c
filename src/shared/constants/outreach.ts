// The waitlist and contact forms: interest areas and subjects with their labels, and the forms'
// limits and messages.

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

const L = OUTREACH_LIMITS;

export const OUTREACH_TEXT = {
  nameTooShort: `Name must be at least ${L.nameMin} characters`,
  nameTooLong: `Name must be at most ${L.nameMax} characters`,
  fullNameTooShort: `Full name must be at least ${L.nameMin} characters`,
  fullNameTooLong: `Full name must be at most ${L.nameMax} characters`,
  emailInvalid: 'Please enter a valid email address',
  companyTooLong: `Company must be at most ${L.companyMax} characters`,
  messageTooShort: `Message must be at least ${L.messageMin} characters`,
  messageTooLong: `Message must be at most ${L.messageMax} characters`,
  interestArea: 'Please select an interest area',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  partNameTooLong: `Must be at most ${Math.floor((L.nameMax - 1) / 2)} characters`,
  subject: 'Please select a subject',
} as const;

/** The staff outreach inbox: the two kinds of submission, and its filter. */
export const OUTREACH_INBOX_KINDS = ['contact', 'waitlist'] as const;
export type OutreachInboxKind = (typeof OUTREACH_INBOX_KINDS)[number];
export const OUTREACH_INBOX_KIND_LABELS: Record<OutreachInboxKind, string> = { contact: 'Contact messages', waitlist: 'Waitlist' };
export const OUTREACH_INBOX_STATES = ['open', 'done', 'all'] as const;
export type OutreachInboxState = (typeof OUTREACH_INBOX_STATES)[number];
export const OUTREACH_INBOX_STATE_LABELS: Record<OutreachInboxState, string> = { open: 'Open', done: 'Done', all: 'All' };
/** At most this many submissions a page of the inbox answers: open ones first, then the newest. */
export const OUTREACH_INBOX_MAX = 200;
