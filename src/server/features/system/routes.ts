// GET /api/healthz: whether the service and its database answer, for load balancers and the
// process supervisor (system.health asks the same over tRPC). A 503 while the database is away says
// when to ask again; a 503 "draining" says the process is shutting down.
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/client.ts';
import { httpRoute } from '../../trpc/http-routes.ts';
import { checkHealth } from './service.ts';

export const systemRoutes = [
  httpRoute('GET /api/healthz', {}, async ({ ctx, reply }) => {
    const result = await checkHealth(ctx);
    if (result.status === 'unavailable') reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
    return reply.code(result.status === 'ok' ? 200 : 503).send(result);
  }),
];
