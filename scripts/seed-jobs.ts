// `node scripts/seed-jobs.ts N [--active M]`: fills the jobs table with N synthetic jobs for
// benchmarks (needs DATABASE_URL; migrates first). Rows are generated inside Postgres with
// generate_series, in batches, then the table is vacuumed and analysed. Running it again tops up to N
// (it counts the synthetic rows it made before, recognised by their apply URL), so 100,000 then
// 1,000,000 reuses the first run.
//
// Each job's shape (title, company, location, salary, date) is a hash of its shape number, not
// random(), so two databases seeded with the same M active jobs search the very same live board.
// With --active M exactly M jobs are open: the N - M closed ones are inserted first (history is
// older), then M open ones with shape numbers 1..M, which is what `npm run bench:job-history`
// compares: 100,000 open jobs alone against the same 100,000 under 900,000 closed ones. A top-up
// keeps its shapes only with the same --active.
//
// The variety the search benchmark needs: titles from word lists ("engineer" is in about a fifth of
// them), about 500 companies, rare specialities in roughly one title in 2,000 (each speciality in
// about one in 100,000), 10% of jobs without a location, every work type and level, salaries
// (some missing); open jobs posted within the last 55 days (inside the 60-day expiry), closed ones
// up to 400 days ago. Without --active about 2% are closed.
//   SEED_BATCH (50000)
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { jobFeatures } from '../src/server/engines/match/index.ts';

const target = Number(process.argv[2]);
const activeFlag = process.argv.indexOf('--active');
const active = activeFlag === -1 ? null : Number(process.argv[activeFlag + 1]);
const batch = Number(process.env.SEED_BATCH ?? 50_000);
if (!Number.isInteger(target) || target < 1 || (active !== null && (!Number.isInteger(active) || active < 0 || active > target))) {
  console.error('usage: node scripts/seed-jobs.ts N [--active M]   (N synthetic jobs, M of them open, e.g. 1000000 --active 100000)');
  process.exit(2);
}
// Closed history first: rows 1..N-M get shape numbers M+1..N, rows N-M+1..N get 1..M.
const closedCount = active === null ? 0 : target - active;
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL must point at a Postgres database');
  process.exit(2);
}

const SEED_URL_PREFIX = 'https://jobs.example.com/seed/';

const LEVEL_WORDS = ['', '', '', 'Senior ', 'Junior ', 'Lead ', 'Staff ', 'Principal ', 'Associate ', 'Head of '];
const FIELDS = [
  'Software', 'Data', 'Product', 'Marketing', 'Sales', 'Customer Success', 'Mechanical', 'Civil', 'Electrical',
  'Frontend', 'Backend', 'Platform', 'Security', 'Financial', 'Operations', 'Clinical', 'Research', 'Content',
  'Brand', 'Supply Chain', 'Quality', 'People', 'Legal', 'Growth', 'Mobile',
];
const ROLES = ['Engineer', 'Engineer', 'Manager', 'Analyst', 'Designer', 'Specialist', 'Coordinator', 'Developer', 'Consultant', 'Scientist'];
const RARE = [
  'Haskell', 'Falconry', 'Glaciology', 'Zoopharmacognosy', 'Typewriter Repair', 'Carillon', 'Perfumery', 'Cartography',
  'Horology', 'Lacquerware', 'Viticulture', 'Bookbinding', 'Apiculture', 'Cryptozoology', 'Fortran', 'Cobol Modernisation',
  'Stained Glass', 'Taxidermy', 'Volcanology', 'Origami', 'Harpsichord', 'Sommelier', 'Ethnobotany', 'Paleography',
  'Gemology', 'Ornithology', 'Speleology', 'Luthier', 'Calligraphy', 'Numismatics', 'Topiary', 'Vexillology',
  'Enology', 'Farriery', 'Glassblowing', 'Hydrography', 'Ichthyology', 'Lapidary', 'Mycology', 'Oceanography',
  'Puppetry', 'Seismology', 'Thatching', 'Upholstery', 'Wainwright', 'Xylography', 'Yodel Coaching', 'Zymurgy',
  'Blacksmithing', 'Cooperage',
];
const COMPANY_HEADS = [
  'Acme', 'Northwind', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Tyrell', 'Cyberdyne', 'Soylent',
  'Hooli', 'Vandelay', 'Pied Piper', 'Massive', 'Aperture', 'Black Mesa', 'Oscorp', 'Wonka', 'Gringotts', 'Monarch',
  'Blue Sun', 'Dunder', 'Prestige', 'Sterling', 'Bluth',
];
const COMPANY_TAILS = [
  'Labs', 'Systems', 'Health', 'Capital', 'Logistics', 'Media', 'Robotics', 'Foods', 'Energy', 'Analytics',
  'Studios', 'Partners', 'Networks', 'Bank', 'Motors', 'Pharma', 'Retail', 'Cloud', 'Insurance', 'Learning',
];
const LOCATIONS = [
  'New York, NY', 'San Francisco, CA', 'Austin, TX', 'Seattle, WA', 'Boston, MA', 'Chicago, IL', 'Denver, CO',
  'Atlanta, GA', 'Los Angeles, CA', 'Miami, FL', 'Portland, OR', 'Phoenix, AZ', 'Dallas, TX', 'Raleigh, NC',
  'Minneapolis, MN', 'Salt Lake City, UT', 'Pittsburgh, PA', 'Nashville, TN', 'Detroit, MI', 'San Diego, CA',
  'Remote', 'Remote (US)', 'London, UK', 'Toronto, ON', 'Berlin, Germany', 'Anchorage, AK',
];

/** The description the insert below writes, in SQL, around each title and company. */
const seedDescription = (title: string, company: string) =>
  `We are looking for a ${title} to join ${company}. You will work with a friendly team on meaningful problems, own projects end to end and grow your career.`;

const arr = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

const database = await openDatabase({ url, max: 2 });
try {
  await migrateDatabase(database);
  const { db } = database;
  const [{ n: existing }] = (await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from jobs where starts_with(apply_url, ${SEED_URL_PREFIX})`,
  )) as [{ n: number }];
  const started = performance.now();
  let made = existing;
  while (made < target) {
    const size = Math.min(batch, target - made);
    await db.execute(sql`
      with w as (
        select ${arr(LEVEL_WORDS)} as lv, ${arr(FIELDS)} as fi, ${arr(ROLES)} as ro, ${arr(RARE)} as ra,
               ${arr(COMPANY_HEADS)} as ch, ${arr(COMPANY_TAILS)} as ct, ${arr(LOCATIONS)} as lo
      ), r as (
        select g, k, open, r[1] as r1, r[2] as r2, r[3] as r3, r[4] as r4, r[5] as r5, r[6] as r6, r[7] as r7,
               r[8] as r8, r[9] as r9, r[10] as r10
        from generate_series(${made + 1}::int, ${made + size}::int) g
        cross join lateral (select case when g <= ${closedCount} then g + ${target - closedCount} else g - ${closedCount} end::bigint as k) key
        cross join lateral (select ${active === null ? sql`true` : sql`g > ${closedCount}`} as open) state
        -- a uniform draw in [0, 1) from 53 bits of the shape number's hash: the same shape every run
        cross join lateral (
          select array_agg(((hashint8extended(k, i) >> 11) & 9007199254740991)::float8 / 9007199254740992 order by i) as r
          from generate_series(1, 10) i
        ) draws
      ), rows as (
        select r.*,
          w.lv[1 + floor(r1 * array_length(w.lv, 1))::int]
            || w.fi[1 + floor(r2 * array_length(w.fi, 1))::int] || ' '
            || w.ro[1 + floor(r3 * array_length(w.ro, 1))::int]
            || case when r4 < 0.0005 then ' (' || w.ra[1 + floor(r4 * 2000 * array_length(w.ra, 1))::int] || ')' else '' end
            as title,
          -- about 500 companies, some much bigger than others (squared draw)
          w.ch[1 + floor(r5 * r5 * array_length(w.ch, 1))::int] || ' ' || w.ct[1 + floor(r6 * array_length(w.ct, 1))::int]
            as company,
          case when r7 < 0.1 then null else w.lo[1 + floor(((r7 - 0.1) / 0.9) * array_length(w.lo, 1))::int] end as location
        from r cross join w
      )
      insert into jobs (title, company_name, location, salary_min, salary_max, work_type, experience_level,
                        description, apply_url, posted_date, is_active, closed_at, close_reason)
      select title, company, location,
        case when r8 < 0.15 then null else 40000 + (floor(r8 * 160))::int * 1000 end,
        case when r8 < 0.15 or r9 < 0.2 then null else 40000 + (floor(r8 * 160))::int * 1000 + 10000 + (floor(r9 * 50))::int * 1000 end,
        (array['remote', 'hybrid', 'on-site'])[1 + (g % 3)],
        (array['entry', 'mid', 'senior', 'expert'])[1 + ((g / 3) % 4)],
        'We are looking for a ' || title || ' to join ' || company
          || '. You will work with a friendly team on meaningful problems, own projects end to end and grow your career.',
        ${SEED_URL_PREFIX} || g,
        case when live then now() - r10 * interval '55 days' else now() - interval '60 days' - r10 * interval '340 days' end,
        live,
        case when live then null else now() - r10 * interval '300 days' end,
        case when live then null else 'expired' end
      from (select rows.*, open and (${active !== null} or r9 >= 0.02) as live from rows) rows`);
    made += size;
    process.stdout.write(`  ${made.toLocaleString('en-US')} / ${target.toLocaleString('en-US')}\r`);
  }
  // Match features, as a job written through the app has them. The description is a template around
  // the title and the company, and features leave the company's own words out, so one computation
  // serves every job of a title.
  const titles = await selectRows<{ title: string }>(db, sql`select distinct title from jobs where match_features is null and starts_with(apply_url, ${SEED_URL_PREFIX})`);
  const features = titles.map(({ title }) => ({ title, features: jobFeatures({ title, companyName: '', description: seedDescription(title, '') }) }));
  for (let i = 0; i < features.length; i += 500) {
    await db.execute(sql`
      update jobs j set match_features = f.features
      from jsonb_to_recordset(${JSON.stringify(features.slice(i, i + 500))}::jsonb) as f(title text, features jsonb)
      where j.title = f.title and j.match_features is null and starts_with(j.apply_url, ${SEED_URL_PREFIX})`);
  }
  // vacuum too: it empties the trigram indexes' pending lists and sets the visibility map.
  await db.execute(sql`vacuum analyze jobs`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nseed-jobs: ${made - existing} inserted (${made} synthetic jobs in all) in ${seconds} s`);
} finally {
  await database.close();
}
