// Whether the SMTP receiver holds 50 sessions at once without an error (issue 31): starts the real
// server process on a fresh database with INBOUND_SMTP_PORT on a free port, signs in as the demo
// job seeker to learn their forwarding address, then opens the sessions all together (nodemailer,
// one connection each), each delivering one employer's answer (received, interview, rejection,
// offer, in turn, from a recruiter's own address or an ATS), and counts the proposals they made.
//
//   node scripts/smtp-sessions.ts            (npm run smtp:sessions)
//   SMTP_SESSIONS (50)
//
// Prints one JSON document: the sessions, the errors (the first few of them), the session times
// (p50, p99, max: from connecting to the answer to the message, in milliseconds) and the proposals
// listed afterwards. Exits 1 on any error or a missing proposal. With DATABASE_URL the server gets a
// new database on that Postgres server (dropped afterwards); without it, a fresh embedded one.
import nodemailer from 'nodemailer';
import superjson from 'superjson';
import type { InboundOverview } from '#shared/schemas/inbound-mail.ts';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts.ts';
import { eml } from './support/eml.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { freePort, startServer } from './support/server-process.ts';
import { signIn } from './support/sign-in.ts';
import { percentile } from './support/stats.ts';

const SESSIONS = Number(process.env.SMTP_SESSIONS ?? 50);
const DOMAIN = 'in.upward.local';

/** The member's overview, as the tracker reads it. */
async function overview(url: string, cookie: string): Promise<InboundOverview> {
  const res = await fetch(`${url}/trpc/inboundMail.overview`, { headers: { cookie } });
  if (!res.ok) throw new Error(`inboundMail.overview answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
  return superjson.deserialize<InboundOverview>(body.result.data);
}

const ANSWERS = [
  (n: number) => ({ from: `Initech Careers <careers@initech${n}.example>`, subject: `Thank you for applying to Initech ${n}`, text: `Thank you for applying to the Data Analyst position at Initech ${n}. We have received your application and will review it shortly.` }),
  (n: number) => ({ from: `Priya Shah <priya@acme${n}.example>`, subject: `Interview invitation: Backend Engineer at Acme ${n}`, text: `We would like to invite you to interview for the Backend Engineer position at Acme ${n}. Please reply with times that suit you next week.` }),
  (n: number) => ({ from: `Globex ${n} <no-reply@us.greenhouse-mail.io>`, subject: `Your application to Globex ${n}`, text: `Thank you for your interest in the Platform Engineer role at Globex ${n}. After careful consideration, we have decided to move forward with other candidates.` }),
  (n: number) => ({ from: `Dana Lee <dana@hooli${n}.example>`, subject: `Offer: Site Reliability Engineer at Hooli ${n}`, text: `We are pleased to extend you an offer for the Site Reliability Engineer position at Hooli ${n}. The details are attached to this message.` }),
];

const fresh = process.env.DATABASE_URL ? await createFreshDatabase(process.env.DATABASE_URL, 'upward_smtp_sessions') : null;
let failed = false;
try {
  const smtpPort = await freePort();
  const server = await startServer({
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    INBOUND_SMTP_PORT: String(smtpPort),
    INBOUND_SMTP_HOST: '127.0.0.1',
    INBOUND_MAIL_DOMAIN: DOMAIN,
    ...(fresh && { DATABASE_URL: fresh.url }),
  });
  try {
    const seeker = DEMO_ACCOUNTS.find((account) => account.key === 'free')!;
    const cookie = await signIn(server.url, seeker.email, seeker.password);
    const { address, proposals: before } = await overview(server.url, cookie);

    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, pool: false });
    const times: number[] = [];
    const errors: string[] = [];
    await Promise.all(
      Array.from({ length: SESSIONS }, async (_, n) => {
        const answer = ANSWERS[n % ANSWERS.length]!(n);
        const raw = eml({ ...answer, to: address, text: `Hi ${seeker.firstName},\n\n${answer.text}\n\nBest regards` });
        const start = performance.now();
        try {
          await transport.sendMail({ envelope: { from: /<([^>]+)>/.exec(answer.from)![1]!, to: address }, raw });
          times.push(performance.now() - start);
        } catch (err) {
          errors.push(err instanceof Error ? err.message : String(err));
        }
      }),
    );
    const proposals = (await overview(server.url, cookie)).proposals.length - before.length;
    const round = (ms: number) => Math.round(ms);
    if (errors.length > 0 || proposals !== SESSIONS) failed = true;
    process.stdout.write(
      `${JSON.stringify(
        {
          sessions: SESSIONS,
          errors: errors.length,
          firstErrors: errors.slice(0, 3),
          sessionMs: { p50: round(percentile(times, 0.5)), p99: round(percentile(times, 0.99)), max: round(Math.max(0, ...times)) },
          proposals,
          database: fresh ? 'postgres' : 'pglite',
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    const code = await server.stop();
    if (code !== 0) {
      failed = true;
      console.error(`the server exited with ${code} on SIGTERM:\n${server.output().slice(-2000)}`);
    }
  }
} finally {
  await fresh?.drop();
}
if (failed) {
  console.error('a session failed, a message made no proposal, or the server did not stop cleanly');
  process.exit(1);
}
