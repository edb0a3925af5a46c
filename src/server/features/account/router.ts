import { z } from 'zod';
import {
  accountOverview,
  accountSessions,
  changeEmailInput,
  changePasswordInput,
  deleteAccountInput,
  sessionIdInput,
} from '#shared/schemas/account.ts';
import { okResult } from '#shared/schemas.ts';
import { accountProcedure, done, router } from '../../trpc/init.ts';
import { changeEmail, changePassword, deleteAccount, getOverview, listSessions, revokeSession } from './service.ts';

export const accountRouter = router({
  overview: accountProcedure.input(z.void()).output(accountOverview).query(({ ctx }) => getOverview(ctx)),
  changePassword: accountProcedure.input(changePasswordInput).output(okResult).mutation(({ ctx, input }) => done(changePassword(ctx, input))),
  changeEmail: accountProcedure.input(changeEmailInput).output(okResult).mutation(({ ctx, input }) => done(changeEmail(ctx, input))),
  sessions: accountProcedure.input(z.void()).output(accountSessions).query(({ ctx }) => listSessions(ctx)),
  revokeSession: accountProcedure.input(sessionIdInput).output(okResult).mutation(({ ctx, input }) => done(revokeSession(ctx, input))),
  delete: accountProcedure.input(deleteAccountInput).output(okResult).mutation(({ ctx, input }) => done(deleteAccount(ctx, input))),
});
