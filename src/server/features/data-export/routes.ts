// GET /api/data-export/<id>: the archive as a JSON file. The owner's signed-in session opens it
// (not an API token, like the procedures that ask for it), or the mailed link's token, which
// works for that one archive until it expires. Anything else is a 404.
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DATA_EXPORT_PATH, dataExportFileName } from '#shared/constants/data-export.ts';
import { TOASTS } from '#shared/toasts.ts';
import { refuse } from '../../platform/uploads.ts';
import { authenticateRequest, type ServerDeps } from '../../trpc/context.ts';
import { findDownload } from './service.ts';

const gunzipAsync = promisify(gunzip);
const params = z.object({ id: z.uuid() });
const query = z.object({ token: z.string().min(1).max(100).optional() });

export function registerDataExportRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.get(`${DATA_EXPORT_PATH}/:id`, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const notFound = () => refuse(reply, 'NOT_FOUND', TOASTS.dataExport.notFound.description!, TOASTS.dataExport.notFound.title);
    const id = params.safeParse(req.params);
    const { token } = query.safeParse(req.query).data ?? {};
    if (!id.success) return notFound();

    let found;
    if (token) {
      found = await findDownload(deps.db, id.data.id, { token });
    } else {
      const who = await authenticateRequest(deps, req, reply);
      if ('code' in who) return refuse(reply, who.code, who.message);
      if (!who.ctx.session) return refuse(reply, 'FORBIDDEN', TOASTS.auth.sessionRequired.description!, TOASTS.auth.sessionRequired.title);
      found = await findDownload(deps.db, id.data.id, { userId: who.ctx.user.id });
    }
    if (!found) return notFound();

    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${dataExportFileName(found.readyAt)}"`)
      .header('x-content-type-options', 'nosniff')
      .header('vary', 'accept-encoding');
    // Stored compressed: a client that takes gzip gets the stored bytes as they are.
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(found.archive);
    return reply.send(await gunzipAsync(found.archive));
  });
}
