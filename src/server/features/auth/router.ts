import { z } from 'zod';
import { sessionInfo } from '../../../shared/schemas/auth.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { getSessionInfo, signOut } from './service.ts';

export const authRouter = router({
  session: publicProcedure.input(z.void()).output(sessionInfo).query(({ ctx }) => getSessionInfo(ctx)),
  signOut: publicProcedure.input(z.void()).output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    await signOut(ctx);
    return { ok: true as const };
  }),
});
