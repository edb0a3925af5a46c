// GET /api/applications/export.csv: the signed-in user's tracked applications as a CSV download.
// A plain link (the tracker's Export CSV button) or a script with an API token; it authenticates
// exactly like a tRPC request does (authenticateRequest).
import type { FastifyInstance } from 'fastify';
import { APPLICATIONS_EXPORT_PATH } from '#shared/constants/applications.ts';
import { authenticateRequest, type ServerDeps } from '../../trpc/context.ts';
import { applicationsCsv } from './csv.ts';
import { exportApplications } from './service.ts';

const STATUS = { UNAUTHORIZED: 401, FORBIDDEN: 403 } as const;

export function registerApplicationsRoutes(app: FastifyInstance, deps: ServerDeps) {
  app.get(APPLICATIONS_EXPORT_PATH, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const who = await authenticateRequest(deps, req, reply);
    if ('code' in who) {
      const statusCode = STATUS[who.code];
      return reply.code(statusCode).send({ error: { statusCode, code: who.code, message: who.message } });
    }
    const csv = applicationsCsv(await exportApplications(who.ctx));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="applications.csv"')
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });
}
