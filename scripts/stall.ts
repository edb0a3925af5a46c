// Whether anything a user uploads stalls the server's event loop: starts the real server on a fresh
// database, signs in as the demo admin, and sends hostile files one after another (a 5,000-row 4 MB
// CSV job import previewed, a 2 MB JSON import of a million nested arrays, a CSV import that is one
// 5 MB field, a resume PDF of 10,000 pages, a resume DOCX nesting 200,000 elements, an employer's
// e-mail of nearly 10 MB and one nesting 100,000 multiparts, imported into the tracker), then downloads
// the PDFs of a resume and a cover letter at their size limits in Chinese, then has the server read
// a 2 MB job page (the most the guarded fetcher takes, its posting last) from a loopback page
// server through jobCapture.read, while asking GET /api/healthz every 50 ms. The server answers a health check as soon as its loop is free, so a
// check's response time is how long the loop was held: the worst of those while a file was being
// answered is that file's stall.
//
//   node scripts/stall.ts            (npm run stall)
//
// Prints one JSON line per file: the status and message answered, the time to answer, and the worst
// and median health-check times while it was answered. Exits 1 when a stall passes 100 ms (for the
// e-mail, imported three times, the median of its worst stalls passes 50 ms, as issue 31 asks), a file
// is answered with another status than expected (the CSV previewed, the e-mail read and the PDFs drawn, 200; the
// others refused as too complex or past a cap, 422; the job page read, 200), or a refusal takes more
// than 3 s. The preview of the full-size CSV, the PDFs and the page's posting are real answers, not
// refusals: their time is printed, not held to 3 s. With DATABASE_URL the server gets a new database on that Postgres
// server (dropped afterwards); without it, a fresh embedded one.
import { coverLetterFilePath } from '#shared/constants/cover-letters.ts';
import { JOB_CAPTURE_LIMITS } from '#shared/constants/job-capture.ts';
import { INBOUND_IMPORT_PATH, INBOUND_LIMITS } from '#shared/constants/inbound-mail.ts';
import { JOB_IMPORT_PATH } from '#shared/constants/jobs.ts';
import { RESUME_IMPORT_PATH, RESUME_LIMITS, resumePdfPath } from '#shared/constants/resumes.ts';
import { BODY_LIMIT_BYTES } from '../src/server/app.ts';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts.ts';
import { deepDocx, manyPagePdf } from './support/documents.ts';
import { deepBomb, eml } from './support/eml.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { jobPage, serveJobPage } from './support/job-page.ts';
import { startServer } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { median } from './support/stats.ts';
import { sampleResume } from './support/sample-resume.ts';

const PROBE_INTERVAL_MS = 50;
const STALL_LIMIT_MS = 100;
/**
 * Forwarded mail is held to less (issue 31): a message is read in a worker and only its text
 * classified here. On two cores the worker's parse competes with the loop for the CPU and a 10 MB
 * body's garbage is collected on it, so one import's worst check swings with the machine (15-60 ms
 * seen): each message is imported MAIL_ROUNDS times and the median of the worsts is held to the limit.
 */
const MAIL_STALL = { limitMs: 50, rounds: 3 };
const ANSWER_LIMIT_MS = 3000;

interface HostileFile {
  name: string;
  path: string;
  bytes: Buffer;
  /** 200: a preview; 422: refused, within ANSWER_LIMIT_MS. */
  expect: 200 | 422;
  /** The worst stall allowed and how many times it is sent (the median of the worsts counts); STALL_LIMIT_MS once unless said. */
  stall?: { limitMs: number; rounds: number };
}

/** A 5,000-row CSV of valid jobs with HTML descriptions, about 4 MB: the largest file the import takes. */
function bigCsv(): Buffer {
  const header = 'external_id,title,company,location,work_type,experience_level,salary_min,salary_max,description,apply_url,posted_date';
  const body = `<p>${'Build and run the services our customers rely on, with a team that ships every day. '.repeat(8)}</p><ul><li>TypeScript</li><li>Postgres</li></ul>`;
  const rows = Array.from({ length: 5000 }, (_, i) => `stall-${i},Software Engineer ${i},Stall Inc,Remote,remote,mid,100000,150000,"${body}",https://example.com/jobs/${i},`);
  return Buffer.from([header, ...rows].join('\n'));
}

/**
 * An employer's answer with a portfolio attached, just under the 10 MB a message may be: read whole
 * in the worker (the attachment decoded and dropped), its text classified on the server's thread.
 */
function bigMessage(): Buffer {
  // Base64 takes 4 bytes for 3, and a line break every 76: about 0.74 of the room is the file.
  const bytes = Buffer.alloc(Math.floor(INBOUND_LIMITS.messageMaxBytes * 0.73), 7);
  const text = 'Thank you for applying to Acme. We have received your application.';
  return Buffer.from(eml({ from: 'Acme Recruiting <talent@acme.com>', to: 'stall@upward.local', subject: 'Your application', text, attachment: { filename: 'portfolio.pdf', contentType: 'application/pdf', bytes } }));
}

const importPath = `${JOB_IMPORT_PATH}?mode=preview&source=Stall`;
const files: HostileFile[] = [
  { name: 'jobs.csv', path: importPath, bytes: bigCsv(), expect: 200 },
  { name: 'nested.json', path: importPath, bytes: Buffer.from(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`), expect: 422 },
  { name: 'one-field.csv', path: importPath, bytes: Buffer.from(`external_id,title,work_type\n"${'x'.repeat(5_000_000)}",Engineer,remote\n`), expect: 422 },
  { name: 'pages.pdf', path: RESUME_IMPORT_PATH, bytes: manyPagePdf(10_000), expect: 422 },
  { name: 'nested.docx', path: RESUME_IMPORT_PATH, bytes: deepDocx(200_000), expect: 422 },
  { name: 'answer.eml', path: INBOUND_IMPORT_PATH, bytes: bigMessage(), expect: 200, stall: MAIL_STALL },
  { name: 'nested.eml', path: INBOUND_IMPORT_PATH, bytes: Buffer.from(deepBomb(100_000, 'stall@upward.local')), expect: 422, stall: MAIL_STALL },
];

/** Chinese text of a length: what costs pdfkit most per character (embedded fonts, no word breaks). */
const chinese = (length: number) => '领导了结算账本的重写，将夜间结算时间从四小时缩短到十八分钟。\n'.repeat(Math.ceil(length / 31)).slice(0, length);

/**
 * About the largest resume a member can save in Chinese: full descriptions, as many as a request
 * carries (BODY_LIMIT_BYTES; a Chinese character is three bytes of JSON).
 */
const resumeAtLimits = {
  template: 'modern-professional',
  content: {
    ...sampleResume,
    personalInfo: { ...sampleResume.personalInfo, firstName: '李', lastName: '小龍' },
    experience: Array.from({ length: Math.floor(BODY_LIMIT_BYTES / (3 * RESUME_LIMITS.descriptionMax)) - 1 }, (_, i) => ({
      ...sampleResume.experience[0]!,
      id: `stall-${i}`,
      description: chinese(RESUME_LIMITS.descriptionMax),
    })),
  },
};

/** A tRPC mutation as the signed-in admin; its answer's data. */
async function mutate<T>(url: string, cookie: string, path: string, input: unknown): Promise<T> {
  const res = await fetch(`${url}/trpc/${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ json: input }) });
  const body = (await res.json()) as { result?: { data: { json: T } }; error?: unknown };
  if (!body.result) throw new Error(`${path} failed: ${JSON.stringify(body.error)}`);
  return body.result.data.json;
}

/** Health checks one after another, each sent on the next 50 ms tick; when each was sent and how long it took. */
function startProbe(url: string) {
  const samples: { sentAt: number; ms: number }[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const sentAt = performance.now();
      const res = await fetch(`${url}/api/healthz`);
      await res.arrayBuffer();
      const ms = performance.now() - sentAt;
      samples.push({ sentAt, ms });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_INTERVAL_MS - ms)));
    }
  })();
  return {
    /** The checks that were waiting at some moment between from and to. */
    during: (from: number, to: number) => samples.filter((s) => s.sentAt < to && s.sentAt + s.ms > from).map((s) => s.ms),
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const round = (ms: number) => Math.round(ms);

const fresh = process.env.DATABASE_URL ? await createFreshDatabase(process.env.DATABASE_URL, 'upward_stall_probe') : null;
let failed = false;
try {
  // The job page is served on loopback, which the guarded fetcher refuses unless this test switch is on.
  const server = await startServer({ LOG_LEVEL: 'warn', SEED_DEMO: '1', JOB_FETCH_ALLOW_LOOPBACK: '1', ...(fresh && { DATABASE_URL: fresh.url }) });
  try {
    const admin = DEMO_ACCOUNTS.find((account) => account.key === 'admin')!;
    const cookie = await signIn(server.url, admin.email, admin.password);
    const probe = startProbe(server.url);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    console.log(JSON.stringify({ idle: { healthMedianMs: round(median(probe.during(0, performance.now()))) } }));
    /** Sends one request while the probe runs and prints what it cost the loop; its worst check. */
    const measureOnce = async (name: string, sizeBytes: number, expect: 200 | 422, send: () => Promise<Response>, stallLimitMs: number) => {
      const start = performance.now();
      const res = await send();
      const text = await res.text();
      const answerMs = performance.now() - start;
      // The check waiting when the answer came still has to come back.
      await new Promise((resolve) => setTimeout(resolve, 2 * PROBE_INTERVAL_MS));
      const health = probe.during(start, start + answerMs);
      const worstStallMs = Math.max(0, ...health);
      let message: string;
      try {
        const json = JSON.parse(text) as { error?: { message: string } | { json: { message: string } }; rows?: unknown[]; result?: { data: { json: { posting: { title: string } } } } };
        const error = json.error && ('json' in json.error ? json.error.json : json.error);
        const read = json.result?.data.json.posting;
        message = error?.message ?? (json.rows ? `${json.rows.length} rows previewed` : read ? `posting read: ${read.title}` : text.slice(0, 120));
      } catch {
        message = res.headers.get('content-type') === 'application/pdf' ? `a PDF of ${text.length} bytes` : text.slice(0, 120);
      }
      const answered = res.status === expect && (expect === 200 || answerMs <= ANSWER_LIMIT_MS);
      if (!answered) failed = true;
      const ok = answered && worstStallMs <= stallLimitMs;
      console.log(JSON.stringify({ file: name, sizeBytes, status: res.status, message, answerMs: round(answerMs), worstStallMs: round(worstStallMs), healthMedianMs: round(median(health)), ok }));
      return worstStallMs;
    };
    /** measureOnce, `rounds` times: the median of the worst checks is held to the limit. */
    const measure = async (name: string, sizeBytes: number, expect: 200 | 422, send: () => Promise<Response>, stall = { limitMs: STALL_LIMIT_MS, rounds: 1 }) => {
      const worsts: number[] = [];
      for (let i = 0; i < stall.rounds; i++) worsts.push(await measureOnce(name, sizeBytes, expect, send, stall.limitMs));
      const worst = median(worsts);
      if (worst > stall.limitMs) failed = true;
      if (stall.rounds > 1) console.log(JSON.stringify({ file: name, rounds: stall.rounds, medianWorstStallMs: round(worst), limitMs: stall.limitMs, ok: worst <= stall.limitMs }));
    };
    for (const file of files) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
      await measure(file.name, file.bytes.length, file.expect, () => fetch(`${server.url}${file.path}`, { method: 'POST', headers: { cookie }, body: form }), file.stall);
    }
    // Drawing a PDF is the server's own work on what a member wrote: the longest still leaves the loop free.
    const resume = await mutate<{ id: string }>(server.url, cookie, 'resumes.save', resumeAtLimits);
    const letter = await mutate<{ id: string }>(server.url, cookie, 'coverLetters.save', {
      template: 'modern-professional',
      resumeId: resume.id,
      content: { recipient: { name: '王芳', company: '环球公司' }, jobTitle: '数据分析师', body: chinese(10_000) },
    });
    const get = (path: string) => () => fetch(`${server.url}${path}`, { headers: { cookie } });
    await measure('resume-at-limits.pdf', Buffer.byteLength(JSON.stringify(resumeAtLimits)), 200, get(resumePdfPath(resume.id, 'modern-professional')));
    await measure('letter-at-limits.pdf', 10_000, 200, get(coverLetterFilePath(letter.id, 'pdf')));
    // A member's link to the largest page the fetcher takes: fetched, then read in the page worker.
    const page = jobPage(JOB_CAPTURE_LIMITS.maxBytes);
    const pageServer = await serveJobPage(page);
    try {
      await measure('job-page.html', Buffer.byteLength(page), 200, () =>
        fetch(`${server.url}/trpc/jobCapture.read`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ json: { url: pageServer.url } }) }),
      );
    } finally {
      await pageServer.close();
    }
    await probe.stop();
  } finally {
    await server.stop();
  }
} finally {
  await fresh?.drop();
}
if (failed) {
  console.error(`a stall passed ${STALL_LIMIT_MS} ms, a file got another answer than expected, or a refusal took more than ${ANSWER_LIMIT_MS} ms`);
  process.exit(1);
}
