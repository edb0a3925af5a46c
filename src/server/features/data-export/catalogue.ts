// What "Download my data" holds: for every table that stores something about a user, how to find
// that user's rows and which columns are withheld because they are secrets (hashes of tokens, the
// encrypted TOTP secret) rather than information about the person, and how a row with a premium part
// is cut to the owner's plan. Tables that name a user but are
// left out are listed in EXCLUDED with the reason; tests/integration/data-export.test.ts reads the
// database's catalogue and fails, naming the table, when a table with a user column is in neither.
import { eq, getTableColumns, getTableName, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  apiTokens,
  applicationContacts,
  applicationEvents,
  coverLetters,
  applicationInterviews,
  billingCustomers,
  careerAssessments,
  contactSubmissions,
  conversationReads,
  conversations,
  directMessages,
  forumPostLikes,
  forumReports,
  forumPosts,
  forumReplies,
  helpArticleFeedback,
  inboundAddresses,
  inboundMessages,
  interestProfilerDrafts,
  interviewSessions,
  jobAlerts,
  jobApplications,
  jobEvents,
  jobs,
  jobSources,
  jobSeekerProfiles,
  localCheckoutSessions,
  messageReports,
  mfaFactors,
  moderationActions,
  newsArticleBookmarks,
  newsArticleFeedback,
  newsArticleLikes,
  newsArticles,
  notifications,
  oauthAccounts,
  profilePhotos,
  profiles,
  pushSubscriptions,
  recoveryCodes,
  resumeFiles,
  resumes,
  savedJobs,
  sessions,
  subscriptions,
  userBlocks,
  userRoles,
  userSettings,
  waitlistSubmissions,
} from '../../db/schema/index.ts';
import { exportedAssessmentResults } from '../assessment/service.ts';
import { exportedInterviewSession } from '../interview/service.ts';

/** Whose archive is being made. */
export interface ArchiveOwner {
  id: string;
  email: string;
}

export interface CatalogueEntry {
  /** The table's name in the database: the archive's key for its rows. */
  name: string;
  /** The columns that go into the archive: every column but the withheld ones, bytes as base64. */
  columns: Record<string, PgColumn | SQL.Aliased<string>>;
  table: PgTable;
  /** Selects the owner's rows. */
  rowsOf: (owner: ArchiveOwner) => SQL;
  /** A row as the owner's plan shows it, when the table holds a premium part (the same rule as its procedures). */
  asSeen?: (row: Row, premium: boolean) => Row;
}

type Row = Record<string, unknown>;

type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

/**
 * One table of the archive: by default the rows whose user_id is the owner's; `withhold` names the
 * columns (by their property names) that never leave the server; `asSeen` cuts a row to the plan.
 */
function entry<T extends PgTable>(
  table: T,
  options: {
    rowsOf?: (owner: ArchiveOwner) => SQL;
    withhold?: ColumnKey<T>[];
    base64?: ColumnKey<T>[];
    asSeen?: (row: T['$inferSelect'], premium: boolean) => Row;
  } = {},
): CatalogueEntry {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const withheld = new Set<string>(options.withhold ?? []);
  const encoded = new Set<string>(options.base64 ?? []);
  const userId = all.userId;
  const rowsOf = options.rowsOf ?? (userId ? (owner: ArchiveOwner) => eq(userId, owner.id) : null);
  if (!rowsOf) throw new Error(`data export: ${getTableName(table)} has no user_id; say how its rows are found`);
  return {
    name: getTableName(table),
    table,
    columns: Object.fromEntries(
      Object.entries(all)
        .filter(([key]) => !withheld.has(key))
        .map(([key, column]) => [key, encoded.has(key) ? sql<string>`encode(${column}, 'base64')`.as(key) : column]),
    ),
    rowsOf,
    // The row is read with the table's own columns (asSeen is for tables that withhold none).
    asSeen: options.asSeen as CatalogueEntry['asSeen'],
  };
}

/** Rows submitted from the public forms under the user's address, before or without an account. */
const byEmail = (column: PgColumn) => (owner: ArchiveOwner) => sql`lower(${column}) = lower(${owner.email})`;

export const CATALOGUE: readonly CatalogueEntry[] = [
  // Who they are and how they set things up. The users row itself is the archive's `user`.
  entry(profiles),
  entry(userSettings),
  entry(userRoles),
  entry(jobSeekerProfiles),
  // Sign-in: the sessions list as the Account tab shows it. A session's id is the SHA-256 of its
  // token, so it stays here.
  entry(sessions, { withhold: ['id'] }),
  entry(oauthAccounts),
  // Two-factor: that it is on and since when, never the (encrypted) secret.
  entry(mfaFactors, { withhold: ['secretEncrypted'] }),
  // How many recovery codes are left and when they were made; the codes exist only as hashes.
  entry(recoveryCodes, { withhold: ['codeHash'] }),
  entry(apiTokens, { withhold: ['tokenHash'] }),
  // Billing state. The provider's customer id is the user's identifier there, about them and not a
  // secret (it works only with our provider key): it is in. A local checkout's id is the checkout
  // page's address, a handle that could pay for it: withheld.
  entry(billingCustomers),
  entry(subscriptions),
  entry(localCheckoutSessions, { withhold: ['id'] }),
  // The profile photo as the site shows it (a small WebP), base64-encoded.
  entry(profilePhotos, { base64: ['content'] }),
  // Browsers that take push notifications: where they are, not the keys that encrypt for them.
  entry(pushSubscriptions, { withhold: ['p256dh', 'auth'] }),
  // The job search.
  entry(resumes),
  // Uploaded files as metadata and the text read from them, not the bytes: up to 5 MB each in
  // base64 would swell the archive, the JSON is for reading, and the text is what we used.
  entry(resumeFiles, { withhold: ['content'] }),
  entry(jobApplications),
  entry(applicationInterviews),
  entry(applicationContacts),
  entry(applicationEvents),
  // Updates from e-mail: the pending proposals whole (what was read of each message, never the
  // mail itself), and the forwarding addresses without their secret part, which would let anyone
  // holding the archive send proposals to the member (a rotated one is retired, not forgotten).
  entry(inboundMessages),
  entry(inboundAddresses, { withhold: ['localPart'] }),
  entry(coverLetters),
  entry(savedJobs),
  entry(jobAlerts),
  // What the member answered is theirs whatever the plan; the premium report of an assessment and
  // the coach's questions and feedback come as their plan shows them (decision 049).
  entry(careerAssessments, { asSeen: (row, premium) => ({ ...row, results: exportedAssessmentResults(row, premium) }) }),
  entry(interestProfilerDrafts),
  entry(interviewSessions, { asSeen: exportedInterviewSession }),
  // The community and the news.
  entry(forumPosts),
  entry(forumReplies),
  entry(forumPostLikes),
  entry(forumReports, { rowsOf: (owner) => eq(forumReports.reporterId, owner.id) }),
  entry(newsArticleLikes),
  entry(newsArticleBookmarks),
  entry(newsArticleFeedback),
  // The help centre's "Was this helpful?" answers (views are counted without a user id).
  entry(helpArticleFeedback),
  // The inbox as the user sees it (kept 90 days).
  entry(notifications),
  // Direct messages: the conversations the user is in, with both sides' messages (the other side
  // sent them to this user), how far they read, whom they blocked (not who blocked them: that is
  // the other member's choice, never shown to the blocked) and the reports they made.
  entry(conversations, { rowsOf: (owner) => or(eq(conversations.userLow, owner.id), eq(conversations.userHigh, owner.id))! }),
  entry(directMessages, {
    rowsOf: (owner) =>
      sql`${directMessages.conversationId} in (select id from conversations where user_low = ${owner.id} or user_high = ${owner.id})`,
  }),
  entry(conversationReads),
  entry(userBlocks, { rowsOf: (owner) => eq(userBlocks.blockerId, owner.id) }),
  entry(messageReports, { rowsOf: (owner) => eq(messageReports.reporterId, owner.id) }),
  // Articles a staff member wrote or last edited under their account, and their moderation log.
  entry(newsArticles, { rowsOf: (owner) => or(eq(newsArticles.createdBy, owner.id), eq(newsArticles.updatedBy, owner.id))! }),
  entry(moderationActions, { rowsOf: (owner) => eq(moderationActions.moderatorId, owner.id) }),
  // Jobs a staff member posted (and any member's jobs saved from other sites, decision 058), the
  // sources they added and the changes they made to the board.
  entry(jobs, { rowsOf: (owner) => or(eq(jobs.postedBy, owner.id), eq(jobs.capturedBy, owner.id))! }),
  entry(jobSources, { rowsOf: (owner) => eq(jobSources.createdBy, owner.id) }),
  entry(jobEvents, { rowsOf: (owner) => eq(jobEvents.actorId, owner.id) }),
  // The public forms keep an address, not an account: matched by the user's current address.
  entry(waitlistSubmissions, { rowsOf: byEmail(waitlistSubmissions.email) }),
  entry(contactSubmissions, { rowsOf: byEmail(contactSubmissions.email) }),
];

/**
 * Tables with a user column that the archive leaves out, and why. Tables with no user column are
 * not about one user and need no entry: billing_events is the provider's event log (its outcome is
 * in subscriptions), and rate_limits holds counters under hashed keys that no longer name anyone. Known devices are stored nowhere: the browser's
 * cookie is the whole record (platform/known-devices.ts), so the sessions list is what we know.
 */
export const EXCLUDED: Readonly<Record<string, string>> = {
  email_tokens: 'pending verification and reset links: only the hash of a secret with an hour or a day to live',
  data_exports: 'the archives themselves: an archive inside the next one would only double its size',
  notification_marks: 'bookkeeping of which events already notified (a post and a like count, an alert and when): the notifications themselves are in',
};
