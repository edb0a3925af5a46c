// The developer docs' hand-kept rate-limit table against the code that enforces the limits, and the
// generator's JSON Schema and example values.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROCEDURE_RATE_LIMITS, RATE_LIMIT_SUBJECTS, ROUTE_RATE_LIMITS, type RateLimitName } from '../../src/server/docs/rate-limits.ts';
import { exampleOf, jsonSchemaOf } from '../../src/server/docs/service.ts';
import { RATE_LIMITS } from '../../src/server/platform/rate-limit.ts';

const FEATURES = path.resolve(import.meta.dirname, '../../src/server/features');
const camel = (folder: string) => folder.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
/** Rules a file names (a comment's `RATE_LIMITS.forum*PerUser` is no rule). */
const rulesUsedIn = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/RATE_LIMITS\.(\w+)/g)].map((m) => m[1]!).filter((name): name is RateLimitName => name in RATE_LIMITS);

describe('the rate-limit table', () => {
  it('maps every RATE_LIMITS entry to procedures or to a route (or SMTP command) outside tRPC', () => {
    const mapped = new Set([...Object.values(PROCEDURE_RATE_LIMITS).flat(), ...Object.keys(ROUTE_RATE_LIMITS)]);
    const unmapped = Object.keys(RATE_LIMITS).filter((name) => !mapped.has(name));
    expect(unmapped, `rate limits in neither table of src/server/docs/rate-limits.ts: ${unmapped.join(', ')}`).toEqual([]);
    expect(Object.keys(RATE_LIMIT_SUBJECTS).sort()).toEqual(Object.keys(RATE_LIMITS).sort());
  });

  // Staff areas (admin.jobSources…) are features of their own mounted under admin.
  it("names, for each limit a feature's code enforces, a procedure of that feature or the route", () => {
    const missing: string[] = [];
    for (const folder of readdirSync(FEATURES).filter((f) => f !== 'docs')) {
      for (const file of readdirSync(path.join(FEATURES, folder)).filter((f) => f.endsWith('.ts'))) {
        for (const rule of rulesUsedIn(path.join(FEATURES, folder, file))) {
          // Raw routes, and the SMTP receiver's commands, are outside tRPC alike.
          const isRoute = /(routes|smtp)\.ts$/.test(file);
          const found = isRoute
            ? rule in ROUTE_RATE_LIMITS
            : Object.entries(PROCEDURE_RATE_LIMITS).some(([procedure, rules]) => (procedure.startsWith(`${camel(folder)}.`) || procedure.startsWith(`admin.${camel(folder)}.`)) && rules.includes(rule));
          if (!found) missing.push(`${folder}/${file}: ${rule}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the generator', () => {
  const input = z.object({
    name: z.string().min(3),
    when: z.date(),
    kind: z.enum(['a', 'b']),
    count: z.number().int().min(1).default(5),
    note: z.string().optional(),
    ids: z.array(z.uuid()).min(1),
  });

  it('marks dates as superjson dates and keeps what the input accepts', () => {
    const schema = jsonSchemaOf(input, 'input');
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(properties.when).toEqual({ type: 'string', format: 'date-time', 'x-superjson': 'Date' });
    expect(schema.required).toEqual(['name', 'when', 'kind', 'ids']);
  });

  it('writes what a transform produces as "any" instead of failing', () => {
    const schema = jsonSchemaOf(z.object({ n: z.string().transform((s) => s.length) }), 'output');
    expect((schema.properties as Record<string, unknown>).n).toEqual({});
  });

  it('builds an example the schema accepts, with superjson meta for its dates', () => {
    const value = exampleOf(jsonSchemaOf(input, 'input'));
    expect(input.safeParse(value).success).toBe(true);
    expect(superjson.serialize(value).meta).toEqual({ values: { when: ['Date'] }, v: 1 });
  });
});
