// CONTRACT STUB: the parse of one raw message in a worker (mailparser), under INBOUND_LIMITS.
import type { WorkerLimits } from '../../../platform/workers.ts';
import type { ReadOutcome } from '../message.ts';

export async function readMessage(_bytes: Buffer, _limits: WorkerLimits): Promise<ReadOutcome> {
  throw new Error('not built yet');
}
