// The developer docs' description against the router and the access table: every procedure is in
// /api/docs.json with the tier access.ts gives it, its schemas are JSON Schema documents, the curl
// examples it prints work when run as written, and the answer is cached by its ETag.
import { describe, expect, it } from 'vitest';
import { DOCS_JSON_PATH, type ApiDescription, type ApiProcedure } from '#shared/docs.ts';
import { ACCESS, LEVELS, type ProcedurePath } from '../../src/server/access.ts';
import { appRouter } from '../../src/server/router.ts';
import { useTestApp } from '../support/app.ts';
import { tokenCaller } from '../support/callers.ts';
import { useTestDatabase } from '../support/database.ts';

const database = await useTestDatabase();
const { app } = await useTestApp(database);

const response = await app.inject({ method: 'GET', url: DOCS_JSON_PATH });
const description = response.json<ApiDescription>();
const byPath = new Map(description.procedures.map((p) => [p.path, p]));
const routerPaths = Object.keys(appRouter._def.procedures);

const unquote = (quoted: string) => quoted.slice(1, -1).replaceAll(`'\\''`, "'");

/**
 * Runs a curl example as printed in the docs, against the test app: the method, the headers, and
 * the input (`--data-urlencode 'input=…'` for a GET, `-d '…'` for a POST), with the environment
 * variables the examples read filled in.
 */
async function runCurl(example: string, env: { UPWARD_TOKEN?: string }) {
  const command = example
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join(' ')
    .replaceAll('\\ ', ' ')
    .replaceAll('$UPWARD_URL', '')
    .replaceAll('$UPWARD_TOKEN', env.UPWARD_TOKEN ?? '');
  const url = /curl (?:-G|-X POST) "([^"]+)"/.exec(command)![1]!;
  const headers = Object.fromEntries([...command.matchAll(/-H "([^:]+): ([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
  const query = / --data-urlencode ('(?:[^']|'\\'')*')/.exec(command);
  const body = / -d ('(?:[^']|'\\'')*')/.exec(command);
  if (command.includes('-X POST')) return app.inject({ method: 'POST', url, headers, payload: unquote(body![1]!) });
  const input = query ? unquote(query[1]!).replace(/^input=/, '') : null;
  return app.inject({ method: 'GET', url: input === null ? url : `${url}?input=${encodeURIComponent(input)}`, headers });
}

const procedure = (path: ProcedurePath): ApiProcedure => byPath.get(path)!;

describe('GET /api/docs.json', () => {
  it('is public JSON with a version', () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(description.version).toMatch(/^[0-9a-f]{16}$/);
    expect(description.basePath).toBe('/trpc');
  });

  it('lists every procedure of the router, and nothing else', () => {
    const missing = routerPaths.filter((path) => !byPath.has(path));
    expect(missing, `procedures missing from ${DOCS_JSON_PATH}: ${missing.join(', ')}`).toEqual([]);
    expect(description.procedures.map((p) => p.path).sort()).toEqual([...routerPaths].sort());
  });

  it("gives each procedure the tier and callers of the access table, and its router's kind", () => {
    for (const path of routerPaths as ProcedurePath[]) {
      const described = procedure(path);
      const def = (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[path]!._def;
      expect({ path, level: described.level, callers: described.callers, kind: described.kind }).toEqual({
        path,
        level: ACCESS[path],
        callers: [...LEVELS[ACCESS[path]]],
        kind: def.type,
      });
      expect(described.tokenAllowed).toBe((LEVELS[ACCESS[path]] as readonly string[]).includes('apiToken'));
    }
  });

  it('describes inputs and outputs as JSON Schema documents', () => {
    for (const p of description.procedures) {
      for (const schema of [p.input, p.output]) {
        if (schema === null) continue;
        expect(schema.$schema, p.path).toBe('https://json-schema.org/draft/2020-12/schema');
        expect(typeof schema, p.path).toBe('object');
      }
      expect(p.output, p.path).not.toBeNull();
    }
    // Dates travel as ISO strings that superjson's meta turns back into dates.
    const jobSchema = JSON.stringify(procedure('jobs.byId').output);
    expect(jobSchema).toContain('"postedDate":{"type":"string","format":"date-time","x-superjson":"Date"}');
  });

  it('derives errors from the tier, the input and the rate limits', () => {
    const codes = (path: ProcedurePath) => procedure(path).errors.map((e) => e.code);
    expect(codes('system.info')).toEqual([]);
    expect(codes('jobs.search')).toEqual(['BAD_REQUEST']);
    expect(codes('settings.get')).toEqual(['UNAUTHORIZED', 'FORBIDDEN']);
    expect(codes('forum.create')).toEqual(['BAD_REQUEST', 'UNAUTHORIZED', 'FORBIDDEN', 'TOO_MANY_REQUESTS']);
    expect(procedure('forum.create').rateLimits.map((l) => l.name)).toEqual(['forum-post:user']);
    expect(procedure('resumes.score').postedQuery).toBe(true);
  });

  it('answers 304 to a client that has this version', async () => {
    const etag = response.headers.etag as string;
    expect(etag).toBe(`"${description.version}"`);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const again = await app.inject({ method: 'GET', url: DOCS_JSON_PATH, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('the curl examples, run as printed', () => {
  it('a public query with input (jobs.search)', async () => {
    const answer = await runCurl(procedure('jobs.search').examples.curl, {});
    expect(answer.statusCode).toBe(200);
    const { json } = answer.json<{ result: { data: { json: { jobs: unknown[]; total: number } } } }>().result.data;
    expect(Array.isArray(json.jobs)).toBe(true);
    expect(typeof json.total).toBe('number');
  });

  it('a public mutation (system.reportNotFound)', async () => {
    const answer = await runCurl(procedure('system.reportNotFound').examples.curl, {});
    expect(answer.statusCode).toBe(200);
  });

  it('a query with an API token (settings.get), and the same without one', async () => {
    const token = await tokenCaller(database.db, app);
    const answer = await runCurl(procedure('settings.get').examples.curl, { UPWARD_TOKEN: token.http.bearer! });
    expect(answer.statusCode).toBe(200);
    const refused = await runCurl(procedure('settings.get').examples.curl, {});
    expect(refused.statusCode).toBe(401);
  });

  it('an account procedure refuses the token, as its example says', async () => {
    const token = await tokenCaller(database.db, app);
    const example = procedure('apiTokens.list').examples.curl;
    expect(example).toMatch(/^# API tokens are refused here/);
    const answer = await runCurl(example, { UPWARD_TOKEN: token.http.bearer! });
    expect(answer.statusCode).toBe(403);
  });
});
