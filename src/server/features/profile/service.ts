// The profile page, from the signed-in user's own rows in two statements (one for the header, the
// counts, the milestones and the active resume; one for recent activity), and the public member
// card another member reads, hidden with the same answer as a missing user when the profile is not
// visible, so a hidden profile does not reveal that the account exists.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ASSESSMENT_NAMES, PROFILE_LIMITS, photoPath, type ActivityKind } from '#shared/constants/profile.ts';
import { DEFAULT_RESUME_TEMPLATE, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import { PRIVACY_DEFAULTS } from '#shared/constants/settings.ts';
import { TOASTS } from '#shared/toasts.ts';
import { isPremium } from '#shared/rules/premium.ts';
import type { Achievement, ActivityItem, MemberCard, memberCardInput, ProfilePage } from '#shared/schemas/profile.ts';
import { selectRows } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthedContext } from '../../trpc/context.ts';
import { canMessage } from '../messages/service.ts';
import { mentions } from '../../engines/ats/index.ts';
import { readContent } from '../resumes/service.ts';

/** A timestamp as epoch milliseconds: both drivers answer a float8 as a number. */
const ms = (expr: SQL) => sql`(extract(epoch from ${expr}) * 1000)::float8`;
const toDate = (value: number | null) => (value === null ? null : new Date(Number(value)));

/** "First Last", whichever parts there are. */
const fullName = (first: string, last: string) => [first.trim(), last.trim()].filter(Boolean).join(' ');

/** The columns both the page and the card read about a user: u (users), pr (profiles), s (user_settings), ph (profile_photos). */
const personColumns = sql`u.id as user_id, u.email, ${ms(sql`u.created_at`)} as member_since_ms,
  pr.first_name, pr.last_name, pr.is_premium, pr.subscription_type, ${ms(sql`pr.subscription_expires_at`)} as expires_ms,
  coalesce(s.headline, '') as headline, coalesce(s.location, '') as location, coalesce(s.phone, '') as phone,
  s.profile_visible, s.show_email, s.show_phone, ph.hash as photo_hash`;
const personJoins = sql`from users u join profiles pr on pr.user_id = u.id
  left join user_settings s on s.user_id = u.id
  left join profile_photos ph on ph.user_id = u.id`;

interface PersonRow {
  user_id: string;
  email: string;
  member_since_ms: number;
  first_name: string;
  last_name: string;
  is_premium: boolean;
  subscription_type: string;
  expires_ms: number | null;
  headline: string;
  location: string;
  phone: string;
  /** Null without a settings row: the defaults apply. */
  profile_visible: boolean | null;
  show_email: boolean | null;
  show_phone: boolean | null;
  photo_hash: string | null;
}

const premiumOf = (row: PersonRow) =>
  isPremium({ isPremium: Boolean(row.is_premium), subscriptionType: row.subscription_type, subscriptionExpiresAt: toDate(row.expires_ms) });

const headerOf = (row: PersonRow) => ({
  userId: row.user_id,
  name: fullName(row.first_name, row.last_name),
  headline: row.headline,
  location: row.location,
  photoUrl: row.photo_hash ? photoPath(row.user_id, row.photo_hash) : null,
  isPremium: premiumOf(row),
  memberSince: new Date(Number(row.member_since_ms)),
});

interface PageRow extends PersonRow {
  applications: number;
  interviews: number;
  offers: number;
  first_application_ms: number | null;
  tenth_application_ms: number | null;
  saved_jobs: number;
  assessments: number;
  first_assessment_ms: number | null;
  first_post_ms: number | null;
  resume_id: string | null;
  resume_title: string | null;
  resume_template: ResumeTemplateId | null;
  resume_content: unknown;
}

interface ActivityRow {
  kind: ActivityKind;
  subject: string;
  at_ms: number;
}

function achievementsOf(row: PageRow, complete: boolean): Achievement[] {
  const earned = (id: Achievement['id'], on: boolean, at: number | null = null): Achievement => ({
    id,
    earned: on,
    earnedAt: on ? toDate(at) : null,
  });
  // Statuses keep no history, so the day an application reached an interview or an offer is unknown.
  return [
    earned('firstApplication', row.applications >= 1, row.first_application_ms),
    earned('tenApplications', row.applications >= 10, row.tenth_application_ms),
    earned('firstInterview', row.interviews + row.offers >= 1),
    earned('firstOffer', row.offers >= 1),
    earned('firstAssessment', row.assessments >= 1, row.first_assessment_ms),
    earned('firstPost', row.first_post_ms !== null, row.first_post_ms),
    earned('profileComplete', complete),
  ];
}

export async function getProfilePage(ctx: AuthedContext): Promise<ProfilePage> {
  const me = ctx.user.id;
  const [row] = await selectRows<PageRow>(
    ctx.db,
    sql`select ${personColumns}, a.applications, a.interviews, a.offers, a.first_application_ms,
          (select ${ms(sql`created_at`)} from job_applications where user_id = u.id order by created_at, id offset 9 limit 1) as tenth_application_ms,
          (select count(*)::int from saved_jobs where user_id = u.id) as saved_jobs,
          c.assessments, c.first_assessment_ms,
          (select ${ms(sql`min(created_at)`)} from forum_posts where user_id = u.id) as first_post_ms,
          r.id as resume_id, r.title as resume_title, r.template as resume_template, r.content as resume_content
        ${personJoins}
        left join resumes r on r.user_id = u.id and r.is_active
        cross join lateral (
          select count(*)::int as applications,
                 (count(*) filter (where status = 'interviewing'))::int as interviews,
                 (count(*) filter (where status = 'offer'))::int as offers,
                 ${ms(sql`min(created_at)`)} as first_application_ms
          from job_applications where user_id = u.id) a
        cross join lateral (
          select count(*)::int as assessments, ${ms(sql`min(completed_at)`)} as first_assessment_ms
          from career_assessments where user_id = u.id) c
        where u.id = ${me}`,
  );
  // Every account is made with its profile; one without is a session of a user being deleted.
  if (!row) throw new AppError('UNAUTHORIZED', TOASTS.auth.sessionMissing);

  const n = PROFILE_LIMITS.activityItems;
  const activity = await selectRows<ActivityRow>(
    ctx.db,
    sql`select kind, subject, ${ms(sql`at`)} as at_ms from (
          (select 'application' as kind, job_title || ' at ' || company_name as subject, created_at as at
             from job_applications where user_id = ${me} order by created_at desc limit ${n})
          union all
          (select 'saved-job', j.title || ' at ' || j.company_name, sj.created_at
             from saved_jobs sj join jobs j on j.id = sj.job_id where sj.user_id = ${me} order by sj.created_at desc limit ${n})
          union all
          (select 'forum-post', title, created_at from forum_posts
             where user_id = ${me} and deleted_at is null and hidden_at is null order by created_at desc limit ${n})
          union all
          (select 'assessment', assessment_type, completed_at
             from career_assessments where user_id = ${me} order by completed_at desc limit ${n})
        ) e(kind, subject, at)
        order by at desc limit ${n}`,
  );

  const header = headerOf(row);
  const content = row.resume_id ? readContent(row.resume_content) : null;
  const resume =
    row.resume_id && content
      ? {
          id: row.resume_id,
          title: row.resume_title ?? '',
          template: row.resume_template ?? DEFAULT_RESUME_TEMPLATE,
          // Sorted by how many experience entries name the skill, ties in the resume's own order.
          skills: content.skills
            .map((name) => ({
              name,
              mentions: content.experience.filter((e) => mentions(`${e.position}\n${e.description}`, name)).length,
            }))
            .sort((a, b) => b.mentions - a.mentions),
          experience: content.experience,
        }
      : null;
  const complete = Boolean(header.photoUrl && header.headline && header.location && resume);

  return {
    header,
    stats: { applications: row.applications, interviews: row.interviews, offers: row.offers, savedJobs: row.saved_jobs, assessments: row.assessments },
    resume,
    achievements: achievementsOf(row, complete),
    activity: activity.map(
      (a): ActivityItem => ({
        kind: a.kind,
        title: a.kind === 'assessment' ? (ASSESSMENT_NAMES[a.subject as keyof typeof ASSESSMENT_NAMES] ?? a.subject) : a.subject,
        at: new Date(Number(a.at_ms)),
      }),
    ),
  };
}

/**
 * Another member's public card (or the caller's own). A missing user and a hidden profile answer
 * the same NOT_FOUND; email and phone only when their owner shows them.
 */
export async function getMemberCard(ctx: AuthedContext, input: z.output<typeof memberCardInput>): Promise<MemberCard> {
  const [row] = await selectRows<PersonRow>(ctx.db, sql`select ${personColumns} ${personJoins} where u.id = ${input.userId}`);
  const own = input.userId === ctx.user.id;
  const visible = row ? (row.profile_visible ?? PRIVACY_DEFAULTS.profileVisible) : false;
  if (!row || (!visible && !own)) throw new AppError('NOT_FOUND', TOASTS.profile.memberNotFound);
  const { userId, name, headline, photoUrl, isPremium, location, memberSince } = headerOf(row);
  const showEmail = row.show_email ?? PRIVACY_DEFAULTS.showEmail;
  const showPhone = row.show_phone ?? PRIVACY_DEFAULTS.showPhone;
  return {
    userId,
    name,
    headline,
    photoUrl,
    isPremium,
    location,
    memberSince,
    ...(showEmail ? { email: row.email } : {}),
    ...(showPhone && row.phone ? { phone: row.phone } : {}),
    // The same rule sending applies: visible, taking messages, neither side blocked, not oneself.
    canMessage: !own && (await canMessage(ctx, { userId })),
  };
}
