// GET /api/data-export/<id>: the archive as a JSON file. The owner's signed-in session opens it
// (the account tier: not an API token, like the procedures that ask for it), or the mailed link's
// token, which works for that one archive until it expires. Anything else is a 404.
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { z } from 'zod';
import { DATA_EXPORT_PATH, dataExportFileName } from '#shared/constants/data-export.ts';
import { TOASTS } from '#shared/toasts.ts';
import { httpRoute, RouteRefusal } from '../../trpc/http-routes.ts';
import { findDownload } from './service.ts';

const gunzipAsync = promisify(gunzip);
const query = z.object({ token: z.string().min(1).max(100).optional() });

export const dataExportRoutes = [
  httpRoute(
    `GET ${DATA_EXPORT_PATH}/:id`,
    {
      noStore: true,
      params: { schema: z.object({ id: z.uuid() }), notFound: TOASTS.dataExport.notFound },
      proof: (req) => query.safeParse(req.query).data?.token,
    },
    async ({ ctx, params, req, reply }) => {
      const found = await findDownload(ctx.db, params.id, 'proof' in ctx ? { token: ctx.proof } : { userId: ctx.user.id });
      if (!found) throw new RouteRefusal('NOT_FOUND', TOASTS.dataExport.notFound);

      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${dataExportFileName(found.readyAt)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('vary', 'accept-encoding');
      // Stored compressed: a client that takes gzip gets the stored bytes as they are.
      if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(found.archive);
      return reply.send(await gunzipAsync(found.archive));
    },
  ),
];
