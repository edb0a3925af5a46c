// Career assessment results, the Interest Profiler's drafts and interview coaching sessions.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ASSESSMENT_TYPES } from '#shared/constants/assessment.ts';
import { INTERVIEW_TYPES } from '#shared/constants/interview.ts';
import { jobApplications, jobs } from './careers.ts';
import { createdAt, id, oneOf } from './helpers.ts';
import { ownerId } from './users.ts';

export const careerAssessments = pgTable(
  'career_assessments',
  {
    id: id(),
    userId: ownerId(),
    assessmentType: text('assessment_type').notNull(),
    questions: jsonb('questions').notNull(),
    /** Question index to chosen option index. */
    answers: jsonb('answers').notNull(),
    results: jsonb('results').notNull(),
    score: integer('score').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('career_assessments_type_check', oneOf('assessment_type', ASSESSMENT_TYPES)),
    check('career_assessments_score_check', sql`${t.score} between 0 and 100`),
    index('career_assessments_user_type_completed_idx').on(t.userId, t.assessmentType, t.completedAt.desc()),
  ],
);

/** A user's unfinished Interest Profiler, one per user: each item's answer (0-4) or null. */
export const interestProfilerDrafts = pgTable('interest_profiler_drafts', {
  userId: ownerId().primaryKey(),
  answers: jsonb('answers').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: id(),
    userId: ownerId(),
    sessionType: text('session_type').notNull(),
    questions: jsonb('questions').notNull(),
    responses: jsonb('responses').notNull(),
    feedback: jsonb('feedback'),
    score: integer('score'),
    completed: boolean('completed').notNull().default(false),
    // What the session practised for. The label and the job's terms are copied at the start: the
    // feedback scores relevance against the terms the questions were built from, and the history
    // still names the job after the application or the posting is gone.
    applicationId: uuid('application_id').references(() => jobApplications.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    targetLabel: text('target_label'),
    targetTerms: jsonb('target_terms').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('interview_sessions_application_idx').on(t.applicationId),
    check('interview_sessions_type_check', oneOf('session_type', INTERVIEW_TYPES)),
    check('interview_sessions_score_check', sql`${t.score} is null or ${t.score} between 0 and 100`),
    index('interview_sessions_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
