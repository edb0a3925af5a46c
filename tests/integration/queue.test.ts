// The job queue (pg-boss in the app's own database) on its own, on Postgres and on PGlite: jobs
// run, failures retry until the limit, a job id is not queued twice, and a stopped queue
// leaves waiting jobs stored for the next start.
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { JobQueue, type QueueOptions } from '../../src/server/platform/queue.ts';
import { useTestDatabase } from '../support/database.ts';

const database = await useTestDatabase();
const log = pino({ level: 'silent' });
const options: QueueOptions = { pollSeconds: 0.5, retryDelaySeconds: 0, stopTimeoutMs: 2_000 };

const queues: JobQueue[] = [];
function newQueue() {
  const queue = new JobQueue(database, log, options);
  queues.push(queue);
  return queue;
}
afterAll(() => Promise.all(queues.map((q) => q.stop())));

const jobRows = async (name: string) =>
  (await database.executeSql(`select state, retry_count from pgboss.job where name = $1 order by created_on`, [name])).rows as {
    state: string;
    retry_count: number;
  }[];

describe('JobQueue', () => {
  it('creates its tables, runs a job with its data and settles', async () => {
    const queue = newQueue();
    const seen: unknown[] = [];
    queue.register<{ n: number; tags: string[] }>({ name: 'test-echo', retryLimit: 0, run: async (data) => void seen.push(data) });
    await queue.start();
    await queue.send('test-echo', { n: 1, tags: ['a', 'b'] });
    await queue.settled();
    expect(seen).toEqual([{ n: 1, tags: ['a', 'b'] }]);
    expect(await jobRows('test-echo')).toEqual([{ state: 'completed', retry_count: 0 }]);
  });

  it('retries a failing job until it succeeds, and leaves it failed past its retry limit', async () => {
    const queue = newQueue();
    let flakyRuns = 0;
    let brokenRuns = 0;
    queue.register({
      name: 'test-flaky',
      retryLimit: 3,
      run: async () => {
        if (++flakyRuns < 3) throw new Error('not yet');
      },
    });
    queue.register({
      name: 'test-broken',
      retryLimit: 2,
      run: async () => {
        brokenRuns++;
        throw new Error('never');
      },
    });
    await queue.send('test-flaky', {});
    await queue.send('test-broken', {});
    await queue.settled();
    expect(flakyRuns).toBe(3);
    expect(await jobRows('test-flaky')).toEqual([{ state: 'completed', retry_count: 2 }]);
    expect(brokenRuns).toBe(3);
    expect(await jobRows('test-broken')).toEqual([{ state: 'failed', retry_count: 2 }]);
  });

  it('drops a second send with the same job id', async () => {
    const queue = newQueue();
    let runs = 0;
    queue.register({ name: 'test-once', retryLimit: 0, run: async () => void runs++ });
    const id = randomUUID();
    await Promise.all([queue.send('test-once', {}, { id }), queue.send('test-once', {}, { id })]);
    await queue.send('test-once', {}, { id });
    await queue.settled();
    expect(runs).toBe(1);
    expect(await jobRows('test-once')).toHaveLength(1);
  });

  it('stops promptly, keeping waiting jobs for the next start', async () => {
    const first = newQueue();
    const runs: string[] = [];
    first.register({ name: 'test-later', retryLimit: 0, run: async () => void runs.push('first') });
    await first.start();
    const started = Date.now();
    await first.stop();
    expect(Date.now() - started).toBeLessThan(1_500);
    // Stored while no worker runs, as a job sent by a process that then stopped.
    await first.send('test-later', { kept: true });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(runs).toEqual([]);
    expect(await jobRows('test-later')).toEqual([{ state: 'created', retry_count: 0 }]);

    const next = newQueue();
    next.register({ name: 'test-later', retryLimit: 0, run: async () => void runs.push('next') });
    await next.start();
    await next.settled();
    expect(runs).toEqual(['next']);
  });

  it('returns no connection to the pool inside a block that failed half-way', async () => {
    // The raw pool holds two connections: a failed block on each, then a plain query on each.
    for (let i = 0; i < 2; i++) await expect(database.executeSql('begin; select 1/0; commit;')).rejects.toThrow(/division by zero/);
    for (let i = 0; i < 4; i++) expect((await database.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
