// Input Postgres would refuse with an error gets a 400 with a clear message, never a 500: NUL
// characters, keyset cursors naming impossible times or counts, dates outside Postgres's calendar,
// numbers beyond an int4 column.
// A batch is bounded, and an internal database error is logged without the statement's values.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { INPUT_TEXT, TRPC_MAX_BATCH } from '#shared/constants.ts';
import { APPLICATIONS_EXPORT_PATH } from '#shared/constants/applications.ts';
import { ONBOARDING_TEXT } from '#shared/constants/onboarding.ts';
import { SESSION_COOKIE } from '#shared/cookies.ts';
import { selectRows } from '../../src/server/db/client.ts';
import { encodeCursor } from '../../src/server/platform/keyset.ts';
import { useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { httpCaller } from '../support/trpc-http.ts';
import { createTestUser } from '../support/users.ts';

const database = await useTestDatabase();
const { app } = await useTestApp(database);
const http = httpCaller(app);
const someId = randomUUID();

describe('NUL characters', () => {
  it('are refused in a query an anonymous caller sends by GET', async () => {
    const res = await http.query('jobs.search', { q: 'design\u0000er' });
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(INPUT_TEXT.nullCharacter);
    expect(res.error?.data.fieldErrors).toEqual({ q: [INPUT_TEXT.nullCharacter] });
  });

  it('are refused anywhere in a mutation, nested or in a key', async () => {
    const user = await createTestUser(database.db);
    const content = await http.mutate('forum.create', { title: 'A fair title', content: 'Some long enough text\u0000 here', category: 'general' }, { token: user.token });
    expect(content.status).toBe(400);
    expect(content.error?.message).toBe(INPUT_TEXT.nullCharacter);
    const key = await http.mutate('forum.create', { title: 'A fair title', content: 'Some long enough text', category: 'general', 'x\u0000': 1 }, { token: user.token });
    expect(key.status).toBe(400);
    const deep = await http.mutate('applications.add', { companyName: 'Acme', jobTitle: 'Dev', notes: 'ok', extra: [{ a: ['\u0000'] }] }, { token: user.token });
    expect(deep.status).toBe(400);
  });

  it('under a key superjson will not send back are reported on the input (found by the fuzzer)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/trpc/news.get?input=${encodeURIComponent(JSON.stringify({ json: { articleId: 'a', constructor: 'x\u0000' } }))}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { json: { data: { fieldErrors: { input: [INPUT_TEXT.nullCharacter] } } } } });
  });

  it('are refused in the address of a raw route', async () => {
    const res = await app.inject(`${APPLICATIONS_EXPORT_PATH}?from=%00`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: INPUT_TEXT.nullCharacter } });
  });
});

describe('keyset cursors', () => {
  const impossible = [
    ['month 13', [0, '2026-13-01 00:00:00+00', someId]],
    ['year 0000', [0, '0000-01-01 00:00:00+00', someId]],
    ['February 30th', [0, '2026-02-30 00:00:00+00', someId]],
    ['an offset of +99', [0, '2026-01-01 00:00:00+99', someId]],
    ['a count beyond int4', [2 ** 31, '2026-01-01 00:00:00+00', someId]],
  ] as const;

  it.each(impossible)('naming %s are refused for an anonymous caller by GET', async (_label, parts) => {
    const res = await http.query('forum.list', { sort: 'most-liked', cursor: encodeCursor(parts) });
    expect(res.status).toBe(400);
    expect(res.error?.data.title).toBe('Error loading posts');
  });

  it('still page through real times', async () => {
    const res = await http.query('forum.list', { sort: 'most-liked', cursor: encodeCursor([3, '2024-02-29 23:59:59.123456+05:30', someId]) });
    expect(res.status).toBe(200);
  });

  it('of the job search are refused for a premium user', async () => {
    const user = await createTestUser(database.db, { premium: true });
    const res = await http.query('jobs.search', { cursor: encodeCursor(['2026-04-31 10:00:00+00', someId]) }, { token: user.token });
    expect(res.status).toBe(400);
  });
});

describe('dates Postgres cannot store', () => {
  it('are refused in the forum stats for an anonymous caller by GET', async () => {
    for (const since of [new Date(8.64e15), new Date(Date.UTC(-1, 0, 1))]) {
      const res = await http.query('forum.stats', { since });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe(INPUT_TEXT.dateOutOfRange);
    }
    expect((await http.query('forum.stats', { since: new Date() })).status).toBe(200);
  });

  it('are refused as the day of an application', async () => {
    const user = await createTestUser(database.db);
    const res = await http.mutate('applications.add', { companyName: 'Acme', jobTitle: 'Dev', appliedDate: '0000-03-01' }, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.error?.data.fieldErrors).toEqual({ appliedDate: [INPUT_TEXT.dateOutOfRange] });
  });
});

describe('numbers beyond int4', () => {
  it('are refused as a target salary (found by the fuzzer)', async () => {
    const user = await createTestUser(database.db, { onboarded: false });
    const res = await http.mutate('onboarding.complete', { targetSalaryMax: 2 ** 31 }, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.error?.data.fieldErrors).toEqual({ targetSalaryMax: [ONBOARDING_TEXT.salaryTooHigh] });
  });
});

describe('batches', () => {
  const batch = (paths: string[], inputs: unknown[]) =>
    `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, superjson.serialize(input)]))))}`;

  it(`of up to ${TRPC_MAX_BATCH} calls are answered`, async () => {
    const res = await app.inject(batch(Array(TRPC_MAX_BATCH).fill('system.info'), Array(TRPC_MAX_BATCH).fill(undefined)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(TRPC_MAX_BATCH);
  });

  it('above the bound are refused before any call runs', async () => {
    const user = await createTestUser(database.db);
    const n = TRPC_MAX_BATCH + 1;
    const post = (i: number) => ({ title: `Batched post ${i}`, content: 'Some long enough text here', category: 'general' });
    const res = await app.inject({
      method: 'POST',
      url: `/trpc/${Array(n).fill('forum.create').join(',')}?batch=1`,
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${user.token}` },
      payload: JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, superjson.serialize(post(i))]))),
    });
    expect(res.statusCode).toBe(400);
    const [row] = await selectRows<{ count: number }>(database.db, sql`select count(*)::int as count from forum_posts where title like 'Batched post %'`);
    expect(Number(row!.count)).toBe(0);
  });
});

describe('error logs', () => {
  it('keep an internal database error but none of its parameters', async () => {
    const broken = await useTestDatabase();
    const { app: brokenApp, logs } = await useTestApp(broken);
    // A real fault: the table the search reads is gone from this file's own database.
    await broken.db.execute(sql`drop table forum_posts cascade`);
    const secret = 'zebra-parameter-7f3a9';
    const res = await httpCaller(brokenApp).query('forum.list', { q: secret });
    expect(res.status).toBe(500);
    const errors = logs.lines.filter((line) => line.level === 50);
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).toContain('forum_posts');
    expect(logs.text).not.toContain(secret);
  });
});
