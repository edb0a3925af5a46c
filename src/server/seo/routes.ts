// The client's pages with their own head, /sitemap.xml and /robots.txt. Each is a route of its own,
// so neither the static files' wildcard nor the client-route fallback answers for them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../trpc/context.ts';
import { pageHead, renderIndex, robotsTxt, sitemapXml } from './service.ts';

/** The sitemap and robots.txt change with a publication or a deploy: an hour is fresh enough for crawlers. */
const CRAWLER_CACHE = 'public, max-age=3600';

export function registerSeoRoutes(app: FastifyInstance, deps: ServerDeps) {
  app.get('/sitemap.xml', async (req, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(await sitemapXml({ ...deps, log: req.log })),
  );
  app.get('/robots.txt', async (_req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(robotsTxt(deps)));
}

/**
 * Sends index.html for a page with that page's head. The built file is read once (a deploy restarts
 * the process); the answer is revalidated on every visit (no-cache, as before) and a strong ETag of
 * the rendered page lets an unchanged one answer 304.
 */
export function pageSender(deps: ServerDeps, indexFile: string) {
  const template = readFileSync(indexFile, 'utf8');
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const head = await pageHead({ ...deps, log: req.log }, req.url);
    const html = renderIndex(template, head.html);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    reply.code(head.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', etag);
    if (req.headers['if-none-match'] === etag && reply.statusCode === 200) return reply.code(304).send();
    return reply.send(html);
  };
}
