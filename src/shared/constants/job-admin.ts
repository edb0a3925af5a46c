// Staff job management in the admin panel: the list's page size and filters, the audit trail's
// labels. Errors and toasts are in messages.ts (`jobAdmin`).
import type { JobCloseReason, JobEventAction } from './jobs.ts';

export const JOB_ADMIN_LIMITS = {
  pageSize: 25,
  /** A job's history shown at once, newest first: a synced job changes at most a few times a day. */
  historyMax: 200,
} as const;

/** The list's status filter: open is what the board shows. */
export const JOB_ADMIN_STATUSES = ['open', 'closed', 'all'] as const;
export type JobAdminStatus = (typeof JOB_ADMIN_STATUSES)[number];

export const JOB_ADMIN_STATUS_LABELS: Record<JobAdminStatus, string> = { open: 'Open', closed: 'Closed', all: 'All' };

export const JOB_EVENT_LABELS: Record<JobEventAction, string> = {
  created: 'Created',
  updated: 'Edited',
  closed: 'Closed',
  reopened: 'Reopened',
};

export const JOB_CLOSE_REASON_LABELS: Record<JobCloseReason, string> = {
  staff: 'closed by staff',
  source: 'removed by its source',
  expired: 'expired',
};

/** The job form's and the history's names for each field. */
export const JOB_FIELD_LABELS = {
  title: 'Job title',
  companyName: 'Company',
  location: 'Location',
  workType: 'Work type',
  experienceLevel: 'Experience level',
  salaryMin: 'Minimum salary (USD a year)',
  salaryMax: 'Maximum salary (USD a year)',
  description: 'Description',
  applyUrl: 'Apply URL',
  postedDate: 'Posted date',
} as const;
