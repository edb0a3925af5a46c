// The application tracker: its statuses and labels, the dialogs' limits and messages, and the
// CSV export's address.

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
} as const;

export const APPLICATION_MESSAGES = {
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
} as const;

/** The CSV export, a plain GET (a link in the tracker, or curl with an API token). */
export const APPLICATIONS_EXPORT_PATH = '/api/applications/export.csv';
