import type { ApplicationStatus } from '#shared/constants/applications.ts';

/** Each status's colour in the tracker's counters and badges. */
export const APPLICATION_STATUS_COLORS: Record<ApplicationStatus, string> = {
  applied: 'blue',
  interviewing: 'yellow',
  offer: 'green',
  rejected: 'red',
};
