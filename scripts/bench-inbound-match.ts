// `npm run bench:inbound-match`: how long classifying a forwarded message and matching it to one of
// the member's applications takes (issue 31: p99 at most 20 ms), for a member with 200 applications
// at 40 companies, on a migrated database of its own. The message is read once (in its worker, as the
// pipeline does; not timed); each round is what follows on the server's thread and the database:
// the rules over its text, the member's applications read, the match.
// Prints one JSON document: the applications, the outcome and how it matched, then the first call,
// p50, p99 and max in milliseconds.
//   BENCH_ROUNDS (300), after BENCH_WARMUP (30) untimed rounds. With DATABASE_URL a new database on
//   that Postgres server (dropped afterwards); without it, an embedded one in memory.
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { jobApplications, users } from '../src/server/db/schema/index.ts';
import { classify } from '../src/server/features/inbound-mail/classify/index.ts';
import { candidatesOf, matchApplication } from '../src/server/features/inbound-mail/match.ts';
import { readMessage } from '../src/server/features/inbound-mail/read/index.ts';
import { eml } from './support/eml.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { timeCalls } from './support/stats.ts';
import { tempDir } from './support/temp-dir.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const warmup = Number(process.env.BENCH_WARMUP ?? 30);
const APPLICATIONS = 200;
const COMPANIES = ['Acme Robotics', 'Globex', 'Initech', 'Hooli', 'Umbrella Health', 'Stark Industries', 'Wayne Enterprises', 'Soylent', 'Cyberdyne Systems', 'Tyrell'];
const DIVISIONS = ['Labs', 'Group', 'Partners', 'Digital'];
const TITLES = ['Backend Engineer', 'Senior Backend Engineer', 'Data Analyst', 'Platform Engineer', 'Product Designer'];

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir('upward-bench-'), LOG_LEVEL: 'silent' });
const fresh = process.env.DATABASE_URL ? await createFreshDatabase(process.env.DATABASE_URL, 'upward_bench_inbound') : null;
const database = await openDatabase({ url: fresh?.url ?? null });
try {
  await migrateDatabase(database);
  const { db } = database;
  const [member] = await db.insert(users).values({ email: `bench-${Date.now()}@example.com`, userType: 'job-seeker' }).returning({ id: users.id });
  await db.insert(jobApplications).values(
    Array.from({ length: APPLICATIONS }, (_, i) => ({
      userId: member!.id,
      // 40 companies ("Globex Labs"), five roles at each: the match has several to choose among.
      companyName: `${COMPANIES[i % COMPANIES.length]} ${DIVISIONS[Math.floor(i / COMPANIES.length) % DIVISIONS.length]}`,
      jobTitle: TITLES[Math.floor(i / 40) % TITLES.length]!,
      jobUrl: `https://boards.greenhouse.io/bench/jobs/${4_000_000 + i}`,
    })),
  );
  const raw = eml({
    from: 'Globex Partners <no-reply@us.greenhouse-mail.io>',
    to: 'member@in.upward.local',
    subject: 'Your application to Globex Partners',
    text: [
      'Hi Sam,',
      '',
      'Thank you for your interest in the Data Analyst role at Globex Partners. After careful consideration, we have decided to move forward with other candidates whose experience more closely matches our needs at this time.',
      '',
      'We wish you the best in your search.',
      '',
      'Globex Partners Recruiting',
    ].join('\n'),
  });
  const read = await readMessage(Buffer.from(raw), config.documentParse);
  if (!read.ok) throw new Error(`the message was refused: ${read.reason}`);
  const round = async () => {
    const c = classify(read.message);
    return { c, match: matchApplication(c, await candidatesOf(db, member!.id)) };
  };
  const { c, match } = await round();
  const times = await timeCalls(round, { rounds, warmup });
  process.stdout.write(
    `${JSON.stringify(
      {
        applications: APPLICATIONS,
        outcome: c.outcome,
        company: c.company,
        role: c.role,
        matched: match && { companyName: match.application.companyName, jobTitle: match.application.jobTitle, by: match.by },
        database: database.kind,
        rounds,
        warmup,
        ...times,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await database.close();
  await fresh?.drop();
}
