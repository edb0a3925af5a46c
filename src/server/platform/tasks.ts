// Work done after the response: e-mail in particular, so that whether a message goes out (does
// the address exist?) never shows in a response's timing. Shutdown and tests wait for idle().
import type { FastifyBaseLogger } from 'fastify';

export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private readonly log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.log = log;
  }

  run(name: string, work: () => Promise<unknown>): void {
    const task = (async () => {
      try {
        await work();
      } catch (err) {
        this.log.error({ err, task: name }, 'background task failed');
      }
    })();
    this.running.add(task);
    void task.finally(() => this.running.delete(task));
  }

  /** Resolves when every task started so far, and any they started, has finished. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }
}
