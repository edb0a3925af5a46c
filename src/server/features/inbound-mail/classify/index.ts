// CONTRACT STUB: the rules table applied to one read message.
import type { Classification, ReadMessage } from '../message.ts';

export function classify(_message: ReadMessage): Classification {
  throw new Error('not built yet');
}
