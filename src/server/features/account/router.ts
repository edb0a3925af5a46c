import { z } from 'zod';
import {
  accountOverview,
  accountSessions,
  changeEmailInput,
  changePasswordInput,
  deleteAccountInput,
  sessionIdInput,
} from '../../../shared/schemas/account.ts';
import { accountProcedure, router } from '../../trpc/init.ts';
import { changeEmail, changePassword, deleteAccount, getOverview, listSessions, revokeSession } from './service.ts';

const ok = z.object({ ok: z.literal(true) });
const done = { ok: true as const };

export const accountRouter = router({
  overview: accountProcedure.input(z.void()).output(accountOverview).query(({ ctx }) => getOverview(ctx)),
  changePassword: accountProcedure.input(changePasswordInput).output(ok).mutation(async ({ ctx, input }) => {
    await changePassword(ctx, input);
    return done;
  }),
  changeEmail: accountProcedure.input(changeEmailInput).output(ok).mutation(async ({ ctx, input }) => {
    await changeEmail(ctx, input);
    return done;
  }),
  sessions: accountProcedure.input(z.void()).output(accountSessions).query(({ ctx }) => listSessions(ctx)),
  revokeSession: accountProcedure.input(sessionIdInput).output(ok).mutation(async ({ ctx, input }) => {
    await revokeSession(ctx, input);
    return done;
  }),
  delete: accountProcedure.input(deleteAccountInput).output(ok).mutation(async ({ ctx, input }) => {
    await deleteAccount(ctx, input);
    return done;
  }),
});
