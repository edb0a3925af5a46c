// Reading what a user sent, off the server's thread: every parse of an uploaded file (a resume's
// text, a job import's rows) runs in a fresh worker thread under a memory cap and a time limit, at
// most MAX_CONCURRENT_WORKERS at once, so no file holds the event loop however it is built
// (docs/decisions/015-document-extraction-isolation.md, 047-uploads-never-stall-the-server.md).
// The caller names the worker's module; the module hands its task to `workerTask`. Drawing PDFs of
// our own checked content runs in a standing worker instead (`standingWorker`, decision 057).
import { parentPort, Worker, workerData } from 'node:worker_threads';
import type { Config } from '../config.ts';
import { slots } from './slots.ts';

/** The limits one parse runs under, from the configuration (`DOCUMENT_PARSE_*`). */
export type WorkerLimits = Config['documentParse'];

/** Parses at once; more wait their turn, so a burst of uploads holds at most this many heaps. */
export const MAX_CONCURRENT_WORKERS = 2;
/** Uploads waiting for a parse beyond this are refused at once rather than queued for minutes. */
export const MAX_WAITING_WORKERS = 20;
/** A worker that has not loaded its parser by then is broken. */
const WORKER_START_LIMIT_MS = 60_000;

/** What a worker posts: that its parser is loaded (the time limit starts then), then its answer. */
type WorkerMessage = { type: 'ready' } | { type: 'done'; value: unknown };

/** A task's answer, or why there is none: past the time limit or the memory cap, or too many waiting. */
export type WorkerRun<T> = { ok: true; value: T } | { ok: false; reason: 'time' | 'memory' | 'busy'; detail: string };

/** The parses running now, and the callers waiting for one of them to finish. */
const parses = slots(MAX_CONCURRENT_WORKERS, MAX_WAITING_WORKERS);

/**
 * Runs the task of the module at `url` on `input` in a fresh worker thread under the limits. A
 * fresh worker per parse rather than a pool of long-lived ones: what one file leaves in a heap
 * cannot reach the next, and a killed worker needs no replacing. The time limit runs from the
 * moment the task says it is ready (its parser loaded, its cheap caps checked), so a slow start on
 * a busy machine is not charged to the file. The input is copied to the worker (structured clone),
 * so the caller's bytes stay whole; a task that throws is a bug, and rejects.
 */
export async function runInWorker<T>(url: URL, input: unknown, limits: WorkerLimits): Promise<WorkerRun<T>> {
  if (!(await parses.take())) return { ok: false, reason: 'busy', detail: `more than ${MAX_WAITING_WORKERS} parses waiting` };
  try {
    return await new Promise<WorkerRun<T>>((resolve, reject) => {
      const worker = new Worker(url, {
        workerData: input,
        resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: Math.min(32, limits.memoryMb / 4) },
        stdout: true,
        stderr: true,
      });
      // Parsers write warnings about a malformed file to the console: not the server's log.
      worker.stdout.resume();
      worker.stderr.resume();
      let settled: WorkerRun<T> | null = null;
      let failure: Error | null = null;
      let timer = setTimeout(() => {
        failure = new Error(`worker did not start within ${WORKER_START_LIMIT_MS} ms`);
        void worker.terminate();
      }, WORKER_START_LIMIT_MS);
      worker.on('message', (message: WorkerMessage) => {
        clearTimeout(timer);
        if (message.type === 'ready') {
          timer = setTimeout(() => {
            settled ??= { ok: false, reason: 'time', detail: `parse stopped after ${limits.timeoutMs} ms` };
            void worker.terminate();
          }, limits.timeoutMs);
          return;
        }
        settled ??= { ok: true, value: message.value as T };
        // The answer is all that is wanted: a parser may leave timers that would keep the thread alive.
        void worker.terminate();
      });
      worker.once('error', (err: Error & { code?: string }) => {
        if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') settled ??= { ok: false, reason: 'memory', detail: `parse passed ${limits.memoryMb} MB` };
        else failure ??= err;
      });
      worker.once('exit', () => {
        clearTimeout(timer);
        if (settled) resolve(settled);
        else reject(failure ?? new Error('worker exited without an answer'));
      });
    });
  } finally {
    parses.release();
  }
}

/**
 * The worker's side: runs `task` on the input runInWorker sent and posts its answer. The task calls
 * `ready()` once its parser is loaded and its cheap checks are done; the time limit starts then.
 */
export function workerTask<I, O>(task: (input: I, ready: () => void) => Promise<O> | O): void {
  const post = (message: WorkerMessage) => parentPort!.postMessage(message);
  void (async () => {
    const value = await task(workerData as I, () => post({ type: 'ready' }));
    post({ type: 'done', value });
  })();
}

/** What a standing worker posts for each task: its answer, or the message of what it threw. */
type StandingAnswer = { value: unknown } | { error: string };

/**
 * A worker thread that stays, for work on our own checked content that costs the event loop too
 * much (a PDF of a long resume takes pdfkit hundreds of milliseconds) yet too little to pay a fresh
 * worker's start every time (about 250 ms to load pdfkit and the fonts). One task at a time, in
 * arrival order, at most MAX_WAITING_WORKERS waiting; a task past the time limit or the memory cap
 * ends the thread, and the next task starts a new one. The thread holds the process open only while
 * it has work.
 */
export function standingWorker<I, O>(url: URL): (input: I, limits: WorkerLimits) => Promise<WorkerRun<O>> {
  let worker: Worker | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let waitingTasks = 0;

  const start = (limits: WorkerLimits) => {
    const started = new Worker(url, {
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: Math.min(32, limits.memoryMb / 4) },
    });
    started.once('exit', () => {
      if (worker === started) worker = null;
    });
    return started;
  };

  const once = (input: I, limits: WorkerLimits) =>
    new Promise<WorkerRun<O>>((resolve, reject) => {
      const current = (worker ??= start(limits));
      current.ref();
      const done = (settle: () => void) => {
        clearTimeout(timer);
        current.off('message', onMessage).off('error', onError).off('exit', onExit);
        current.unref();
        settle();
      };
      const onMessage = (answer: StandingAnswer) =>
        done(() => ('error' in answer ? reject(new Error(answer.error)) : resolve({ ok: true, value: answer.value as O })));
      // A thread that failed or is being stopped takes no further task, even before it has exited.
      const retire = () => {
        if (worker === current) worker = null;
      };
      const onError = (err: Error & { code?: string }) => {
        retire();
        done(() =>
          err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ ok: false, reason: 'memory', detail: `task passed ${limits.memoryMb} MB` }) : reject(err),
        );
      };
      const onExit = () => done(() => reject(new Error('worker exited without an answer')));
      const timer = setTimeout(() => {
        retire();
        done(() => resolve({ ok: false, reason: 'time', detail: `task stopped after ${limits.timeoutMs} ms` }));
        void current.terminate();
      }, limits.timeoutMs);
      current.on('message', onMessage).once('error', onError).once('exit', onExit);
      current.postMessage(input);
    });

  return async (input, limits) => {
    if (waitingTasks >= MAX_WAITING_WORKERS) return { ok: false, reason: 'busy', detail: `more than ${MAX_WAITING_WORKERS} tasks waiting` };
    waitingTasks++;
    const run = queue.then(() => {
      waitingTasks--;
      return once(input, limits);
    });
    queue = run.catch(() => undefined);
    return run;
  };
}

/** The standing worker's side: answers each task `standingWorker` sends, one at a time. */
export function standingTask<I, O>(task: (input: I) => Promise<O> | O): void {
  parentPort!.on('message', (input: I) => {
    void (async () => {
      try {
        parentPort!.postMessage({ value: await task(input) } satisfies StandingAnswer);
      } catch (err) {
        parentPort!.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies StandingAnswer);
      }
    })();
  });
}
