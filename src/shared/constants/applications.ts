// The application tracker: its statuses and labels, the dialogs' limits and messages, the
// timeline's actions, and the CSV export's address.

export const APPLICATION_STATUSES = ['applied', 'interviewing', 'offer', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  rejected: 'Rejected',
};

export const APPLICATION_LIMITS = {
  companyMax: 200,
  titleMax: 200,
  locationMax: 200,
  notesMax: 5000,
  /** Postgres integer. */
  salaryMax: 2_147_483_647,
  /** The list returns at most this many (newest first); counters and the gauge still count all. */
  listMax: 500,
  jobUrlMax: 2048,
  interviewTitleMax: 200,
  interviewLocationMax: 500,
  interviewNotesMax: 2000,
  interviewMinutesMin: 5,
  interviewMinutesMax: 720,
  contactNameMax: 200,
  contactRoleMax: 200,
  contactEmailMax: 254,
  contactNotesMax: 2000,
  /** Per application: a real hiring process has a handful of each; the cap bounds the detail view. */
  interviewsMax: 20,
  contactsMax: 20,
} as const;

/** What the application's timeline records; `changes` holds the fields as [before, after]. */
export const APPLICATION_EVENT_ACTIONS = [
  'created',
  'updated',
  'moved',
  'interview_added',
  'interview_updated',
  'interview_removed',
  'contact_added',
  'contact_updated',
  'contact_removed',
  'cover_letter_attached',
  'cover_letter_detached',
  // An update proposed by a message the member forwarded (inbound-mail.ts), and its undoing.
  'email_update',
  'email_update_undone',
] as const;
export type ApplicationEventAction = (typeof APPLICATION_EVENT_ACTIONS)[number];

export const APPLICATION_TEXT = {
  companyRequired: 'Company name is required',
  companyTooLong: `Company name must be at most ${APPLICATION_LIMITS.companyMax} characters`,
  titleRequired: 'Job title is required',
  titleTooLong: `Job title must be at most ${APPLICATION_LIMITS.titleMax} characters`,
  locationTooLong: `Location must be at most ${APPLICATION_LIMITS.locationMax} characters`,
  salaryInvalid: 'Salary must be a whole number of 0 or more',
  salaryRange: 'Maximum salary must be at least the minimum salary',
  dateInvalid: 'Enter the date as YYYY-MM-DD',
  notesTooLong: `Notes must be at most ${APPLICATION_LIMITS.notesMax} characters`,
  statusRequired: 'Choose a status',
  resumeInvalid: 'Choose a resume',
  jobUrlInvalid: 'Enter the job link as a web address starting with http:// or https://',
  jobUrlTooLong: `Job link must be at most ${APPLICATION_LIMITS.jobUrlMax} characters`,
  interviewTitleRequired: 'Interview title is required',
  interviewTitleTooLong: `Interview title must be at most ${APPLICATION_LIMITS.interviewTitleMax} characters`,
  interviewStartRequired: 'Enter the date and time of the interview',
  interviewDuration: `Duration must be between ${APPLICATION_LIMITS.interviewMinutesMin} and ${APPLICATION_LIMITS.interviewMinutesMax} minutes`,
  interviewLocationTooLong: `Location must be at most ${APPLICATION_LIMITS.interviewLocationMax} characters`,
  interviewNotesTooLong: `Notes must be at most ${APPLICATION_LIMITS.interviewNotesMax} characters`,
  interviewsFull: `An application can have at most ${APPLICATION_LIMITS.interviewsMax} interviews`,
  contactNameRequired: 'Contact name is required',
  contactNameTooLong: `Contact name must be at most ${APPLICATION_LIMITS.contactNameMax} characters`,
  contactRoleTooLong: `Role must be at most ${APPLICATION_LIMITS.contactRoleMax} characters`,
  contactEmailInvalid: 'Enter a valid e-mail address',
  contactNotesTooLong: `Notes must be at most ${APPLICATION_LIMITS.contactNotesMax} characters`,
  contactsFull: `An application can have at most ${APPLICATION_LIMITS.contactsMax} contacts`,
} as const;

/** The field names the timeline shows for a change, in the order of the Edit dialog. */
export const APPLICATION_FIELD_LABELS = {
  companyName: 'Company',
  jobTitle: 'Job title',
  location: 'Location',
  salaryMin: 'Salary min',
  salaryMax: 'Salary max',
  status: 'Status',
  appliedDate: 'Applied date',
  notes: 'Notes',
  resumeId: 'Resume',
  coverLetter: 'Cover letter',
  jobUrl: 'Job link',
  boardPosition: 'Board position',
  title: 'Title',
  startsAt: 'Starts',
  durationMinutes: 'Duration (minutes)',
  name: 'Name',
  role: 'Role',
  email: 'E-mail',
  respondedAt: 'Answered on',
  interview: 'Interview',
  rule: 'Rule',
} as const;
export type ApplicationField = keyof typeof APPLICATION_FIELD_LABELS;

/** How the timeline names each action. */
export const APPLICATION_EVENT_LABELS: Record<ApplicationEventAction, string> = {
  created: 'Added to the tracker',
  updated: 'Details changed',
  moved: 'Moved on the board',
  interview_added: 'Interview added',
  interview_updated: 'Interview changed',
  interview_removed: 'Interview removed',
  contact_added: 'Contact added',
  contact_updated: 'Contact changed',
  contact_removed: 'Contact removed',
  cover_letter_attached: 'Cover letter attached',
  cover_letter_detached: 'Cover letter detached',
  email_update: 'Updated from your e-mail',
  email_update_undone: 'E-mail update undone',
};

/** The timeline shows at most this many events, newest first. */
export const APPLICATION_TIMELINE_MAX = 200;

/** The CSV export, a plain GET (a link in the tracker, or curl with an API token). */
export const APPLICATIONS_EXPORT_PATH = '/api/applications/export.csv';

/** One interview as an iCalendar (RFC 5545) event, a plain GET beside the CSV export. */
export const INTERVIEW_ICS_ROUTE = '/api/applications/interviews/:id/event.ics';
export const interviewIcsPath = (interviewId: string) => INTERVIEW_ICS_ROUTE.replace(':id', interviewId);
