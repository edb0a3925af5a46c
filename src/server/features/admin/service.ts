// Role management: who holds a staff role (with e-mail and name, one query), assigning a role by
// e-mail (one row per user: a second assignment replaces the role) and removing one. There is always
// an admin left: every change locks all admin rows first, so parallel removals and demotions run one
// after the other and each counts what the previous one left.
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '#shared/constants.ts';
import { ADMIN_LIMITS } from '#shared/constants/admin.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type assignRoleInput, type RoleAssignment, type roleIdInput } from '#shared/schemas/admin.ts';
import type { z } from 'zod';
import { selectRows, type Db, type Tx } from '../../db/client.ts';
import { profiles, userRoles, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import type { AdminContext } from '../../trpc/context.ts';

async function selectAssignments(db: Db, where: SQL | undefined, limit: number): Promise<RoleAssignment[]> {
  const rows = await db
    .select({
      id: userRoles.id,
      userId: userRoles.userId,
      role: userRoles.role,
      assignedAt: userRoles.assignedAt,
      email: users.email,
      fullName: sql<string | null>`nullif(trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')), '')`,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.userId, userRoles.userId))
    .where(where)
    .orderBy(desc(userRoles.assignedAt), desc(userRoles.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, role: r.role as StaffRole }));
}

export function listRoles(ctx: AdminContext): Promise<RoleAssignment[]> {
  return selectAssignments(ctx.db, inArray(userRoles.role, [...STAFF_ROLES]), ADMIN_LIMITS.listMax);
}

/**
 * Locks every admin row (in id order, so two callers never wait on each other crosswise) and answers
 * the admins' user ids. A parallel removal that committed first is seen here: a row it deleted or
 * demoted is no longer returned.
 */
async function lockAdmins(tx: Tx, actor: SessionUser): Promise<string[]> {
  const rows = await selectRows<{ user_id: string }>(tx, sql`select user_id from user_roles where role = 'admin' order by id for update`);
  const admins = rows.map((r) => r.user_id);
  // The tier checked the role when the request began; a parallel call may have taken it away since.
  if (!admins.includes(actor.id)) throw new AppError('FORBIDDEN', TOASTS.common.forbidden);
  return admins;
}

export async function assignRole(ctx: AdminContext, input: z.output<typeof assignRoleInput>): Promise<RoleAssignment> {
  return ctx.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx, ctx.user);
    const [target] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${input.email})`);
    if (!target) throw new AppError('NOT_FOUND', TOASTS.roles.userNotFound);
    if (input.role !== 'admin' && admins.length === 1 && admins[0] === target.id) {
      throw new AppError('CONFLICT', TOASTS.roles.lastAdmin);
    }
    // The same role again changes nothing, not even the assignment time; another role replaces it.
    await tx
      .insert(userRoles)
      .values({ userId: target.id, role: input.role })
      .onConflictDoUpdate({
        target: userRoles.userId,
        set: { role: input.role, assignedAt: sql`now()` },
        setWhere: sql`${userRoles.role} <> excluded.role`,
      });
    const [assignment] = await selectAssignments(tx, eq(userRoles.userId, target.id), 1);
    return assignment!;
  });
}

/** Removing a role that is already gone is not an error: the user asked for it to be gone. */
export async function removeRole(ctx: AdminContext, { id }: z.output<typeof roleIdInput>): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx, ctx.user);
    const [row] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.id, id));
    if (row?.role === 'admin' && admins.length === 1) throw new AppError('CONFLICT', TOASTS.roles.lastAdmin);
    if (row) await tx.delete(userRoles).where(eq(userRoles.id, id));
    return { id };
  });
}
