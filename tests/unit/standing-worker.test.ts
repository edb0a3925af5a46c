// The standing worker behind PDF downloads: one thread answers task after task, in order; a task
// past the time limit is stopped and the next one gets a new thread; a task that throws rejects
// without ending the thread; and an idle thread does not keep the process alive.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { standingWorker } from '../../src/server/platform/workers.ts';

const TASK = new URL('../support/standing-task.ts', import.meta.url);
const limits = { timeoutMs: 2_000, memoryMb: 256 };
type Answer = { value: string; served: number };

describe('a standing worker', () => {
  it('answers tasks in order on one thread, and starts a new thread after a task past the time limit', async () => {
    const run = standingWorker<{ holdMs?: number; value: string }, Answer>(TASK);
    const answers = await Promise.all(['a', 'b', 'c'].map((value) => run({ value }, limits)));
    expect(answers).toEqual([
      { ok: true, value: { value: 'a', served: 1 } },
      { ok: true, value: { value: 'b', served: 2 } },
      { ok: true, value: { value: 'c', served: 3 } },
    ]);
    const [stopped, after] = await Promise.all([run({ value: 'slow', holdMs: 10_000 }, { ...limits, timeoutMs: 300 }), run({ value: 'd' }, limits)]);
    expect(stopped).toMatchObject({ ok: false, reason: 'time' });
    // A new thread: its count starts again.
    expect(after).toEqual({ ok: true, value: { value: 'd', served: 1 } });
  });

  it('rejects a task that throws and keeps its thread for the next', async () => {
    const run = standingWorker<{ fail?: boolean; value: string }, Answer>(TASK);
    expect(await run({ value: 'w' }, limits)).toEqual({ ok: true, value: { value: 'w', served: 1 } });
    await expect(run({ value: 'x', fail: true }, limits)).rejects.toThrow('asked to fail on x');
    expect(await run({ value: 'y' }, limits)).toEqual({ ok: true, value: { value: 'y', served: 2 } });
  });

  it('leaves the process free to exit once its work is done', () => {
    const script = `
      import { standingWorker } from ${JSON.stringify(new URL('../../src/server/platform/workers.ts', import.meta.url).href)};
      const run = standingWorker(new URL(${JSON.stringify(TASK.href)}));
      const answer = await run({ value: 'done' }, ${JSON.stringify(limits)});
      console.log(answer.value.value);`;
    // Run as a script of its own: it prints the answer and must then exit by itself, well before the timeout.
    const dir = mkdtempSync(path.join(tmpdir(), 'standing-worker-'));
    try {
      const file = path.join(dir, 'run.mjs');
      writeFileSync(file, script);
      const out = execFileSync(process.execPath, [file], { timeout: 20_000, encoding: 'utf8' });
      expect(out.trim()).toBe('done');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
