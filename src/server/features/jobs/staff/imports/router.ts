import { z } from 'zod';
import { jobImportSource } from '#shared/schemas/jobs.ts';
import { router, staffProcedure } from '../../../../trpc/init.ts';
import { listImportSources } from './service.ts';

// The files themselves go to the multipart route in routes.ts; this router serves the form.
export const jobImportsRouter = router({
  /** The import sources by name, with their company and open jobs: the import form suggests them. */
  sources: staffProcedure.input(z.void()).output(z.array(jobImportSource)).query(({ ctx }) => listImportSources(ctx)),
});
