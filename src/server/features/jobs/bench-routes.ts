// Only for `npm run bench` (BENCH_ROUTES=1): GET /api/bench/jobs runs exactly what jobs.search
// runs (the same input schema, the same context built from the same session lookup, the same
// service) without tRPC, so the benchmark can tell what the tRPC layer costs. Never mounted in
// normal runs.
import { jobSearchInput } from '#shared/schemas/jobs.ts';
import { httpRoute, RouteRefusal } from '../../trpc/http-routes.ts';
import { searchJobs } from './service.ts';

export const jobBenchRoutes = [
  httpRoute('GET /api/bench/jobs', {}, async ({ req, enter }) => {
    const { input } = req.query as { input?: string };
    const parsed = jobSearchInput.safeParse(input ? JSON.parse(input) : {});
    if (!parsed.success) throw new RouteRefusal('BAD_REQUEST', parsed.error.issues[0]!.message);
    return searchJobs(await enter('public'), parsed.data);
  }),
];
