// Is this posting already on the board? The one lookup every writer of a job from elsewhere asks
// (decision 058): a member saving a posting from another site, and a new job from an import or a
// live feed. The answer is an open board job (never a member's own capture), found by the surest
// sign first:
//   1. the same job board's own id for it (a Greenhouse, Lever or Ashby posting and that board's feed),
//   2. the same canonical address (rules/job-posting.ts canonicalJobUrl),
//   3. the same company, title and location (jobs.dedupe_key) posted within
//      JOB_CAPTURE_LIMITS.dedupeDays of it.
// The posting's key is computed by the very SQL expression that generates jobs.dedupe_key, so the
// two can never disagree about what "the same company" is.
import { sql } from 'drizzle-orm';
import { JOB_CAPTURE_LIMITS } from '#shared/constants/job-capture.ts';
import type { LiveJobSourceKind } from '#shared/constants/jobs.ts';
import { selectRows, type Db } from '../../db/client.ts';
import { DEDUPE_KEY_SQL } from '../../db/schema/careers.ts';

/** What the lookup compares of one posting. */
export interface PostingKeys {
  companyName: string;
  title: string;
  location: string | null;
  /** Already canonical. */
  canonicalUrl: string | null;
  /** When the posting says it was posted; now when it does not. */
  postedDate: Date | null;
  /** A live board's own id for the posting, when it came from one. */
  source: { kind: LiveJobSourceKind; postingId: string } | null;
}

/**
 * For each posting, in order, the id of the open board job it already is, or null: one statement
 * for the whole batch, each rule answered by its own index. `exceptSourceId` leaves out a source's
 * own jobs: two postings of one feed are two jobs (its external ids tell them apart).
 */
export async function boardJobsFor(db: Db, postings: PostingKeys[], exceptSourceId: string | null = null): Promise<(string | null)[]> {
  if (postings.length === 0) return [];
  const records = postings.map((p, i) => ({
    i,
    company_name: p.companyName,
    title: p.title,
    location: p.location,
    canonical_url: p.canonicalUrl,
    posted_date: p.postedDate?.toISOString() ?? null,
    source_kind: p.source?.kind ?? null,
    posting_id: p.source?.postingId ?? null,
  }));
  const open = sql`j.is_active and j.source_kind <> 'captured'${exceptSourceId ? sql` and j.source_id is distinct from ${exceptSourceId}::uuid` : sql``}`;
  const days = JOB_CAPTURE_LIMITS.dedupeDays;
  const rows = await selectRows<{ i: number; job_id: string | null }>(
    db,
    sql`
    select v.i, coalesce(
      (select j.id from jobs j join job_sources s on s.id = j.source_id
        where s.kind = v.source_kind and j.external_id = v.posting_id and ${open}
        limit 1),
      (select j.id from jobs j
        where j.canonical_url = v.canonical_url and ${open}
        order by j.posted_date desc, j.id desc limit 1),
      (select j.id from jobs j
        where j.dedupe_key = k.key and ${open}
          and j.posted_date between v.at - make_interval(days => ${days}) and v.at + make_interval(days => ${days})
        order by j.posted_date desc, j.id desc limit 1)
    ) as job_id
    from (select r.*, coalesce(r.posted_date, now()) as at
          from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
            as r(i int, company_name text, title text, location text, canonical_url text, posted_date timestamptz, source_kind text, posting_id text)) v
    -- The generated column's own expression, over the posting's columns of the same names.
    cross join lateral (select ${sql.raw(DEDUPE_KEY_SQL)} as key from (select v.company_name, v.title, v.location) as posting) k
    order by v.i`,
  );
  return rows.map((r) => r.job_id);
}
