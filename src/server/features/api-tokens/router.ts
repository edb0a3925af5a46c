import { z } from 'zod';
import { apiTokenIdInput, apiTokens, createApiTokenInput, createdApiToken } from '#shared/schemas/account.ts';
import { okResult } from '#shared/schemas.ts';
import { accountProcedure, done, router } from '../../trpc/init.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './service.ts';

/** Tokens manage tokens only from a signed-in browser session: a leaked token cannot mint more. */
export const apiTokensRouter = router({
  list: accountProcedure.input(z.void()).output(apiTokens).query(({ ctx }) => listApiTokens(ctx)),
  create: accountProcedure.input(createApiTokenInput).output(createdApiToken).mutation(({ ctx, input }) => createApiToken(ctx, input)),
  revoke: accountProcedure.input(apiTokenIdInput).output(okResult).mutation(({ ctx, input }) => done(revokeApiToken(ctx, input))),
});
