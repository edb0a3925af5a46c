// The import upload over raw HTTP (a file is multipart, which tRPC cannot carry): staff only, rate
// limited before the body is read, the file capped by the upload scope (a larger one is refused
// with 413 from its declared length, or as soon as the cap is passed, never read whole).
import { JOB_IMPORT_LIMITS, JOB_IMPORT_TEXT, JOB_IMPORT_PATH } from '#shared/constants/jobs.ts';
import { jobImportQuery } from '#shared/schemas/jobs.ts';
import { RATE_LIMITS } from '../../../../platform/rate-limit.ts';
import { httpRoute, RouteRefusal } from '../../../../trpc/http-routes.ts';
import { importJobs } from './service.ts';

export const jobImportRoutes = [
  httpRoute(
    `POST ${JOB_IMPORT_PATH}`,
    {
      noStore: true,
      rateLimit: { rule: RATE_LIMITS.jobImportsPerUser, per: 'user' },
      upload: { maxBytes: JOB_IMPORT_LIMITS.maxBytes, messages: JOB_IMPORT_TEXT },
    },
    async ({ ctx, req, reply, readFile }) => {
      const query = jobImportQuery.safeParse(req.query);
      if (!query.success) throw new RouteRefusal('BAD_REQUEST', query.error.issues[0]!.message);
      const file = await readFile();
      const outcome = await importJobs(ctx, { ...query.data, fileName: file.fileName, bytes: file.bytes });
      if (!outcome.ok) throw new RouteRefusal(outcome.code, outcome.message);
      return reply.send(outcome.report);
    },
  ),
];
