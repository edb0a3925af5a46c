// The job seeker's own data: onboarding profile, resumes, the job board, saved jobs, job alerts
// and the application tracker.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { EXPERIENCE_LEVELS, WORK_MODELS } from '#shared/constants.ts';
import { APPLICATION_EVENT_ACTIONS, APPLICATION_LIMITS, APPLICATION_STATUSES } from '#shared/constants/applications.ts';
import { JOB_CLOSE_REASONS, JOB_EVENT_ACTIONS, JOB_FEED_KINDS, JOB_FIELD_LIMITS, JOB_SOURCE_KINDS, JOB_WORK_TYPES } from '#shared/constants/jobs.ts';
import { RESUME_UPLOAD } from '#shared/constants/onboarding.ts';
import { COVER_LETTER_LIMITS } from '#shared/constants/cover-letters.ts';
import { INBOUND_CONFIDENCE, INBOUND_LIMITS, INBOUND_OUTCOMES, INBOUND_VIA } from '#shared/constants/inbound-mail.ts';
import { DEFAULT_RESUME_TEMPLATE, RESUME_TEMPLATE_IDS } from '#shared/constants/resumes.ts';
import { bytea, createdAt, id, oneOf, updatedAt } from './helpers.ts';
import { ownerId, users } from './users.ts';

const salaryRangeCheck = (table: string, min: string, max: string) =>
  check(
    `${table}_salary_range_check`,
    sql.raw(`("${min}" is null or "${min}" >= 0) and ("${max}" is null or "${max}" >= 0)
      and ("${min}" is null or "${max}" is null or "${min}" <= "${max}")`),
  );

/** ISO 4217. Every row has one (US dollars unless a source stated another); it means something only beside a salary. */
const currencyCheck = (table: string) => check(`${table}_salary_currency_check`, sql.raw(`"salary_currency" ~ '^[A-Z]{3}$'`));

/** See jobs.dedupe_key. chr(31) separates the parts, so "ab|c" and "a|bc" differ. */
export const DEDUPE_KEY_SQL = `regexp_replace(
  regexp_replace(lower(company_name), '\\m(inc|llc|ltd|limited|corp|corporation|co|gmbh|plc|sa|ag)\\M', '', 'g')
    || chr(31) || lower(title) || chr(31) || lower(coalesce(location, '')),
  '[\\s!-/:-@\\x5b-\\x60{-~]+', '', 'g')`;

export const jobSeekerProfiles = pgTable(
  'job_seeker_profiles',
  {
    userId: ownerId().primaryKey(),
    careerGoals: text('career_goals'),
    skillLevel: text('skill_level'),
    preferredWorkModel: text('preferred_work_model'),
    targetSalaryMin: integer('target_salary_min'),
    targetSalaryMax: integer('target_salary_max'),
    locationPreference: text('location_preference'),
    willingToRelocate: boolean('willing_to_relocate').notNull().default(false),
    yearsExperience: integer('years_experience'),
    industryPreferences: text('industry_preferences').array().notNull().default(sql`'{}'::text[]`),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('job_seeker_profiles_skill_level_check', sql`${t.skillLevel} is null or ${oneOf('skill_level', EXPERIENCE_LEVELS)}`),
    check(
      'job_seeker_profiles_work_model_check',
      sql`${t.preferredWorkModel} is null or ${oneOf('preferred_work_model', WORK_MODELS)}`,
    ),
    check('job_seeker_profiles_years_check', sql`${t.yearsExperience} is null or ${t.yearsExperience} between 0 and 80`),
    salaryRangeCheck('job_seeker_profiles', 'target_salary_min', 'target_salary_max'),
    check('job_seeker_profiles_career_goals_length_check', sql`char_length(${t.careerGoals}) <= 5000`),
    check('job_seeker_profiles_location_length_check', sql`char_length(${t.locationPreference}) <= 200`),
  ],
);

/**
 * Resumes: content is the builder's model (schemas/resumes.ts). At most one is active per user (the
 * one the editor opens). A tailored version keeps the resume it was copied from and the job or
 * tracked application it was made for; a resume imported from a file keeps the file.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: id(),
    userId: ownerId(),
    title: text('title').notNull(),
    content: jsonb('content').notNull().default({}),
    template: text('template').notNull().default(DEFAULT_RESUME_TEMPLATE),
    isActive: boolean('is_active').notNull().default(true),
    sourceResumeId: uuid('source_resume_id').references((): AnyPgColumn => resumes.id, { onDelete: 'set null' }),
    sourceFileId: uuid('source_file_id').references(() => resumeFiles.id, { onDelete: 'set null' }),
    tailoredJobId: uuid('tailored_job_id').references(() => jobs.id, { onDelete: 'set null' }),
    tailoredApplicationId: uuid('tailored_application_id').references((): AnyPgColumn => jobApplications.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('resumes_user_active_updated_idx').on(t.userId, t.isActive, t.updatedAt.desc()),
    uniqueIndex('resumes_one_active_per_user_idx').on(t.userId).where(sql`${t.isActive}`),
    check('resumes_title_length_check', sql`char_length(${t.title}) between 1 and 200`),
    check('resumes_template_check', oneOf('template', RESUME_TEMPLATE_IDS)),
    check('resumes_content_size_check', sql`pg_column_size(${t.content}) <= 262144`),
  ],
);

/**
 * Uploaded resume files (onboarding, later the resume builder): the bytes, the type found from
 * the content, and the text extracted from PDF and DOCX to prefill the builder.
 */
export const resumeFiles = pgTable(
  'resume_files',
  {
    id: id(),
    userId: ownerId(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    extractedText: text('extracted_text'),
    createdAt: createdAt(),
  },
  (t) => [
    index('resume_files_user_id_idx').on(t.userId, t.createdAt.desc()),
    check('resume_files_file_name_length_check', sql`char_length(${t.fileName}) between 1 and 255`),
    check('resume_files_size_check', sql`${t.sizeBytes} between 1 and ${sql.raw(String(RESUME_UPLOAD.maxBytes))}`),
    check('resume_files_mime_type_check', oneOf('mime_type', Object.values(RESUME_UPLOAD.mimeTypes))),
  ],
);

/**
 * A job on the board. Where it came from is source_kind: a staff posting (posted_by), or a row of a
 * job_sources feed or import keyed by (source_id, external_id) so the same feed or file applied twice
 * changes nothing. source_hash is the hash of what the source last said, so a sync compares one
 * value per job and writes only the jobs that changed. A closed job (is_active false, with when and
 * why) leaves search but stays readable to the users who saved or applied to it. The search indexes
 * are partial on is_active, so years of closed jobs do not slow the board.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    location: text('location'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    /** ISO 4217, as the source stated it (rules/salary.ts): salaries are yearly and never converted. */
    salaryCurrency: text('salary_currency').notNull().default('USD'),
    workType: text('work_type').notNull(),
    experienceLevel: text('experience_level').notNull(),
    description: text('description').notNull().default(''),
    applyUrl: text('apply_url'),
    postedDate: timestamp('posted_date', { withTimezone: true }).notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    /** Title and company in one lower-cased column, so one trigram index serves the search box. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(title || E'\\n' || company_name)`),
    sourceKind: text('source_kind').notNull().default('staff'),
    sourceId: uuid('source_id').references((): AnyPgColumn => jobSources.id, { onDelete: 'set null' }),
    externalId: text('external_id'),
    sourceHash: text('source_hash'),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    /** What matching reads from the posting (engines/match/features.ts), computed when the job is written. */
    matchFeatures: jsonb('match_features'),
    /** The posting's address as rules/job-posting.ts canonicalJobUrl writes it: one posting, one address. */
    canonicalUrl: text('canonical_url'),
    /**
     * Company (without Inc, LLC…), title and location, lower case, spaces and ASCII punctuation
     * removed: the same posting from two sources has the same key (decision 058).
     */
    dedupeKey: text('dedupe_key')
      .notNull()
      .generatedAlwaysAs(sql.raw(DEDUPE_KEY_SQL)),
    /** A job a member saved from another site: never on the board, readable only by them (decision 058). */
    capturedBy: uuid('captured_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('jobs_work_type_check', oneOf('work_type', JOB_WORK_TYPES)),
    check('jobs_experience_level_check', oneOf('experience_level', EXPERIENCE_LEVELS)),
    salaryRangeCheck('jobs', 'salary_min', 'salary_max'),
    check('jobs_title_length_check', sql`char_length(${t.title}) between 1 and 200`),
    check('jobs_company_length_check', sql`char_length(${t.companyName}) between 1 and 200`),
    check('jobs_description_length_check', sql`char_length(${t.description}) <= ${sql.raw(String(JOB_FIELD_LIMITS.descriptionMax))}`),
    check('jobs_apply_url_check', sql`${t.applyUrl} is null or ${t.applyUrl} ~ '^https?://'`),
    check('jobs_source_kind_check', oneOf('source_kind', JOB_SOURCE_KINDS)),
    check('jobs_close_reason_check', sql`${t.closeReason} is null or ${oneOf('close_reason', JOB_CLOSE_REASONS)}`),
    check('jobs_external_id_length_check', sql`char_length(${t.externalId}) between 1 and ${sql.raw(String(JOB_FIELD_LIMITS.externalIdMax))}`),
    index('jobs_active_posted_idx').on(t.postedDate.desc(), t.id.desc()).where(sql`is_active`),
    index('jobs_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).where(sql`is_active`),
    index('jobs_location_trgm_idx').using('gin', sql`lower(${t.location}) gin_trgm_ops`).where(sql`is_active`),
    uniqueIndex('jobs_source_external_id_idx').on(t.sourceId, t.externalId).where(sql`source_id is not null`),
    index('jobs_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    currencyCheck('jobs'),
    check('jobs_captured_check', sql`(${t.sourceKind} = 'captured') = (${t.capturedBy} is not null)`),
    // Over every job, not only open ones: partial on is_active, the planner would take it for a cheap scan of the open jobs.
    index('jobs_dedupe_key_idx').on(t.dedupeKey, t.postedDate.desc()),
    // Not null too: an index of mostly nulls over open jobs would be the planner's cheapest scan of all of them.
    index('jobs_canonical_url_idx').on(t.canonicalUrl).where(sql`is_active and canonical_url is not null`),
    index('jobs_captured_by_idx').on(t.capturedBy, t.canonicalUrl).where(sql`captured_by is not null`),
  ],
);

/**
 * A feed of jobs: an employer's public job board (Greenhouse, Lever, Ashby: board is its board name)
 * synced on a schedule, or a named import that staff upload files into. The sync state says when it
 * last ran, what it changed, its last error and, after failures, when it may try again.
 */
export const jobSources = pgTable(
  'job_sources',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** The board token (Greenhouse), site (Lever) or job board name (Ashby); an import's name. */
    board: text('board').notNull(),
    /** The company the feed's jobs are posted under. */
    companyName: text('company_name').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    syncIntervalMinutes: integer('sync_interval_minutes').notNull().default(60),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** The last run's counts: created, updated, closed, reopened, unchanged, refused. */
    lastCounts: jsonb('last_counts'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('job_sources_kind_check', oneOf('kind', JOB_FEED_KINDS)),
    check('job_sources_board_length_check', sql`char_length(${t.board}) between 1 and 200`),
    check('job_sources_company_length_check', sql`char_length(${t.companyName}) between 1 and 200`),
    check('job_sources_interval_check', sql`${t.syncIntervalMinutes} between 15 and 10080`),
    check('job_sources_last_error_length_check', sql`char_length(${t.lastError}) <= 2000`),
    uniqueIndex('job_sources_kind_board_idx').on(t.kind, sql`lower(${t.board})`),
    index('job_sources_due_idx').on(t.nextSyncAt).where(sql`is_enabled and kind <> 'import'`),
  ],
);

/**
 * Every change to a job, with who made it (null: a sync or the expiry job) and, for a feed, which
 * source. changes holds each changed field's before and after.
 */
export const jobEvents = pgTable(
  'job_events',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    sourceId: uuid('source_id').references(() => jobSources.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    changes: jsonb('changes'),
    createdAt: createdAt(),
  },
  (t) => [
    check('job_events_action_check', oneOf('action', JOB_EVENT_ACTIONS)),
    index('job_events_job_created_idx').on(t.jobId, t.createdAt.desc()),
    index('job_events_actor_idx').on(t.actorId),
  ],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    id: id(),
    userId: ownerId(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('saved_jobs_user_job_key').on(t.userId, t.jobId),
    index('saved_jobs_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('saved_jobs_job_id_idx').on(t.jobId),
  ],
);

/** `column <@ array['a', 'b']`: every element of a text[] column is one of `values`. */
const allOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" <@ array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[]`);

/**
 * A saved search mailed as a daily digest. It keeps jobSearchInput's fields and limits;
 * last_checked_at is the watermark: only jobs posted after it are new to the next digest.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: id(),
    userId: ownerId(),
    q: text('q').notNull().default(''),
    location: text('location').notNull().default(''),
    workTypes: text('work_types').array().notNull().default(sql`'{}'::text[]`),
    experienceLevels: text('experience_levels').array().notNull().default(sql`'{}'::text[]`),
    minSalary: integer('min_salary'),
    createdAt: createdAt(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_alerts_user_id_idx').on(t.userId, t.createdAt),
    check('job_alerts_q_length_check', sql`char_length(${t.q}) <= 100`),
    check('job_alerts_location_length_check', sql`char_length(${t.location}) <= 100`),
    check('job_alerts_work_types_check', allOf('work_types', JOB_WORK_TYPES)),
    check('job_alerts_experience_levels_check', allOf('experience_levels', EXPERIENCE_LEVELS)),
    check('job_alerts_min_salary_check', sql`${t.minSalary} is null or ${t.minSalary} between 0 and 10000000`),
  ],
);

/**
 * A tracked application keeps its own copy of the job's title, company, location and salary:
 * entries typed in by hand have no job on the board, and a job that later closes must not change
 * what the seeker recorded. job_id links back when the entry came from the board.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: id(),
    userId: ownerId(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    jobTitle: text('job_title').notNull(),
    location: text('location'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default('USD'),
    status: text('status').notNull().default('applied'),
    appliedDate: date('applied_date', { mode: 'string' }).notNull().default(sql`current_date`),
    notes: text('notes'),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    /** The posting's address, kept even when the job is not on our board (or has left it). */
    jobUrl: text('job_url'),
    /**
     * When the employer answered, as the message said, for an application whose answer came by e-mail
     * (features/inbound-mail); null otherwise, and analytics then falls back to the last change.
     */
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** Order within the status column of the board view (ascending). */
    boardPosition: integer('board_position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('job_applications_status_check', oneOf('status', APPLICATION_STATUSES)),
    check('job_applications_job_url_length_check', sql`char_length(${t.jobUrl}) <= ${sql.raw(String(APPLICATION_LIMITS.jobUrlMax))}`),
    salaryRangeCheck('job_applications', 'salary_min', 'salary_max'),
    currencyCheck('job_applications'),
    check('job_applications_company_length_check', sql`char_length(${t.companyName}) <= 200`),
    check('job_applications_title_length_check', sql`char_length(${t.jobTitle}) <= 200`),
    check('job_applications_notes_length_check', sql`char_length(${t.notes}) <= 5000`),
    index('job_applications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('job_applications_job_id_idx').on(t.jobId),
    index('job_applications_board_idx').on(t.userId, t.status, t.boardPosition),
  ],
);

const application = () =>
  uuid('application_id')
    .notNull()
    .references(() => jobApplications.id, { onDelete: 'cascade' });
const atMost = (table: string, column: string, max: number) =>
  check(`${table}_${column}_length_check`, sql.raw(`char_length("${column}") <= ${max}`));
const L = APPLICATION_LIMITS;

/** Interview dates of a tracked application; each can be downloaded as an iCalendar event. */
export const applicationInterviews = pgTable(
  'application_interviews',
  {
    id: id(),
    applicationId: application(),
    userId: ownerId(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    location: text('location'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('application_interviews_title_length_check', sql.raw(`char_length(btrim("title")) between 1 and ${L.interviewTitleMax}`)),
    atMost('application_interviews', 'location', L.interviewLocationMax),
    atMost('application_interviews', 'notes', L.interviewNotesMax),
    check(
      'application_interviews_duration_check',
      sql.raw(`"duration_minutes" between ${L.interviewMinutesMin} and ${L.interviewMinutesMax}`),
    ),
    index('application_interviews_application_idx').on(t.applicationId, t.startsAt),
    index('application_interviews_user_starts_idx').on(t.userId, t.startsAt),
  ],
);

/** People met along an application: recruiter, hiring manager, referrer. */
export const applicationContacts = pgTable(
  'application_contacts',
  {
    id: id(),
    applicationId: application(),
    userId: ownerId(),
    name: text('name').notNull(),
    role: text('role'),
    email: text('email'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('application_contacts_name_length_check', sql.raw(`char_length(btrim("name")) between 1 and ${L.contactNameMax}`)),
    atMost('application_contacts', 'role', L.contactRoleMax),
    atMost('application_contacts', 'email', L.contactEmailMax),
    atMost('application_contacts', 'notes', L.contactNotesMax),
    index('application_contacts_application_idx').on(t.applicationId, t.createdAt),
    index('application_contacts_user_id_idx').on(t.userId),
  ],
);

/** The application's timeline: every change, with the changed fields as [before, after]. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: id(),
    applicationId: application(),
    userId: ownerId(),
    action: text('action').notNull(),
    changes: jsonb('changes'),
    createdAt: createdAt(),
  },
  (t) => [
    check('application_events_action_check', oneOf('action', APPLICATION_EVENT_ACTIONS)),
    index('application_events_application_created_idx').on(t.applicationId, t.createdAt.desc()),
    index('application_events_user_id_idx').on(t.userId),
  ],
);

/**
 * Members' forwarding addresses: `<local_part>@<INBOUND_MAIL_DOMAIN>`. Rotating retires the current
 * one (retired_at) and makes another; a retired address is kept so mail to it is refused as retired
 * rather than ever reaching a new owner of the same secret (secrets are random, but never reused).
 */
export const inboundAddresses = pgTable(
  'inbound_addresses',
  {
    id: id(),
    userId: ownerId(),
    localPart: text('local_part').notNull().unique(),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('inbound_addresses_one_current_idx').on(t.userId).where(sql`${t.retiredAt} is null`)],
);

/**
 * A message the member forwarded or imported, as what was read of it: kept only while its proposal
 * waits (accepting or dismissing deletes it; housekeeping deletes it after INBOUND_LIMITS.retentionDays).
 * The mail itself is never stored: only the line that decided, the rule and what was extracted.
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: id(),
    userId: ownerId(),
    via: text('via').notNull(),
    /** The message's Date header (when the employer answered), else when it arrived. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    sender: text('sender').notNull(),
    subject: text('subject').notNull(),
    outcome: text('outcome').notNull(),
    ruleId: text('rule_id'),
    ruleLabel: text('rule_label'),
    quote: text('quote'),
    reason: text('reason'),
    company: text('company'),
    role: text('role'),
    postingId: text('posting_id'),
    /** InboundInterview, dates as ISO text. */
    interview: jsonb('interview'),
    confidence: text('confidence').notNull(),
    /** The application it updates; null proposes a new one (or, for an unknown message, nothing). */
    applicationId: uuid('application_id').references(() => jobApplications.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('inbound_messages_via_check', oneOf('via', INBOUND_VIA)),
    check('inbound_messages_outcome_check', oneOf('outcome', INBOUND_OUTCOMES)),
    check('inbound_messages_confidence_check', oneOf('confidence', INBOUND_CONFIDENCE)),
    check('inbound_messages_subject_length_check', sql.raw(`char_length("subject") <= ${INBOUND_LIMITS.subjectMax}`)),
    check('inbound_messages_quote_length_check', sql.raw(`char_length("quote") <= ${INBOUND_LIMITS.quoteMax}`)),
    index('inbound_messages_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('inbound_messages_created_idx').on(t.createdAt),
    index('inbound_messages_application_idx').on(t.applicationId),
  ],
);

/**
 * Cover letters: content is the letter (schemas/cover-letters.ts), evidence what a draft cited for
 * each sentence and the gaps it listed. A letter may rest on one of the user's resumes (its header is
 * that resume's personal info) and be the one sent with a tracked application, and through it its
 * job; deleting either keeps the letter. A pasted description is kept so the checks read it again.
 */
export const coverLetters = pgTable(
  'cover_letters',
  {
    id: id(),
    userId: ownerId(),
    title: text('title').notNull(),
    template: text('template').notNull().default(DEFAULT_RESUME_TEMPLATE),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => jobApplications.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    jobDescription: text('job_description').notNull().default(''),
    content: jsonb('content').notNull(),
    evidence: jsonb('evidence'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cover_letters_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    index('cover_letters_application_idx').on(t.applicationId),
    index('cover_letters_resume_id_idx').on(t.resumeId),
    index('cover_letters_job_id_idx').on(t.jobId),
    check('cover_letters_title_length_check', sql.raw(`char_length("title") between 1 and ${COVER_LETTER_LIMITS.titleMax}`)),
    check('cover_letters_template_check', oneOf('template', RESUME_TEMPLATE_IDS)),
    check('cover_letters_job_description_length_check', sql.raw(`char_length("job_description") <= ${COVER_LETTER_LIMITS.jobDescriptionMax}`)),
    check('cover_letters_content_size_check', sql`pg_column_size(${t.content}) <= 65536`),
    check('cover_letters_evidence_size_check', sql`pg_column_size(${t.evidence}) <= 262144`),
  ],
);
