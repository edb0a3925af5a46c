// Background jobs that must outlive a failing dependency or a restart: pg-boss, keeping its jobs in
// the app's own database (Postgres, or the embedded PGlite of `npm start` and the browser tests).
// A failed job is retried with backoff; handlers must therefore be safe to run more than once.
// BackgroundTasks stays for fire-and-forget work that needs no retry.
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { isDatabaseUnavailable, type Database } from '../db/client.ts';

export interface JobDefinition<T extends object> {
  /** Also the pg-boss queue name. */
  name: string;
  /** Attempts after the first one before the job is left failed. */
  retryLimit: number;
  run(data: T): Promise<void>;
  /** A cron expression (UTC, e.g. '0 8 * * *'): pg-boss also sends the job, with `{}`, on this schedule. */
  cron?: string;
}

export interface QueueOptions {
  /** How often an idle worker looks for jobs (pg-boss allows no less than 0.5). */
  pollSeconds: number;
  /** The first retry's delay; later ones back off exponentially. 0 retries at the next poll. */
  retryDelaySeconds: number;
  /** How long stop() lets running jobs finish. */
  stopTimeoutMs: number;
}

export interface SendOptions {
  /** The job's id (a UUID): a second send with an id still stored is dropped, so a caller may repeat itself. */
  id?: string;
}

const SCHEMA = 'pgboss';
const MAX_RETRY_DELAY_SECONDS = 60 * 60;

export class JobQueue {
  private boss: PgBoss | null = null;
  private readonly database: Pick<Database, 'executeSql' | 'kind'>;
  private readonly log: FastifyBaseLogger;
  private readonly options: QueueOptions;
  private readonly jobs = new Map<string, JobDefinition<object>>();
  private started: Promise<void> | null = null;

  constructor(database: Pick<Database, 'executeSql' | 'kind'>, log: FastifyBaseLogger, options: QueueOptions) {
    this.database = database;
    this.log = log;
    this.options = options;
  }

  /** Jobs are registered before start(), so a job left waiting by the last process is picked up. */
  register<T extends object>(job: JobDefinition<T>): void {
    if (this.started) throw new Error(`job ${job.name} registered after the queue started`);
    this.jobs.set(job.name, job as JobDefinition<object>);
  }

  /** Creates pg-boss's tables on first use, then one worker per registered job. */
  start(): Promise<void> {
    // A start that failed (the database did not answer) is tried again by the next send().
    this.started ??= this.startWorkers().catch((err: unknown) => {
      this.started = null;
      throw err;
    });
    return this.started;
  }

  /** Made at the first start, once the jobs are known: the cron timer runs only when a job has a schedule. */
  private createBoss(): PgBoss {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.database.executeSql(text, values) },
      schema: SCHEMA,
      ...(this.database.kind === 'pglite' && { backend: 'pglite' as const }),
      // Without a scheduled job the cron timer would only cost queries.
      schedule: [...this.jobs.values()].some((job) => job.cron),
    });
    // pg-boss reports its own failures (a lost connection, a failed maintenance pass) as events. A
    // database outage is answered elsewhere with 503s and passes by itself: a warning, not a bug.
    boss.on('error', (err) => {
      if (isDatabaseUnavailable(err)) this.log.warn({ reason: err.message }, 'job queue paused: database unavailable');
      else this.log.error({ err }, 'job queue error');
    });
    return boss;
  }

  private async startWorkers(): Promise<void> {
    this.boss ??= this.createBoss();
    const boss = this.boss;
    await boss.start();
    const { retryDelaySeconds } = this.options;
    for (const job of this.jobs.values()) {
      await boss.createQueue(job.name, {
        retryLimit: job.retryLimit,
        retryDelay: retryDelaySeconds,
        ...(retryDelaySeconds > 0 && { retryBackoff: true, retryDelayMax: MAX_RETRY_DELAY_SECONDS }),
      });
      // An upsert: every start (and every process) writes the same schedule row.
      if (job.cron) await boss.schedule(job.name, job.cron, {});
      await boss.work<object>(job.name, { pollingIntervalSeconds: this.options.pollSeconds }, async ([item]) => {
        try {
          await job.run(item!.data);
        } catch (err) {
          this.log.warn({ err, job: job.name, jobId: item!.id, attempt: item!.retryCount + 1 }, 'job failed; it will be retried while retries remain');
          throw err;
        }
      });
    }
    this.log.debug({ jobs: [...this.jobs.keys()] }, 'job queue started');
  }

  /** Stores the job; a worker (of this process or another) runs it. */
  async send(name: string, data: object, options: SendOptions = {}): Promise<void> {
    await this.start();
    await this.boss!.send(name, data, options.id ? { id: options.id } : {});
  }

  /** Lets running jobs finish (up to stopTimeoutMs); jobs still waiting stay stored for the next start. */
  async stop(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => {});
    await this.boss?.stop({ graceful: true, timeout: this.options.stopTimeoutMs });
  }

  /** Resolves once no job of this queue is waiting, retrying or running (tests wait on it). */
  async settled(timeoutMs = 15_000): Promise<void> {
    await this.start();
    const deadline = Date.now() + timeoutMs;
    const names = [...this.jobs.keys()];
    for (;;) {
      const { rows } = await this.database.executeSql(
        `select count(*)::int as pending from ${SCHEMA}.job where name = any($1::text[]) and state < 'completed'`,
        [names],
      );
      if (Number(rows[0]!.pending) === 0) return;
      if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
