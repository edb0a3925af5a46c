// The worker thread behind readDocument (documents.ts, run by workers.ts): refuses a document that
// would unpack beyond its caps, or loads the parser, says so (the time limit starts then) and
// answers the text. It runs under the memory cap and time limit its parent set, and is ended once
// it has answered, so nothing of one document outlives its parse.
import { documentText, expansionRefusal, loadParser } from './documents.ts';
import { workerTask } from './workers.ts';

workerTask(async ({ kind, bytes }: { kind: 'pdf' | 'docx'; bytes: Uint8Array }, ready) => {
  const refusal = expansionRefusal(kind, bytes);
  if (refusal) return refusal;
  await loadParser(kind);
  ready();
  return documentText(kind, bytes);
});
