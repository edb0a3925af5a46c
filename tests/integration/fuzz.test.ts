// Every procedure of the API, fuzzed over HTTP: inputs drawn from its own zod schema (mostly
// valid, then with hostile parts: NUL characters, huge and deep values, NaN and Infinity, forged
// cursors, LIKE and regex metacharacters), and tampered superjson envelopes. Queries go by GET and
// mutations by POST, from an anonymous caller, a free user, a premium user and an admin. Whatever
// arrives, the answer is never a 5xx, no promise is left rejected, and nothing is logged at error
// level.
//
// CI runs FUZZ_RUNS (default 16) schema-drawn inputs and a third as many tampered envelopes per
// procedure, plus the fixed hostile bodies (each from one of the callers in turn). A longer run, for a change to input handling:
//   FUZZ_RUNS=500 DATABASE_URL=… npx vitest run --project integration tests/integration/fuzz.test.ts
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import superjson from 'superjson';
import type { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/router.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { createTestUser, randomIp } from '../support/users.ts';
import { sendTrpc } from '../support/trpc-http.ts';
import { hostile, oneHostilePart, validish } from '../support/zod-arbitrary.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 16);

const database = await useTestDatabase();
const { app, logs } = await useTestApp(database);

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);
process.on('unhandledRejection', onUnhandled);
afterAll(() => void process.off('unhandledRejection', onUnhandled));

interface Procedure {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: z.ZodType[] };
}
const procedures = Object.entries((appRouter._def as unknown as { procedures: Record<string, Procedure> }).procedures);

const CALLERS = ['anonymous', 'free', 'premium', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

/**
 * Fresh users for each mutation, so one procedure's valid calls (signing out, deleting the
 * account, revoking sessions, enabling two-factor) never change who calls the next; queries change
 * nothing and share one set.
 */
async function freshCallers(): Promise<Record<Caller, string | null>> {
  const [free, premium, admin] = await Promise.all([
    createTestUser(database.db),
    createTestUser(database.db, { premium: true }),
    createTestUser(database.db, { role: 'admin', premium: true }),
  ]);
  return { anonymous: null, free: free.token, premium: premium.token, admin: admin.token };
}

let queryCallers: Promise<Record<Caller, string | null>> | undefined;
let sent = 0;

/** One call with a fresh address, so no per-address limit answers for the procedure; its status. */
async function send(app: FastifyInstance, kind: 'query' | 'mutation', path: string, body: string | undefined, token: string | null) {
  sent++;
  return (await sendTrpc(app, kind, path, body, { token, ip: randomIp() })).statusCode;
}

/**
 * The envelope the client would send. superjson refuses to write `__proto__` and `constructor` keys
 * and overflows on very deep values; a forger is not so polite, so those go as a bare envelope.
 */
function serialize(input: unknown): string | undefined {
  if (input === undefined) return undefined;
  try {
    return JSON.stringify(superjson.serialize(input));
  } catch {
    return JSON.stringify({ json: input }, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  }
}

/** superjson envelopes a client could forge: wrong or unknown types in `meta`, broken references, no envelope. */
const tampered = (input: fc.Arbitrary<unknown>) =>
  fc
    .tuple(
      input,
      fc.constantFrom<unknown[]>(
        ['Date'],
        ['bigint'],
        ['regexp'],
        ['set'],
        ['map'],
        ['Error'],
        ['URL'],
        ['number'],
        ['undefined'],
        ['symbol', 'nope'],
        ['class', 'Nope'],
        ['custom', 'Nope'],
        ['typed-array', 'Float64Array'],
        ['no-such-type'],
        [],
        [['map', 'set']],
      ),
      fc.constantFrom('', 'q', 'cursor', 'since', 'id', '__proto__', 'constructor.prototype', 'a.b.c', '0'),
      fc.boolean(),
    )
    .map(([value, type, at, broken]) => {
      const { json } = JSON.parse(serialize(value) ?? '{}') as { json?: unknown };
      const values = at === '' ? type : { [at]: type };
      const meta = broken ? { values, referentialEqualities: { [at || 'x']: ['__proto__.y', 'z'] } } : { values };
      return JSON.stringify({ json, meta });
    });

/** Bodies that are not what any schema describes, sent to every procedure as they are. */
const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"\\u0000"',
  '{"json":null}',
  '{"json":{"__proto__":{"polluted":true}}}',
  '{"json":"x","meta":{"values":["Date"]}}',
  '{"json":"1e400","meta":{"values":["bigint"]}}',
  '{"json":{"a":1},"meta":{"values":{"a":["custom","x"]}}}',
  '{"json":{"a":[1,2]},"meta":{"values":{"a":[["set"],{"0":["Date"]}]}}}',
  '{"json":{"cursor":"x"},"meta":{"referentialEqualities":{"cursor":["__proto__.polluted"]}}}',
  '{"json":{"since":"0000-00-00"},"meta":{"values":{"since":["Date"]}}}',
  `{"json":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
];

describe.each(procedures)('%s', (path, procedure) => {
  const kind = procedure._def.type as 'query' | 'mutation';
  const schema = procedure._def.inputs[0];
  let callers: Record<Caller, string | null>;

  it('answers every input without a 5xx, a rejection or an error log', async () => {
    callers = kind === 'mutation' ? await freshCallers() : await (queryCallers ??= freshCallers());
    const firstLine = logs.lines.length;
    const caller = fc.constantFrom(...CALLERS);
    const check = async (body: string | undefined, who: Caller) => {
      const status = await send(app, kind, path, body, callers[who]);
      expect(status, `${who} ${body?.slice(0, 300)}`).toBeLessThan(500);
    };
    if (schema) {
      await fc.assert(
        fc.asyncProperty(fc.oneof(validish(schema), oneHostilePart(schema), hostile(schema)), caller, (input, who) => check(serialize(input), who)),
        { numRuns: RUNS, endOnFailure: true },
      );
      await fc.assert(
        fc.asyncProperty(tampered(hostile(schema)), caller, (body, who) => check(body, who)),
        { numRuns: Math.ceil(RUNS / 3), endOnFailure: true },
      );
    }
    for (const [i, body] of RAW_BODIES.entries()) await check(body, CALLERS[i % CALLERS.length]!);
    await app.platform.tasks.idle();
    expect(logs.lines.slice(firstLine).filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(unhandled).toEqual([]);
  }, 120_000);
});

afterAll(() => {
  console.info(`fuzz: ${sent} requests to ${procedures.length} procedures`);
});
