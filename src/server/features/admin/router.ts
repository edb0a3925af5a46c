import { z } from 'zod';
import { assignRoleInput, roleAssignment, roleIdInput, roleRemoved } from '#shared/schemas/admin.ts';
import { adminProcedure, router } from '../../trpc/init.ts';
import { assignRole, listRoles, removeRole } from './service.ts';

export const adminRouter = router({
  roles: router({
    /** Everyone holding admin or moderator, newest assignment first, with e-mail and name. */
    list: adminProcedure.input(z.void()).output(z.array(roleAssignment)).query(({ ctx }) => listRoles(ctx)),
    /** By e-mail, case-insensitive; replaces the user's role if they hold one. Never demotes the last admin. */
    assign: adminProcedure.input(assignRoleInput).output(roleAssignment).mutation(({ ctx, input }) => assignRole(ctx, input)),
    /** By the assignment's id; never removes the last admin. */
    remove: adminProcedure.input(roleIdInput).output(roleRemoved).mutation(({ ctx, input }) => removeRole(ctx, input)),
  }),
});
