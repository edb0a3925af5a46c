import { z } from 'zod';
import { systemInfo } from '../../../shared/schemas/system.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { getSystemInfo } from './service.ts';

export const systemRouter = router({
  info: publicProcedure.input(z.void()).output(systemInfo).query(({ ctx }) => getSystemInfo(ctx.config)),
  /** The client's not-found screen reports paths reached by in-app navigation. */
  reportNotFound: publicProcedure
    .input(z.object({ path: z.string().max(2048) }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => {
      ctx.log.warn({ path: input.path, source: 'client' }, 'unknown path');
      return { ok: true as const };
    }),
});
