// The admin panel's role management: assign a staff role by e-mail, list who holds one (newest
// assignment first), remove one. Only admins may call any of these.
import { z } from 'zod';
import { STAFF_ROLES } from '../constants.ts';
import { ADMIN_LIMITS, ADMIN_TEXT } from '../constants/admin.ts';

/** The spec's only rule is a non-blank e-mail; whether it names a user is the server's answer. */
export const assignRoleInput = z.object({
  email: z.string().trim().min(1, ADMIN_TEXT.emailRequired).max(ADMIN_LIMITS.emailMax, ADMIN_TEXT.emailTooLong),
  role: z.enum(STAFF_ROLES, ADMIN_TEXT.roleRequired),
});

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
