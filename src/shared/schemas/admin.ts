// The admin panel's role management (feature spec 2, "Admin panel"): assign a staff role by e-mail,
// list who holds one (newest assignment first), remove one. Only admins may call any of these.
import { z } from 'zod';
import { STAFF_ROLES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

export const ROLE_LIMITS = {
  /** The longest address the users table accepts. */
  emailMax: 254,
  /** Staff are few; one response still stops somewhere. */
  listMax: 500,
} as const;

export const ROLE_LABELS: Record<(typeof STAFF_ROLES)[number], string> = {
  moderator: 'Moderator',
  admin: 'Administrator',
};

/** The spec's only rule is a non-blank e-mail; whether it names a user is the server's answer. */
export const assignRoleInput = z.object({
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.roles.emailRequired.description!)
    .max(ROLE_LIMITS.emailMax, `Email must be at most ${ROLE_LIMITS.emailMax} characters`),
  role: z.enum(STAFF_ROLES, 'Choose a role'),
});
export type AssignRoleInput = z.input<typeof assignRoleInput>;

export const roleIdInput = z.object({ id: z.uuid() });

export const roleAssignment = z.object({
  /** The user_roles row; removal names it. */
  id: z.uuid(),
  userId: z.uuid(),
  role: z.enum(STAFF_ROLES),
  assignedAt: z.date(),
  email: z.string(),
  /** Null when the profile has neither name: screens say "Unknown User". */
  fullName: z.string().nullable(),
});
export type RoleAssignment = z.infer<typeof roleAssignment>;

export const roleRemoved = z.object({ id: z.uuid() });
