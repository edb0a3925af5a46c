// Job-search analytics from the user's own rows, every figure computed in SQL.
//
// Round trips: analytics.summary makes six queries whatever the data size, sent in parallel: the
// weeks by status, the funnel figures (total, responded, median), outcomes per resume version,
// outcomes per source, the practice history and the assessment history.
//
// Applications fall in the range by their applied date. There is no status history: the time to a
// response is from the applied date to the answer's own date when it came by e-mail (responded_at,
// set when an update from a forwarded message moved the application on), else to updated_at of
// applications whose status has left "applied", the last change to the row (an edit of the notes
// after the response moves it too).
import { type SQL, sql } from 'drizzle-orm';
import { type AnalyticsRange, type AnalyticsSummary, type StatusCounts } from '#shared/schemas/analytics.ts';
import { selectRows } from '../../db/client.ts';
import { careerAssessments, interviewSessions, jobApplications, resumes } from '../../db/schema/index.ts';
import type { AuthedContext } from '../../trpc/context.ts';

const byStatus = sql`count(*) filter (where a.status = 'applied')::int as applied,
  count(*) filter (where a.status = 'interviewing')::int as interviewing,
  count(*) filter (where a.status = 'offer')::int as offer,
  count(*) filter (where a.status = 'rejected')::int as rejected`;

/** The user's applications applied for within the range, as `a`. */
const inRange = (userId: string, range: AnalyticsRange): SQL =>
  sql`(select * from ${jobApplications} where user_id = ${userId} and applied_date between ${range.from}::date and ${range.to}::date) as a`;

/** Timestamps within the range's days, both ends inclusive. */
const withinDays = (column: SQL, range: AnalyticsRange): SQL => sql`${column} >= ${range.from}::date and ${column} < ${range.to}::date + 1`;

export async function summary(ctx: AuthedContext, range: AnalyticsRange): Promise<AnalyticsSummary> {
  const userId = ctx.user.id;
  const apps = inRange(userId, range);
  const [weeks, [funnel], byResume, bySource, practice, assessments] = await Promise.all([
    // Every week of the range, empty ones too, so the chart's axis is the calendar.
    selectRows<StatusCounts & { week: string }>(
      ctx.db,
      sql`select to_char(w.week, 'YYYY-MM-DD') as week, ${byStatus}
          from generate_series(date_trunc('week', ${range.from}::date), ${range.to}::date, interval '1 week') as w(week)
          left join ${apps} on date_trunc('week', a.applied_date) = w.week
          group by w.week order by w.week`,
    ),
    selectRows<{ total: number; responded: number; median: number | null }>(
      ctx.db,
      sql`select count(*)::int as total, count(*) filter (where a.status <> 'applied')::int as responded,
            (percentile_cont(0.5) within group (order by greatest(coalesce(a.responded_at::date, a.updated_at::date) - a.applied_date, 0))
              filter (where a.status <> 'applied'))::float8 as median
          from ${apps}`,
    ),
    // Applications without a resume (or whose resume was deleted) are not a version: left out.
    selectRows<StatusCounts & { resume: string }>(
      ctx.db,
      sql`select r.title as resume, ${byStatus}
          from ${apps} join ${resumes} r on r.id = a.resume_id
          group by r.id, r.title order by count(*) desc, r.title`,
    ),
    selectRows<StatusCounts & { source: 'board' | 'manual' }>(
      ctx.db,
      sql`select case when a.job_id is null then 'manual' else 'board' end as source, ${byStatus}
          from ${apps} group by 1 order by 1`,
    ),
    selectRows<{ at: string; score: number; label: string }>(
      ctx.db,
      sql`select created_at as at, score, coalesce(target_label, session_type) as label from ${interviewSessions}
          where user_id = ${userId} and score is not null and ${withinDays(sql`created_at`, range)}
          order by created_at`,
    ),
    selectRows<{ at: string; score: number; assessment_type: string }>(
      ctx.db,
      sql`select completed_at as at, score, assessment_type from ${careerAssessments}
          where user_id = ${userId} and ${withinDays(sql`completed_at`, range)}
          order by completed_at`,
    ),
  ]);
  return {
    range,
    weeks,
    total: funnel!.total,
    responded: funnel!.responded,
    medianDaysToResponse: funnel!.median,
    byResume,
    bySource,
    // Raw SQL answers timestamps as the driver gives them (a string under postgres.js).
    practice: practice.map((row) => ({ at: new Date(row.at), score: row.score, label: row.label })),
    assessments: assessments.map((row) => ({ at: new Date(row.at), score: row.score, assessmentType: row.assessment_type })),
  };
}
