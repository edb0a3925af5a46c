// The worker thread behind readMessage (index.ts, run by platform/workers.ts): refuses a message
// the scan finds is none or a bomb, else says it is ready (the time limit starts then) and answers
// what was read. It runs under the memory cap and time limit its parent set and is ended once it
// has answered, so nothing of one message outlives its parse.
import { workerTask } from '../../../platform/workers.ts';
import type { ReadOutcome } from '../message.ts';
import { parseMessage } from './parse.ts';
import { scanMessage } from './scan.ts';

workerTask(async ({ bytes }: { bytes: Uint8Array }, ready): Promise<ReadOutcome> => {
  const refusal = scanMessage(bytes);
  if (refusal) return { ok: false, reason: refusal };
  ready();
  try {
    return { ok: true, message: await parseMessage(bytes) };
  } catch {
    // The scan passed it, yet mailparser could not read it: whatever it is, it is not a message we can read.
    return { ok: false, reason: 'notEmail' };
  }
});
