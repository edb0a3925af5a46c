// Job alerts: how many a plan keeps, and when and how much the daily digest mails.
import { FREE_LIMITS, PREMIUM_LIMITS } from '../constants.ts';

/** Saved searches mailed as a daily digest: free users keep one, premium users ten. */
export const JOB_ALERT_LIMITS = {
  free: FREE_LIMITS.jobAlerts,
  premium: PREMIUM_LIMITS.jobAlerts,
  /** Newest first; more than this per alert in one digest reads as "see all". */
  jobsPerAlertInDigest: 10,
  /** When the digest goes out (pg-boss cron, UTC). */
  digestCron: '0 8 * * *',
} as const;
