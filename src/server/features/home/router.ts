import { z } from 'zod';
import { homeFigures as homeFiguresOutput } from '#shared/schemas/home.ts';
import { publicProcedure, router } from '../../trpc/init.ts';
import { homeFigures } from './service.ts';

export const homeRouter = router({
  /** The home page's figures (open jobs, members, published articles), counted at most once a minute. */
  figures: publicProcedure.input(z.void()).output(homeFiguresOutput).query(({ ctx }) => homeFigures(ctx)),
});
