// Only for `npm run bench` (BENCH_ROUTES=1): GET /api/bench/jobs runs exactly what jobs.search
// runs (the same input schema, the same context built from the same session lookup, the same
// service) without tRPC, so the benchmark can tell what the tRPC layer costs. Never registered in
// normal runs.
import type { FastifyInstance } from 'fastify';
import { jobSearchInput } from '#shared/schemas/jobs.ts';
import { contextFactory, type ServerDeps } from '../../trpc/context.ts';
import { searchJobs } from './service.ts';

export function registerJobBenchRoutes(app: FastifyInstance, deps: ServerDeps) {
  const createContext = contextFactory(deps);
  app.get<{ Querystring: { input?: string } }>('/api/bench/jobs', async (req, reply) => {
    const parsed = jobSearchInput.safeParse(req.query.input ? JSON.parse(req.query.input) : {});
    if (!parsed.success) return reply.code(400).send({ error: parsed.error.issues[0]?.message });
    return searchJobs(await createContext({ req, res: reply }), parsed.data);
  });
}
