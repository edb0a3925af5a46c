// fast-check arbitraries read from a zod 4 schema, for fuzzing the API with what its own schemas
// describe: `validish` builds values that mostly pass (bounds, formats, enums and literals
// respected), `hostile` swaps any part of such a value, at any depth, for something an attacker
// would send. The schema kinds covered are the ones our inputs use: object, string (lengths, regex,
// email, uuid, url, ISO date), number and int with bounds, enum, literal, boolean, array, optional,
// nullable, default, union, pipe, transform, date, record, void.
import fc from 'fast-check';
import type { z } from 'zod';

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number | bigint | Date;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: Check } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** Characters that mean something to LIKE, to regular expressions and to SQL quoting. */
const META = ['%', '_', '\\', '.', '*', '[', '(', ')', '?', '+', '^', '$', '|', "'", '"', ';', '--', '%_\\.*[('];

const deepArray = (depth: number) => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
const deepObject = (depth: number) => {
  let value: unknown = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

const cursor = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const someUuid = '3f0c1b52-8a51-4f6e-9d7c-2b1f0e8a9c11';

/** Base64url JSON that looks like a keyset cursor but names what cannot be: the shapes our cursors have, bent. */
export const forgedCursor: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    cursor([0, '2026-13-01 00:00:00+00', someUuid]),
    cursor([0, '0000-01-01 00:00:00+00', someUuid]),
    cursor([2 ** 31, '2026-01-01 00:00:00+00', someUuid]),
    cursor([-(2 ** 53), '2026-01-01 00:00:00+00', someUuid]),
    cursor(['2026-01-01 00:00:00+99', someUuid]),
    cursor(['2026-02-30 25:61:61.1234567+00', someUuid]),
    cursor(['2026-01-01 00:00:00+00', 'not-a-uuid']),
    cursor(['2026-01-01 00:00:00+00', someUuid, 'extra']),
    cursor([]),
    cursor({ a: 1 }),
    cursor(null),
    'not base64 at all!',
    '',
  ),
  fc
    .array(
      fc.oneof(
        fc.integer(),
        fc.double(),
        fc.string(),
        fc.uuid(),
        fc
          .tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: -99, max: 99 }))
          .map(([y, m, d, o]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')} 12:00:00${o < 0 ? '-' : '+'}${String(Math.abs(o)).padStart(2, '0')}`),
      ),
      { maxLength: 4 },
    )
    .map(cursor),
);

/** What an attacker sends in place of any value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uFFFF',
    '\u202E\u200B',
    '😀'.repeat(50),
    'x'.repeat(5_000),
    'é'.repeat(70_000),
    'not-a-uuid',
    '00000000-0000-0000-0000-00000000000g',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '__proto__',
    NaN,
    Infinity,
    -Infinity,
    -0,
    0.5,
    -1,
    2 ** 31,
    2 ** 53,
    1e308,
    10n ** 30n,
    new Date(NaN),
    new Date(8.64e15),
    new Date(-8.64e15),
    new Date(Date.UTC(0, 0, 1)),
    null,
    undefined,
    true,
    [],
    {},
    deepArray(1_000),
    deepObject(1_000),
    new Map([['a', '\u0000']]),
    new Set([1, 1n]),
    /.*/,
    { __proto__: { polluted: true } },
  ),
  fc.constantFrom(...META).chain((m) => fc.string({ maxLength: 6 }).map((s) => `${s}${m}${s}`)),
  forgedCursor,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.anything({ maxDepth: 3 }),
);

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const min = Math.max(0, ...checks.map((c) => (c.check === 'min_length' ? c.minimum! : 0)));
  const max = Math.min(min + 60, ...checks.map((c) => (c.check === 'max_length' ? c.maximum! : Infinity)));
  const format = def.format ?? checks.find((c) => c.check === 'string_format')?.format;
  const pattern = def.pattern ?? checks.find((c) => c.check === 'string_format' && c.pattern)?.pattern;
  switch (format) {
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= Math.max(max, 254));
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url':
      return fc.webUrl();
    case 'date':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  if (pattern) return fc.stringMatching(pattern);
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ minLength: min, maxLength: max, unit: fc.constantFrom(...META, 'a', ' ') }) },
  );
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const int = checks.some((c) => c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32'));
  const lower = checks.find((c) => c.check === 'greater_than')?.value as number | undefined;
  const upper = checks.find((c) => c.check === 'less_than')?.value as number | undefined;
  // Unbounded, an int may be any safe integer, as zod's int() allows: columns are int4, and a
  // missing bound shows as a number Postgres refuses. Edges are drawn often.
  if (int) {
    const min = lower ?? Number.MIN_SAFE_INTEGER;
    const max = upper ?? Number.MAX_SAFE_INTEGER;
    const edges = [min, max, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1].filter((n) => n >= min && n <= max);
    return fc.oneof({ weight: 3, arbitrary: fc.integer({ min, max }) }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
  }
  return fc.double({ min: lower ?? -1e12, max: upper ?? 1e12, noNaN: true });
}

type Mode = 'validish' | 'hostile';

/** A string of the right kind made hostile: a NUL inside, a forged cursor, metacharacters, any code unit. */
const hostileString = (valid: fc.Arbitrary<string>) =>
  fc.oneof(
    fc.tuple(valid, fc.nat()).map(([text, at]) => `${text.slice(0, at % (text.length + 1))}\u0000${text.slice(at % (text.length + 1))}`),
    forgedCursor,
    fc.constantFrom(...META),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('x'.repeat(5_000), 'é'.repeat(70_000)),
  );

/** Numbers at the edges of what JavaScript, JSON and int4 can hold. */
const hostileNumber = fc.constantFrom(NaN, Infinity, -Infinity, -0, 0.5, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308);

function build(schema: z.ZodType, mode: Mode): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: z.ZodType) => build(s, mode);
  // Hostile mode swaps a part for a hostile value of its own kind, or of any kind at all.
  const leaf = (arbitrary: fc.Arbitrary<unknown>, ownKind?: fc.Arbitrary<unknown>) =>
    mode === 'hostile'
      ? fc.oneof({ weight: 3, arbitrary }, { weight: ownKind ? 2 : 0, arbitrary: ownKind ?? hostileValue }, { weight: 1, arbitrary: hostileValue })
      : arbitrary;
  switch (def.type) {
    case 'string': {
      const valid = stringArbitrary(def);
      return leaf(valid, hostileString(valid));
    }
    case 'number':
      return leaf(numberArbitrary(def), hostileNumber);
    case 'boolean':
      return leaf(fc.boolean());
    case 'date':
      // fast-check's whole range: ±271,821 years and the invalid date.
      return leaf(fc.date({ min: new Date('1950-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.date());
    case 'enum':
      return leaf(fc.constantFrom(...Object.values(def.entries!)));
    case 'literal':
      return leaf(fc.constantFrom(...def.values!));
    case 'void':
    case 'undefined':
      return leaf(fc.constant(undefined));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType!), { nil: undefined });
    case 'nullable':
      return fc.option(inner(def.innerType!), { nil: null });
    case 'readonly':
    case 'catch':
      return inner(def.innerType!);
    case 'pipe':
      return inner(def.in!);
    case 'union':
      return fc.oneof(...def.options!.map(inner));
    case 'array': {
      const checks = checksOf(def);
      const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const maxLength = Math.min(checks.find((c) => c.check === 'max_length')?.maximum ?? 8, minLength + 8);
      return leaf(fc.array(inner(def.element!), { minLength, maxLength }));
    }
    case 'record':
      return leaf(fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType!), { maxKeys: 4 }));
    case 'object': {
      const model = Object.fromEntries(Object.entries(def.shape!).map(([key, value]) => [key, inner(value)]));
      const record = fc.record(model);
      if (mode === 'validish') return record;
      // Unknown keys, hostile ones included, ride along with the known ones.
      const extra = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'x\u0000', 'extra', '%'), hostileValue, { maxKeys: 2 });
      return leaf(fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known })));
    }
    default:
      // A kind this builder does not know yet: anything at all, so it is still exercised.
      return fc.anything({ maxDepth: 2 });
  }
}

/** Values that mostly pass the schema. */
export const validish = (schema: z.ZodType) => build(schema, 'validish');

/** Values shaped by the schema with any part swapped for something hostile. */
export const hostile = (schema: z.ZodType) => build(schema, 'hostile');

/** The strings, numbers and dates of a value, each with a way to replace it. */
function partsOf(value: unknown): { value: unknown; set: (next: unknown) => void }[] {
  const parts: { value: unknown; set: (next: unknown) => void }[] = [];
  const visit = (node: unknown, set: (next: unknown) => void) => {
    if (typeof node === 'string' || typeof node === 'number' || node instanceof Date) parts.push({ value: node, set });
    else if (Array.isArray(node)) node.forEach((item, i) => visit(item, (next) => (node[i] = next)));
    else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) visit(item, (next) => ((node as Record<string, unknown>)[key] = next));
    }
  };
  const root = { value };
  visit(value, (next) => (root.value = next));
  return parts;
}

/**
 * A value that passes the schema but for exactly one string, number or date: the shape that gets
 * past validation to the database, where a NUL, an impossible cursor or an int4 overflow bites.
 */
export const oneHostilePart = (schema: z.ZodType) =>
  fc
    .tuple(validish(schema), fc.nat(), hostileString(fc.string({ maxLength: 8 })), hostileNumber, fc.date())
    .map(([value, pick, text, number, date]) => {
      const copy = structuredClone(value);
      const parts = partsOf(copy);
      const part = parts[pick % Math.max(parts.length, 1)];
      if (!part) return copy;
      if (typeof part.value === 'string') {
        const at = pick % (part.value.length + 1);
        part.set(pick % 2 === 0 ? `${part.value.slice(0, at)}\u0000${part.value.slice(at)}` : text);
      } else part.set(typeof part.value === 'number' ? number : date);
      return copy;
    });
