// The resume upload against a listening server, as a browser's fetch sends it: the server keeps
// answering while the heaviest documents are read (each is refused with a clear message), and a
// file one byte over the limit is refused, never stored cut to the limit.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#shared/constants/auth.ts';
import { RESUME_UPLOAD, RESUME_UPLOAD_MESSAGES, RESUME_UPLOAD_PATH } from '#shared/constants/onboarding.ts';
import { resumeFiles } from '../../src/server/db/schema/index.ts';
import { MAX_DOCX_XML_BYTES, MAX_PDF_EXPANDED_BYTES } from '../../src/server/platform/documents.ts';
import { testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { docxBomb, minimalPdf, pdfBomb } from '../support/documents.ts';
import { createTestUser } from '../support/users.ts';

const MB = 1024 * 1024;
/** Short, so that a document heavy enough to outlast it is killed within the test's time. */
const PARSE_TIMEOUT_MS = 1_500;
const HEALTHZ_BUDGET_MS = 100;

const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database, { config: testConfig({ DOCUMENT_PARSE_TIMEOUT_MS: String(PARSE_TIMEOUT_MS) }) });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const filesOf = (userId: string) => db.select().from(resumeFiles).where(eq(resumeFiles.userId, userId));

async function upload(token: string, fileName: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const res = await fetch(`${base}${RESUME_UPLOAD_PATH}`, { method: 'POST', body: form, headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
}

/** Times /api/healthz again and again until the work settles: every answer's latency, in ms. */
async function healthzLatenciesDuring<T>(work: Promise<T>) {
  let settled = false;
  const result = work.finally(() => (settled = true));
  const latencies: number[] = [];
  while (!settled) {
    const started = performance.now();
    const res = await fetch(`${base}/api/healthz`);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { latencies, result: await result };
}

describe('reading a document never stalls the server', () => {
  it.each([
    ['a DOCX of 45 MB of XML', 'bomb.docx', () => docxBomb(45 * MB)],
    ['a PDF with a 100 MB page stream', 'bomb.pdf', () => pdfBomb(100 * MB)],
    ['a DOCX just under the XML cap, killed at the time limit', 'heavy.docx', () => docxBomb(MAX_DOCX_XML_BYTES - MB / 2)],
    ['a PDF just under the stream cap, killed at the time limit', 'heavy.pdf', () => pdfBomb(MAX_PDF_EXPANDED_BYTES - MB / 2)],
  ])('%s: healthz answers within 100 ms throughout, and the upload is refused clearly', async (_, fileName, build) => {
    const user = await createTestUser(db);
    const bytes = build();
    expect(bytes.length).toBeLessThan(400 * 1024);
    const started = performance.now();
    const { latencies, result } = await healthzLatenciesDuring(upload(user.token, fileName, bytes));
    const elapsed = performance.now() - started;

    expect(result.status).toBe(422);
    expect(result.body.error!.message).toBe(RESUME_UPLOAD_MESSAGES.tooComplex);
    expect(elapsed).toBeLessThan(PARSE_TIMEOUT_MS + 2_000);
    expect(latencies.length).toBeGreaterThan(0);
    expect(Math.max(...latencies), latencies.map(Math.round).join(' ')).toBeLessThan(HEALTHZ_BUDGET_MS);
    expect(await filesOf(user.id)).toHaveLength(0);

    // And the next resume goes through.
    expect((await upload(user.token, 'resume.pdf', minimalPdf(['Ada Lovelace']))).status).toBe(201);
  });
});

describe('the size limit over a real connection', () => {
  const pdf = minimalPdf(['Ada Lovelace']);
  const padded = (size: number) => Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);

  it('refuses a file one byte over the limit with 413, every time, and stores nothing', async () => {
    const justOver = padded(RESUME_UPLOAD.maxBytes + 1);
    for (let attempt = 0; attempt < 20; attempt++) {
      const user = await createTestUser(db);
      const res = await upload(user.token, 'big.pdf', justOver);
      expect(res.status, `attempt ${attempt + 1}`).toBe(413);
      expect(res.body.error!.message).toBe(RESUME_UPLOAD_MESSAGES.tooLarge);
      expect(await filesOf(user.id)).toHaveLength(0);
    }
  });

  it('stores a file of exactly the limit, whole', async () => {
    const user = await createTestUser(db);
    const exactly = padded(RESUME_UPLOAD.maxBytes);
    expect((await upload(user.token, 'limit.pdf', exactly)).status).toBe(201);
    const [stored] = await filesOf(user.id);
    expect(stored!.sizeBytes).toBe(RESUME_UPLOAD.maxBytes);
    expect(Buffer.compare(stored!.content, exactly)).toBe(0);
  });
});
