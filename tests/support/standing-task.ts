// A standing worker's task for tests/unit/standing-worker.test.ts: holds its thread for `holdMs`
// (a task too long for the time limit), throws when asked, or answers its value and its thread's
// count of tasks so far (the same thread keeps answering until one is stopped).
import { standingTask } from '../../src/server/platform/workers.ts';

let served = 0;
standingTask(({ holdMs = 0, fail = false, value }: { holdMs?: number; fail?: boolean; value: string }) => {
  const until = Date.now() + holdMs;
  while (Date.now() < until);
  if (fail) throw new Error(`asked to fail on ${value}`);
  return { value, served: ++served };
});
