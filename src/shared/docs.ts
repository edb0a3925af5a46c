// The shape of the developer docs' description of the API, served at DOCS_JSON_PATH and read by
// the /docs page. Built on the server from the router and the access table (decision 031).

/** A stable address for tools; the answer carries a version and an ETag. */
export const DOCS_JSON_PATH = '/api/docs.json';

/** A JSON Schema document as `z.toJSONSchema` writes it. */
export type JsonSchema = Record<string, unknown>;

export interface ApiError {
  code: string;
  httpStatus: number;
  /** When this procedure answers with it. */
  when: string;
}

export interface ApiRateLimit {
  /** The key prefix the server counts under, e.g. `sign-in:ip`. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** What is counted: per address, per account, per user… */
  per: string;
}

export interface ApiProcedure {
  /** `jobs.search`: the name after `/trpc/`. */
  path: string;
  /** The first segment: the area the index groups by. */
  area: string;
  kind: 'query' | 'mutation';
  /** A query the web client sends as a POST because its input can be large; GET works too. */
  postedQuery: boolean;
  /** The access level from src/server/access.ts. */
  level: string;
  /** The kinds of caller the level admits. */
  callers: string[];
  /** Whether a personal API token may call it. */
  tokenAllowed: boolean;
  summary: string;
  /** Null when the procedure takes no input. */
  input: JsonSchema | null;
  output: JsonSchema;
  errors: ApiError[];
  rateLimits: ApiRateLimit[];
  examples: { typedClient: string; curl: string };
}

export interface ApiDescription {
  /** A hash of everything below: changes exactly when the description does. */
  version: string;
  /** The address under which procedures answer, relative to the site. */
  basePath: string;
  transformer: 'superjson';
  maxBatch: number;
  levels: Record<string, { callers: string[]; summary: string }>;
  /** Limits kept by routes outside tRPC (uploads, downloads, sign-in with a provider). */
  otherRateLimits: (ApiRateLimit & { route: string })[];
  procedures: ApiProcedure[];
}
