// Fixed-window rate limits kept in Postgres, so every instance of the app and every restart sees
// the same counts. One upsert per check. Subjects are hashed: keys never hold an e-mail address.
import { eq, lt, sql } from 'drizzle-orm';
import { DATA_EXPORT_LIMITS } from '#shared/constants/data-export.ts';
import { INBOUND_LIMITS } from '#shared/constants/inbound-mail.ts';
import { JOB_CAPTURE_LIMITS } from '#shared/constants/job-capture.ts';
import { TOASTS, type Toast } from '#shared/toasts.ts';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { sha256Hex } from './crypto.ts';
import { AppError } from './errors.ts';

export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

const rule = (name: string, limit: number, windowSeconds: number): RateRule => ({ name, limit, windowSeconds });
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every limit in one table, so they can be read (and reported) together; the reasoning behind each
 * figure is in docs/decisions/013-rate-limits.md. Limits per address are set for a campus or office
 * behind one address, a few hundred people; abuse is stopped per account, e-mail, user or target.
 */
export const RATE_LIMITS = {
  signInPerIp: rule('sign-in:ip', 300, 15 * MINUTE),
  signInPerAccount: rule('sign-in:account', 10, 15 * MINUTE),
  signInPerKnownDevice: rule('sign-in:device', 10, 15 * MINUTE),
  signUpPerIp: rule('sign-up:ip', 200, HOUR),
  emailsPerAddress: rule('email:address', 5, HOUR),
  emailRequestsPerIp: rule('email:ip', 300, HOUR),
  secondFactorPerUser: rule('mfa:user', 10, 15 * MINUTE),
  passwordCheckPerUser: rule('password:user', 10, 15 * MINUTE),
  oauthPerIp: rule('oauth:ip', 300, 15 * MINUTE),
  notFoundReportsPerIp: rule('not-found:ip', 60, MINUTE),
  resumeUploadsPerUser: rule('resume-upload:user', 20, HOUR),
  resumePdfsPerUser: rule('resume-pdf:user', 120, HOUR),
  photoUploadsPerUser: rule('photo-upload:user', 20, HOUR),
  outreachPerIp: rule('outreach:ip', 60, HOUR),
  forumPostsPerUser: rule('forum-post:user', 20, HOUR),
  forumRepliesPerUser: rule('forum-reply:user', 60, HOUR),
  forumReportsPerUser: rule('forum-report:user', 30, HOUR),
  /** Each archive reads everything the user has in one long transaction. */
  dataExportsPerUser: rule('data-export:user', DATA_EXPORT_LIMITS.requestsPerDay, DAY),
  directMessagesPerUser: rule('direct-message:user', 30, 10 * MINUTE),
  conversationsPerUser: rule('conversation:user', 20, DAY),
  /** Each upload reads a file of up to 5,000 jobs; previews and applies count alike. */
  jobImportsPerUser: rule('job-import:user', 60, HOUR),
  /** Each manual sync reads a whole job board from a third party: staff may not hammer it. */
  jobSourceSyncsPerUser: rule('job-source-sync:user', 30, HOUR),
  /** Each read makes the server fetch a page a member named: a job hunt saves a few an hour. */
  jobCaptureReadsPerUser: rule('job-capture-read:user', JOB_CAPTURE_LIMITS.readsPerHour, HOUR),
  /**
   * Messages a member's forwarding address takes, over SMTP and imported alike. Counted per member,
   * not per address, so rotating the address does not start a new hour.
   */
  inboundPerAddress: rule('inbound:address', INBOUND_LIMITS.perAddressPerHour, HOUR),
  /** Messages one sending address (SMTP's MAIL FROM) delivers to all forwarding addresses together. */
  inboundPerSender: rule('inbound:sender', INBOUND_LIMITS.perSenderPerHour, HOUR),
} as const;

export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  /** `message`: a flow's own words for the refusal, when it has them. */
  constructor(retryAfterSeconds: number, message: Toast = TOASTS.common.rateLimited) {
    super('TOO_MANY_REQUESTS', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Counts one attempt; returns how long to wait when the limit is passed, else null. */
const keyFor = (rule: RateRule, subject: string) => `${rule.name}:${sha256Hex(subject.toLowerCase()).slice(0, 32)}`;

export async function hitRateLimit(db: Db, rule: RateRule, subject: string): Promise<number | null> {
  const key = keyFor(rule, subject);
  const windowStart = sql`now() - make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStartedAt} + make_interval(secs => ${rule.windowSeconds}) - now())))::int`,
    });
  return row!.hits > rule.limit ? Math.max(1, row!.retryAfter) : null;
}

/** Counts one attempt and refuses it with 429 once the limit is passed, in the flow's own words when it has them. */
export async function enforceRateLimit(db: Db, rule: RateRule, subject: string, message?: Toast): Promise<void> {
  const wait = await hitRateLimit(db, rule, subject);
  if (wait !== null) throw new RateLimitedError(wait, message);
}

/** Gives back one attempt counted in the current window, for an attempt that turned out not to be abuse. */
export async function refundRateLimit(db: Db, rule: RateRule, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, keyFor(rule, subject)));
}

/** Forgets windows that ended; run now and then. */
export async function deleteStaleRateLimits(db: Db): Promise<void> {
  const longest = Math.max(...Object.values(RATE_LIMITS).map((r) => r.windowSeconds));
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, sql`now() - make_interval(secs => ${longest})`));
}
