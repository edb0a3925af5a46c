// The worker thread behind readDocument (documents.ts): refuses a document that would unpack
// beyond its caps, or loads the parser, says so (the time limit starts then) and posts the text.
// It runs under the memory cap and time limit its parent set, and is ended once it has answered,
// so nothing of one document outlives its parse.
import { parentPort, workerData } from 'node:worker_threads';
import { documentText, expansionRefusal, loadParser, type WorkerMessage } from './documents.ts';

const { kind, bytes } = workerData as { kind: 'pdf' | 'docx'; bytes: Uint8Array };
const post = (message: WorkerMessage) => parentPort!.postMessage(message);
const refusal = expansionRefusal(kind, bytes);
if (refusal) {
  post({ type: 'done', outcome: refusal });
} else {
  await loadParser(kind);
  post({ type: 'ready' });
  post({ type: 'done', outcome: await documentText(kind, bytes) });
}
