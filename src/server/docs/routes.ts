import type { AnyTRPCRouter } from '@trpc/server';
import { DOCS_JSON_PATH } from '#shared/docs.ts';
import { httpRoute } from '../trpc/http-routes.ts';
import { apiDescription } from './service.ts';

/**
 * The description for tools and the /docs page. Public; built once, so the ETag is its version and
 * a client that has it gets a 304. `no-cache` makes caches ask each time, so a deploy is seen at once.
 */
export const docsRoutes = (router: AnyTRPCRouter) => [
  httpRoute(`GET ${DOCS_JSON_PATH}`, {}, async ({ req, reply }) => {
    const { description, json } = apiDescription(router);
    const etag = `"${description.version}"`;
    reply.header('etag', etag).header('cache-control', 'public, no-cache');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  }),
];
