// `npm run bench:capture`: how long reading a member's link takes the server (readLink), for a job
// page of a usual size (about 150 KB: inline styles and scripts, navigation, the posting's text and
// its JSON-LD) on a loopback server that answers at once, so the time is ours: the guarded fetch
// (address checks, a fresh connection, the capped read), the hand-over to the page worker, its HTML
// scan, the posting reading with the description's HTML to text, the schema check and the way back.
// Prints one JSON document: the page's size and the first call, p50, p99 and max in milliseconds.
//   BENCH_ROUNDS (300), after BENCH_WARMUP (30) untimed reads; BENCH_PAGE_KB (150)
import { loadConfig } from '../src/server/config.ts';
import { readLink } from '../src/server/features/job-capture/read/index.ts';
import { jobPage, serveJobPage } from './support/job-page.ts';
import { timeCalls } from './support/stats.ts';
import { tempDir } from './support/temp-dir.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const warmup = Number(process.env.BENCH_WARMUP ?? 30);
const page = jobPage(Number(process.env.BENCH_PAGE_KB ?? 150) * 1024);
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir('upward-bench-'), LOG_LEVEL: 'silent', JOB_FETCH_ALLOW_LOOPBACK: '1' });
const server = await serveJobPage(page);
try {
  const read = await readLink(config, server.url);
  if (read.title !== 'Senior Backend Engineer' || read.salary?.min !== 145_600) throw new Error(`the page read wrong: ${JSON.stringify(read)}`);
  const times = await timeCalls(() => readLink(config, server.url), { rounds, warmup });
  process.stdout.write(`${JSON.stringify({ rounds, warmup, pageBytes: Buffer.byteLength(page), readBy: read.readBy, ...times }, null, 2)}\n`);
} finally {
  await server.close();
}
