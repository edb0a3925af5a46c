import { z } from 'zod';
import { okResult } from '#shared/schemas.ts';
import { health, notFoundReport, systemInfo } from '#shared/schemas/system.ts';
import { done, publicProcedure, router } from '../../trpc/init.ts';
import { checkHealth, getSystemInfo, reportNotFound } from './service.ts';

export const systemRouter = router({
  info: publicProcedure.input(z.void()).output(systemInfo).query(({ ctx }) => getSystemInfo(ctx)),
  /** The same check as GET /api/healthz, for typed clients (and to measure tRPC's own cost). */
  health: publicProcedure.input(z.void()).output(health).query(({ ctx }) => checkHealth(ctx)),
  /** The client's not-found screen reports paths reached by in-app navigation. */
  reportNotFound: publicProcedure.input(notFoundReport).output(okResult).mutation(({ ctx, input }) => done(reportNotFound(ctx, input))),
});
