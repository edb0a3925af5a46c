// The worker thread behind readDocument (documents.ts): parses the one document it is given and
// posts the outcome back. It runs under the memory cap and time limit its parent set, and exits
// when done, so nothing of one document outlives its parse.
import { parentPort, workerData } from 'node:worker_threads';
import { parseDocument } from './documents.ts';

const { kind, bytes } = workerData as { kind: 'pdf' | 'docx'; bytes: Uint8Array };
parentPort!.postMessage(await parseDocument(kind, bytes));
