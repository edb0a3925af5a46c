// `npm run bench:cover-letter`: how long drafting a cover letter from evidence takes for a two-page
// resume (scripts/support/sample-resume.ts) and a ~600-word job description, after a warm-up (the
// ATS vocabulary is built at first use and the JIT settles). The budget is p99 ≤ 50 ms. Prints one
// JSON document: the first call, then p50, p99 and max in ms.
//   BENCH_ROUNDS (1000), BENCH_WARMUP (100)
import { draftLetter, type LetterJob } from '../src/server/features/cover-letters/draft.ts';
import { timeCalls } from './support/stats.ts';
import { sampleResume } from './support/sample-resume.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 1000);
const warmup = Number(process.env.BENCH_WARMUP ?? 100);
const today = '2026-11-27';

const description = `Staff Backend Engineer, Payments Platform

About us
Ledgerly moves money for 12,000 small businesses across North America. Our payments platform settles card, bank and wallet transactions every day, and the businesses that rely on us need their money on time and their numbers right.

About the role
As a staff backend engineer you will shape how money moves through the company. You will design the services that authorise, settle and reconcile payments, set the standards other engineers follow, and lead the technical direction of a team of seven. You will work closely with finance, risk and product engineering, and you will be the person others ask when a ledger does not balance.

What you'll do
- Design and build services in TypeScript and Go that process millions of payments a day.
- Own the data model of our PostgreSQL ledger: double-entry accounting, idempotency and the migrations that change it safely.
- Build event-driven integrations with Kafka between settlement, risk and reporting.
- Set standards for testing, observability and incident response, and build the tools that make them easy to follow.
- Make the platform cheaper and faster: find the slow queries, the noisy alerts and the services nobody owns.
- Lead design reviews, write technical proposals, and mentor engineers across the platform organisation.
- Take part in an on-call rotation and lead incident reviews when things break.

Requirements
- 8+ years of experience building backend services, with at least 2 years at a senior or staff level.
- Expert TypeScript or Go, and strong SQL.
- Production experience with PostgreSQL at scale: partitioning, replication, careful migrations.
- Experience with Kafka or another event stream.
- Infrastructure as code (Terraform) and containers (Docker, Kubernetes) on AWS.
- REST API design and contract testing between services.
- Experience with payments, ledgers or other systems where money must balance.
- Clear written communication and the habit of documenting decisions.
- Experience mentoring engineers and leading projects across teams.

Nice to have
- Experience with PCI DSS compliance.
- Rust for performance-critical services.
- GraphQL for internal tools.
- A background in fintech, banking or marketplaces.
- Contributions to open-source infrastructure.

How we work
We are a remote-first team across North American time zones, with two weeks a year together in person. We write things down, we review each other's work kindly, and we measure what we ship. Engineers own their systems from design to on-call, and we budget time every quarter to pay down technical debt. We keep meetings few and short, and we protect focus time on Tuesdays and Thursdays.

Your first months
In your first month you will pair with the engineers who own settlement and reconciliation, read the incident reviews of the past year and ship a small change to production. By your third month you will lead the design of the next version of our payout scheduler, which has to handle weekends, bank holidays and retries without paying anyone twice. By your sixth month we expect you to be the engineer the team turns to for the ledger's data model, and to have written the proposal for how we split it across regions.

Benefits
- Competitive salary and equity.
- Health, dental and vision insurance for you and your family.
- 401(k) with a 4% match.
- A home office budget and a yearly learning budget of $2,000.
- Sixteen weeks of paid parental leave.

We are an equal opportunity employer. We welcome applicants of every background and do not discriminate on the basis of race, religion, colour, national origin, gender, sexual orientation, age, marital status, veteran status or disability.`;

const job: LetterJob = { jobTitle: 'Staff Backend Engineer', company: 'Ledgerly', description };

const times = await timeCalls(() => draftLetter(sampleResume, job, { today }), { rounds, warmup });
// Deterministic: the letter every call drafted.
const first = draftLetter(sampleResume, job, { today });
const report = {
  rounds,
  descriptionWords: description.split(/\s+/).length,
  letterWords: first.content.body.split(/\s+/).length,
  sentences: first.evidence.sentences.length,
  gaps: first.evidence.gaps,
  ...times,
};
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
