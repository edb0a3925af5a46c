// The developer docs' description of the API, generated from the router itself so it cannot drift:
// paths and kinds from `appRouter._def.procedures`, input and output JSON Schema from the zod schemas
// the procedures parse with, tiers and callers from the access table. Written by hand: the rate-limit
// table beside this file and a few longer descriptions below (decision 031).
import { createHash } from 'node:crypto';
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import superjson from 'superjson';
import { z } from 'zod';
import { POSTED_QUERIES, TRPC_MAX_BATCH } from '#shared/constants.ts';
import type { ApiDescription, ApiError, ApiProcedure, ApiRateLimit, JsonSchema } from '#shared/docs.ts';
import type { Toast } from '#shared/toasts.ts';
import { ACCESS, LEVELS, type Level, type ProcedurePath } from '../access.ts';
import { RATE_LIMITS } from '../platform/rate-limit.ts';
import type { ProcedureMeta } from '../trpc/init.ts';
import { PROCEDURE_RATE_LIMITS, RATE_LIMIT_SUBJECTS, ROUTE_RATE_LIMITS, type RateLimitName } from './rate-limits.ts';

/** Where the examples send requests; the page shows it with the site's own address. */
export const EXAMPLE_BASE_URL = '$UPWARD_URL';

const LEVEL_SUMMARIES: Record<Level, string> = {
  public: 'Anyone, signed in or not.',
  signedIn: 'A browser session, also before its second factor is passed. Not an API token.',
  authed: 'A signed-in member past the second factor, or a personal API token acting as its user.',
  account: "The account's own credentials: a browser session only. API tokens are refused.",
  premium: 'A Premium member (a session or their API token).',
  staff: 'Moderators and admins.',
  admin: 'Admins only.',
};

/** Why a tier refuses with FORBIDDEN, in the words of its rule (src/server/trpc/tiers.ts). */
const FORBIDDEN_WHEN: Record<Exclude<Level, 'public'>, string> = {
  signedIn: 'Called with an API token instead of a browser session.',
  authed: 'The session has not passed its second factor yet.',
  account: 'Called with an API token, or by a session that has not passed its second factor.',
  premium: 'The caller is not a Premium member, or the session owes its second factor.',
  staff: 'The caller is neither a moderator nor an admin.',
  admin: 'The caller is not an admin.',
};

/** Procedures whose name says too little on its own. Everything else gets a summary from its path. */
const DESCRIPTIONS: Partial<Record<ProcedurePath, string>> = {
  'auth.session': 'The caller: the signed-in user (or the API token\'s user), or null. A cheap way to check a token.',
  'jobs.search': 'Search active jobs. Visitors and free members get the first page with the true total; Premium members page on with the cursor.',
  'jobs.byId': 'One active job, for its detail view.',
  'resumes.score': 'ATS score of a resume against a pasted job description, with its breakdown; the optimisation in it (suggestions, keywords, rewritten summary and skills) only for Premium, null otherwise. The web client POSTs this query because its input is large.',
  'forum.list': 'Forum posts; Premium-only posts are cut to a preview for other callers.',
  'news.list': 'Published news articles; Premium-only articles are withheld from other callers.',
  'system.info': "The app's name and which billing provider it runs with (Stripe or the built-in local one).",
  'system.health': 'The same check as GET /api/healthz: whether the service and its database answer.',
  'system.reportNotFound': 'Records that a page address was not found, so broken links can be fixed.',
  'dataExport.request': 'Starts building an archive of everything stored about the account, in the background; a few a day.',
};

const humanize = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** `billing.local.pay` → "Local: pay." — the name's own words when no description is written. */
function summaryOf(path: ProcedurePath, kind: ApiProcedure['kind']): string {
  const written = DESCRIPTIONS[path];
  if (written) return written;
  const [, ...rest] = path.split('.');
  const name = rest.map(humanize).join(': ');
  return `${name}. ${kind === 'query' ? 'Reads; changes nothing.' : 'Changes data.'}`;
}

/**
 * Zod to JSON Schema for one direction of the wire. Dates travel as ISO strings that superjson's
 * `meta` turns back into Date objects; they are marked so, and the example builder uses the mark.
 * Anything else JSON Schema cannot say (a transform's result, a refinement) becomes `{}`, "any".
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time', 'x-superjson': 'Date' });
    },
  }) as JsonSchema;
}

const EXAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

/**
 * A value of the schema's shape: defaults where given, required fields only. Placeholders, not
 * meaningful data; a string pattern is not solved, so such an example needs editing.
 */
export function exampleOf(schema: JsonSchema): unknown {
  if ('default' in schema) return schema.default;
  if (schema['x-superjson'] === 'Date') return new Date('2026-01-01T00:00:00.000Z');
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const variants = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as JsonSchema[] | undefined;
  if (variants) return exampleOf(variants.find((v) => v.type !== 'null') ?? variants[0]!);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.filter((key) => properties[key]).map((key) => [key, exampleOf(properties[key]!)]));
    }
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: count }, () => exampleOf((schema.items ?? {}) as JsonSchema));
    }
    case 'string':
      if (schema.format === 'uuid') return EXAMPLE_UUID;
      if (schema.format === 'email') return 'you@example.com';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'uri') return 'https://example.com';
      return 'x'.repeat(Math.max(1, typeof schema.minLength === 'number' ? schema.minLength : 1));
    case 'integer':
    case 'number':
      if (typeof schema.minimum === 'number') return schema.minimum;
      if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
      return 0;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** A value as TypeScript source for the typed-client example: dates as `new Date(…)`. */
function toSource(value: unknown, indent = ''): string {
  if (value instanceof Date) return `new Date('${value.toISOString()}')`;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[${value.map((v) => toSource(v, indent)).join(', ')}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const inner = `${indent}  `;
    const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
    return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${toSource(v, inner)},`).join('\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

function examplesOf(path: string, kind: ApiProcedure['kind'], posted: boolean, level: Level, input: JsonSchema | null) {
  const value = input ? exampleOf(input) : undefined;
  const wire = JSON.stringify(superjson.serialize(value));
  const needsToken = level !== 'public';
  const tokenNote =
    level === 'account' || level === 'signedIn'
      ? '# API tokens are refused here: this procedure answers a signed-in browser session only.\n'
      : '';
  const auth = needsToken ? ` \\\n  -H "Authorization: Bearer $UPWARD_TOKEN"` : '';
  const url = `"${EXAMPLE_BASE_URL}/trpc/${path}"`;
  const curl =
    kind === 'query' && !posted
      ? `${tokenNote}curl -G ${url}${auth}${input ? ` \\\n  --data-urlencode ${shellQuote(`input=${wire}`)}` : ''}`
      : `${tokenNote}curl -X POST ${url}${auth} \\\n  -H "Content-Type: application/json" \\\n  -d ${shellQuote(input ? wire : '{}')}`;

  const linkOptions = [`url: \`\${process.env.UPWARD_URL}/trpc\``, 'transformer: superjson'];
  if (needsToken) linkOptions.push('headers: { authorization: `Bearer ${process.env.UPWARD_TOKEN}` }');
  if (posted) linkOptions.push("methodOverride: 'POST'");
  const call = `await api.${path}.${kind === 'query' ? 'query' : 'mutate'}(${input ? toSource(value) : ''})`;
  const typedClient = [
    "import { createTRPCClient, httpLink } from '@trpc/client';",
    "import superjson from 'superjson';",
    "import type { AppRouter } from './src/server/router.ts';",
    '',
    'const api = createTRPCClient<AppRouter>({',
    `  links: [httpLink({ ${linkOptions.join(', ')} })],`,
    '});',
    `const result = ${call};`,
  ].join('\n');
  return { typedClient, curl };
}

/** The words a procedure gives a refusal of its tier (its meta), quoted after the reason. */
const inWords = (toast: Toast | undefined) => (toast?.description ? ` ("${toast.description}")` : '');

function errorsOf(level: Level, meta: ProcedureMeta | undefined, hasInput: boolean, limited: boolean): ApiError[] {
  const errors: ApiError[] = [];
  if (hasInput) errors.push({ code: 'BAD_REQUEST', httpStatus: 400, when: 'The input does not match the input schema; `data.fieldErrors` names the fields.' });
  if (level !== 'public') {
    errors.push({ code: 'UNAUTHORIZED', httpStatus: 401, when: `No session and no valid API token.${inWords(meta?.refusal?.visitor)}` });
    errors.push({ code: 'FORBIDDEN', httpStatus: 403, when: `${FORBIDDEN_WHEN[level]}${inWords(meta?.refusal?.tier)}` });
  }
  if (limited) errors.push({ code: 'TOO_MANY_REQUESTS', httpStatus: 429, when: 'A rate limit below is passed; the Retry-After header says how many seconds to wait.' });
  return errors;
}

const rateLimitOf = (name: RateLimitName): ApiRateLimit => {
  const { name: key, limit, windowSeconds } = RATE_LIMITS[name];
  return { name: key, limit, windowSeconds, per: RATE_LIMIT_SUBJECTS[name] };
};

const isVoid = (schema: z.ZodType) => ['void', 'undefined'].includes(schema._zod.def.type);

function describeProcedure(path: ProcedurePath, procedure: AnyTRPCProcedure): ApiProcedure {
  const def = procedure._def as unknown as { type: 'query' | 'mutation'; inputs: z.ZodType[]; output?: z.ZodType; meta?: ProcedureMeta };
  const level = ACCESS[path];
  const inputSchema = def.inputs.length === 1 && !isVoid(def.inputs[0]!) ? def.inputs[0]! : null;
  // Every procedure declares one input (z.void() for none) and an output; a second input would be merged by tRPC and is not used here.
  if (def.inputs.length > 1) throw new Error(`${path}: more than one .input() is not described by the docs`);
  if (!def.output) throw new Error(`${path}: declares no .output(); the docs need one`);
  const input = inputSchema ? jsonSchemaOf(inputSchema, 'input') : null;
  const posted = POSTED_QUERIES.has(path);
  const limits = PROCEDURE_RATE_LIMITS[path] ?? [];
  return {
    path,
    area: path.split('.')[0]!,
    kind: def.type,
    postedQuery: posted,
    level,
    callers: [...LEVELS[level]],
    tokenAllowed: (LEVELS[level] as readonly string[]).includes('apiToken'),
    summary: summaryOf(path, def.type),
    input,
    output: jsonSchemaOf(def.output, 'output'),
    errors: errorsOf(level, def.meta, input !== null, limits.length > 0),
    rateLimits: limits.map(rateLimitOf),
    examples: examplesOf(path, def.type, posted, level, input),
  };
}

function buildDescription(router: AnyTRPCRouter): ApiDescription {
  // `_def.procedures` is flat, keyed by dotted path (`_def.record` is the nested tree).
  const procedures = Object.entries(router._def.procedures as Record<string, AnyTRPCProcedure>)
    .map(([path, procedure]) => describeProcedure(path as ProcedurePath, procedure))
    .sort((a, b) => a.path.localeCompare(b.path));
  const levels = Object.fromEntries(
    (Object.keys(LEVELS) as Level[]).map((level) => [level, { callers: [...LEVELS[level]], summary: LEVEL_SUMMARIES[level] }]),
  );
  const otherRateLimits = (Object.entries(ROUTE_RATE_LIMITS) as [RateLimitName, readonly string[]][]).map(([name, routes]) => ({
    ...rateLimitOf(name),
    route: routes.join(', '),
  }));
  const body = { basePath: '/trpc', transformer: 'superjson' as const, maxBatch: TRPC_MAX_BATCH, levels, otherRateLimits, procedures };
  const version = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16);
  return { version, ...body };
}

const cache = new WeakMap<AnyTRPCRouter, { description: ApiDescription; json: string }>();

/**
 * Built once per router: it does not change while the process runs. The app passes its router in
 * (features sit below it and never import it).
 */
export function apiDescription(router: AnyTRPCRouter): { description: ApiDescription; json: string } {
  let built = cache.get(router);
  if (!built) {
    const description = buildDescription(router);
    built = { description, json: JSON.stringify(description) };
    cache.set(router, built);
  }
  return built;
}
