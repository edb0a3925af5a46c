import { z } from 'zod';
import { health, systemInfo } from '../../../shared/schemas/system.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { checkHealth, getSystemInfo, reportNotFound } from './service.ts';

export const systemRouter = router({
  info: publicProcedure.input(z.void()).output(systemInfo).query(({ ctx }) => getSystemInfo(ctx.config)),
  /** The same check as GET /api/healthz, for typed clients (and to measure tRPC's own cost). */
  health: publicProcedure.input(z.void()).output(health).query(({ ctx }) => checkHealth(ctx.db, ctx.log)),
  /** The client's not-found screen reports paths reached by in-app navigation. */
  reportNotFound: publicProcedure
    .input(z.object({ path: z.string().max(2048) }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await reportNotFound(ctx, input.path);
      return { ok: true as const };
    }),
});
