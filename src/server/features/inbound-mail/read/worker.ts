// The standing worker thread behind readMessage (index.ts, run by platform/workers.ts): refuses a
// message the scan finds is none or a bomb, else answers what mailparser read of it. It runs under
// the memory cap and time limit its parent set; a message past either ends the thread.
import { standingTask } from '../../../platform/workers.ts';
import type { ReadOutcome } from '../message.ts';
import { parseMessage } from './parse.ts';
import { scanMessage } from './scan.ts';

standingTask(async ({ bytes }: { bytes: Uint8Array }): Promise<ReadOutcome> => {
  const refusal = scanMessage(bytes);
  if (refusal) return { ok: false, reason: refusal };
  try {
    return { ok: true, message: await parseMessage(bytes) };
  } catch {
    // The scan passed it, yet mailparser could not read it: whatever it is, it is not a message we can read.
    return { ok: false, reason: 'notEmail' };
  }
});
