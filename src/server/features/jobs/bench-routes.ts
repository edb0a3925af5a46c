// Only for `npm run bench` (BENCH_ROUTES=1): GET /api/bench/jobs runs exactly what jobs.search
// runs (the same input schema, the same statement through the same pool, the same session lookup
// when a cookie or bearer is sent) without tRPC, so the benchmark can tell what the tRPC layer
// costs. Never registered in normal runs.
import type { FastifyInstance } from 'fastify';
import { jobSearchInput } from '../../../shared/schemas/jobs.ts';
import type { Database } from '../../db/client.ts';
import { validateSessionToken } from '../../platform/sessions.ts';
import { readCredential } from '../../trpc/context.ts';
import { searchJobs } from './service.ts';

export function registerJobBenchRoutes(app: FastifyInstance, database: Database) {
  app.get<{ Querystring: { input?: string } }>('/api/bench/jobs', async (req, reply) => {
    const parsed = jobSearchInput.safeParse(req.query.input ? JSON.parse(req.query.input) : {});
    if (!parsed.success) return reply.code(400).send({ error: parsed.error.issues[0]?.message });
    const credential = readCredential(req);
    const valid = credential ? await validateSessionToken(database.db, credential.token) : null;
    return searchJobs(database.db, parsed.data, valid?.user ?? null);
  });
}
