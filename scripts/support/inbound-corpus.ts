// The forwarded-mail corpus (eval/corpus/inbound-mail/, issue 31): .eml files written for the
// tests, each labelled in labels.json with what the rules must make of it. Read here through a
// schema, so a label that drifts from the contract fails once, for the unit test, `npm run eval`
// and `npm run bench:inbound` alike (scripts read the files; they never import the tests).
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { INBOUND_OUTCOMES } from '#shared/constants/inbound-mail.ts';
import type { ReadMessage, ReadOutcome } from '../../src/server/features/inbound-mail/message.ts';
import { readMessage } from '../../src/server/features/inbound-mail/read/index.ts';
import { MAX_WAITING_WORKERS, type WorkerLimits } from '../../src/server/platform/workers.ts';

const DIR = new URL('../../eval/corpus/inbound-mail/', import.meta.url);

const label = z.strictObject({
  outcome: z.enum(INBOUND_OUTCOMES),
  /** `<sender>.<outcome>`, as the rules table names its rules; null for an unknown message. */
  rule: z.string().regex(/^[a-z]+\.(?:received|interview|assessment|rejection|offer)$/).nullable(),
  company: z.string().nullable(),
  role: z.string().nullable(),
  postingId: z.string().nullable(),
  interviewStart: z.iso.datetime().nullable(),
  /** Why an unknown is unknown, or the note on a known one: a key of INBOUND_TEXT. */
  reason: z.enum(['noRule', 'notEnglish', 'badCalendar']).optional(),
  /** A forwarded message's original sender and date. */
  sender: z.string().optional(),
  sentAt: z.iso.datetime().optional(),
  companyDomain: z.string().nullable().optional(),
});
export type InboundLabel = z.infer<typeof label>;

const labels = z.record(z.string(), label).parse(JSON.parse(readFileSync(new URL('labels.json', DIR), 'utf8')));
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.eml'))
  .sort();
for (const file of files) if (!labels[file]) throw new Error(`eval/corpus/inbound-mail: no label for ${file}`);
for (const file of Object.keys(labels)) if (!files.includes(file)) throw new Error(`eval/corpus/inbound-mail: labels.json names ${file}, which is not there`);

/** Every message of the corpus, in file order: its raw bytes and its label. */
export const inboundCorpus = files.map((file) => ({ file, bytes: readFileSync(new URL(file, DIR)), label: labels[file]! }));

/**
 * Every message of the corpus read as the server reads it (in the worker), in file order. Handed to
 * the workers a queue's worth at a time: they run two at once and more than MAX_WAITING_WORKERS
 * waiting would be refused as busy.
 */
export async function readInboundCorpus(limits: WorkerLimits) {
  const read: ((typeof inboundCorpus)[number] & { outcome: ReadOutcome })[] = [];
  for (let i = 0; i < inboundCorpus.length; i += MAX_WAITING_WORKERS) {
    const batch = inboundCorpus.slice(i, i + MAX_WAITING_WORKERS);
    read.push(...(await Promise.all(batch.map(async (m) => ({ ...m, outcome: await readMessage(m.bytes, limits) })))));
  }
  return read;
}

/** A message as the reader hands it to the rules, from Acme's recruiting team unless `over` says otherwise. */
export const readMessageOf = (text: string, over: Partial<ReadMessage> = {}): ReadMessage => ({
  from: { address: 'talent@acme.com', name: 'Acme Recruiting' },
  subject: 'Your application',
  date: new Date('2026-12-01T12:00:00Z'),
  text,
  calendars: [],
  ...over,
});
