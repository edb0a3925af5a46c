// Reading one raw message (an SMTP delivery or an uploaded .eml) under INBOUND_LIMITS: the size is
// checked here, everything else in a standing worker thread (worker.ts: the scan for a message bomb,
// then mailparser), so a 10 MB or hostile message costs the server's event loop only the copy of
// its bytes to the worker and the small ReadMessage back. Standing rather than fresh per message
// (decisions 057, 058): the scan has refused what unpacks or nests past the caps before mailparser
// sees it, and a fresh thread's start (about a quarter of a second, tens of milliseconds of it on
// the event loop) would be paid by every message of a busy receiver.
import { INBOUND_LIMITS } from '#shared/constants/inbound-mail.ts';
import { standingWorker, type WorkerLimits } from '../../../platform/workers.ts';
import type { ReadOutcome } from '../message.ts';

const read = standingWorker<{ bytes: Uint8Array }, ReadOutcome>(new URL('./worker.ts', import.meta.url));

/** What the message says, or why it is refused whole: past the worker's time or memory it is too complex. */
export async function readMessage(bytes: Buffer, limits: WorkerLimits): Promise<ReadOutcome> {
  if (bytes.length > INBOUND_LIMITS.messageMaxBytes) return { ok: false, reason: 'tooLarge' };
  const run = await read({ bytes }, limits);
  if (!run.ok) return { ok: false, reason: run.reason === 'busy' ? 'busy' : 'tooComplex' };
  return run.value;
}
