// The admin panel's role management: its limits, the role labels and the form's messages.
import type { StaffRole } from '../constants.ts';
import { TOASTS } from '../toasts.ts';

export const ADMIN_LIMITS = {
  /** The longest address the users table accepts. */
  emailMax: 254,
  /** Staff are few; one response still stops somewhere. */
  listMax: 500,
} as const;

export const ROLE_LABELS: Record<StaffRole, string> = {
  moderator: 'Moderator',
  admin: 'Administrator',
};

export const ADMIN_TEXT = {
  emailRequired: TOASTS.roles.emailRequired.description!,
  emailTooLong: `Email must be at most ${ADMIN_LIMITS.emailMax} characters`,
  roleRequired: 'Choose a role',
} as const;
