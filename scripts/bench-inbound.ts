// `npm run bench:inbound`: how fast the rules classify one forwarded message (issue 31: classifying
// and matching p99 ≤ 20 ms; matching is timed with the server's service). Every message of the
// corpus (eval/corpus/inbound-mail) is read once in the worker, as the server reads it, each
// read timed alone; then, after BENCH_WARMUP untimed rounds, every message is classified
// BENCH_ROUNDS times over, each call timed. Prints one JSON document: the classification's p50, p99
// and max per message in milliseconds, the slowest message, and the worker's read for reference.
//   BENCH_ROUNDS (200), BENCH_WARMUP (20)
import { classify } from '../src/server/features/inbound-mail/classify/index.ts';
import type { ReadMessage } from '../src/server/features/inbound-mail/message.ts';
import { readMessage } from '../src/server/features/inbound-mail/read/index.ts';
import { inboundCorpus } from './support/inbound-corpus.ts';
import { median, percentile } from './support/stats.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const warmup = Number(process.env.BENCH_WARMUP ?? 20);
/** The upload parse limits' defaults (DOCUMENT_PARSE_*). */
const LIMITS = { timeoutMs: 15_000, memoryMb: 512 };
const ms = (value: number) => Number(value.toFixed(3));

const messages: { file: string; message: ReadMessage }[] = [];
const reads: number[] = [];
for (const { file, bytes } of inboundCorpus) {
  const started = performance.now();
  const read = await readMessage(bytes, LIMITS);
  reads.push(performance.now() - started);
  if (!read.ok) throw new Error(`${file} was refused: ${read.reason}`);
  messages.push({ file, message: read.message });
}

for (let i = 0; i < warmup; i++) for (const { message } of messages) classify(message);
const samples: number[] = [];
const perMessage = new Map<string, number[]>(messages.map((m) => [m.file, []]));
for (let i = 0; i < rounds; i++) {
  for (const { file, message } of messages) {
    const started = performance.now();
    classify(message);
    const took = performance.now() - started;
    samples.push(took);
    perMessage.get(file)!.push(took);
  }
}
const [slowestFile, slowestTimes] = [...perMessage].sort((a, b) => percentile(b[1], 0.99) - percentile(a[1], 0.99))[0]!;

console.log(
  JSON.stringify(
    {
      messages: messages.length,
      rounds,
      classify: { calls: samples.length, p50Ms: ms(median(samples)), p99Ms: ms(percentile(samples, 0.99)), maxMs: ms(Math.max(...samples)) },
      slowestMessage: { file: slowestFile, p50Ms: ms(median(slowestTimes)), p99Ms: ms(percentile(slowestTimes, 0.99)) },
      // A fresh worker per message: mostly the thread's start and loading mailparser.
      readInWorker: { p50Ms: Math.round(median(reads)), maxMs: Math.round(Math.max(...reads)) },
    },
    null,
    2,
  ),
);
