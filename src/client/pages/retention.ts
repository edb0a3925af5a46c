// How long each kind of record is kept, as the Privacy Policy states it: built from the same
// constants the expiry checks and the hourly sweep (src/server/platform/housekeeping.ts) use, so
// the policy changes when the code does.
import { AUTH_LIMITS } from '#shared/constants/auth.ts';
import { DATA_EXPORT_LIMITS } from '#shared/constants/data-export.ts';
import { NOTIFICATIONS_LIMITS } from '#shared/constants/notifications.ts';
import { RESUME_LIMITS } from '#shared/constants/resumes.ts';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
const links = AUTH_LIMITS.emailLinkTtlHours;

export interface RetentionRow {
  what: string;
  kept: string;
}

export const RETENTION: RetentionRow[] = [
  {
    what: 'Your account and what you add to it (profile, resumes, applications, saved jobs, alerts, posts, messages, assessments, interview sessions)',
    kept: 'Until you delete it, or your account',
  },
  {
    what: 'Sign-in sessions',
    kept: `${plural(AUTH_LIMITS.sessionTtlDays, 'day')} from the last renewal, or until you sign out or revoke them`,
  },
  {
    what: 'E-mailed links (address verification, e-mail change, password reset)',
    kept: `${plural(links.verifyEmail, 'hour')} for verification and e-mail change, ${plural(links.resetPassword, 'hour')} for a password reset; each works once`,
  },
  { what: 'Notifications in your inbox', kept: `${plural(NOTIFICATIONS_LIMITS.retentionDays, 'day')}, read or not` },
  { what: 'A data export archive ("Download my data")', kept: `${plural(DATA_EXPORT_LIMITS.expiryDays, 'day')} after it is ready` },
  { what: 'An uploaded resume file that no resume took up', kept: plural(RESUME_LIMITS.unclaimedUploadHours, 'hour') },
  { what: 'Rate-limit counters (keyed by account or network address)', kept: 'Until their window ends' },
];
