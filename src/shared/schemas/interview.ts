// The interview coach: starting a session (optionally for a tracked application or a job on the
// board), saving one timed answer, asking for feedback, the session and the history. The question,
// response and feedback shapes are the spec's.
import { z } from 'zod';
import {
  INTERVIEW_DIFFICULTIES,
  INTERVIEW_LIMITS,
  INTERVIEW_TEXT,
  INTERVIEW_QUESTION_COUNTS,
  INTERVIEW_TYPES,
} from '../constants/interview.ts';

const interviewType = z.enum(INTERVIEW_TYPES, INTERVIEW_TEXT.typeRequired);
const maxQuestions = Math.max(...Object.values(INTERVIEW_QUESTION_COUNTS));

/** An empty choice (the select cleared) is no target. */
const optionalId = z
  .union([z.uuid(), z.literal('')])
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

export const startInterviewInput = z
  .object({ type: interviewType, applicationId: optionalId, jobId: optionalId })
  .refine((v) => !(v.applicationId && v.jobId), { message: INTERVIEW_TEXT.oneTarget, path: ['jobId'] });

export const saveResponseInput = z.object({
  sessionId: z.uuid(),
  questionIndex: z
    .number(INTERVIEW_TEXT.questionInvalid)
    .int(INTERVIEW_TEXT.questionInvalid)
    .min(0, INTERVIEW_TEXT.questionInvalid)
    .max(maxQuestions - 1, INTERVIEW_TEXT.questionInvalid),
  answer: z
    .string(INTERVIEW_TEXT.answerRequired)
    .trim()
    .min(1, INTERVIEW_TEXT.answerRequired)
    .max(INTERVIEW_LIMITS.answerMax, INTERVIEW_TEXT.answerTooLong),
  /** Seconds the recording timer ran. */
  duration: z
    .number(INTERVIEW_TEXT.durationInvalid)
    .int(INTERVIEW_TEXT.durationInvalid)
    .min(0, INTERVIEW_TEXT.durationInvalid)
    .max(INTERVIEW_LIMITS.durationMax, INTERVIEW_TEXT.durationInvalid),
});

export const interviewSessionIdInput = z.object({ id: z.uuid() });

export const interviewQuestion = z.object({
  id: z.string(),
  question: z.string(),
  category: interviewType,
  difficulty: z.enum(INTERVIEW_DIFFICULTIES),
  tips: z.array(z.string()),
});
export type InterviewQuestion = z.infer<typeof interviewQuestion>;

export const interviewResponse = z.object({
  question: z.string(),
  answer: z.string(),
  /** Seconds. */
  duration: z.number().int(),
  timestamp: z.string(),
});
export type InterviewResponse = z.infer<typeof interviewResponse>;

const responseAnalysis = z.object({
  questionIndex: z.number().int(),
  score: z.number().int().min(0).max(100),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  suggestions: z.array(z.string()),
});

export const interviewFeedback = z.object({
  overallScore: z.number().int().min(0).max(100),
  overallFeedback: z.string(),
  keyRecommendations: z.array(z.string()),
  responseAnalysis: z.array(responseAnalysis),
  /** Who worded the feedback: the local engine, or the remote model over the engine's scores. */
  wordedBy: z.enum(['local', 'remote']),
});
export type InterviewFeedback = z.infer<typeof interviewFeedback>;

/** What a session was practised for: a tracked application or a job on the board. */
const interviewTarget = z.object({
  applicationId: z.uuid().nullable(),
  jobId: z.uuid().nullable(),
  /** "Data Analyst at Acme Health". */
  label: z.string(),
  /** What the job asks for, most important first: the questions and the relevance scoring use them. */
  terms: z.array(z.string()),
});

export const interviewSession = z.object({
  id: z.uuid(),
  type: interviewType,
  questions: z.array(interviewQuestion),
  /** Index i answers questions[i]; answered in order. */
  responses: z.array(interviewResponse),
  feedback: interviewFeedback.nullable(),
  score: z.number().int().nullable(),
  completed: z.boolean(),
  target: interviewTarget.nullable(),
  createdAt: z.date(),
});
export type InterviewSession = z.infer<typeof interviewSession>;

export const interviewHistoryItem = z.object({
  id: z.uuid(),
  type: interviewType,
  score: z.number().int().nullable(),
  completed: z.boolean(),
  answered: z.number().int(),
  questionCount: z.number().int(),
  target: interviewTarget.nullable(),
  createdAt: z.date(),
});
export type InterviewHistoryItem = z.infer<typeof interviewHistoryItem>;

/** The tracker card's line: how often the user practised for an application, and the best score. */
export const applicationPractice = z.object({
  applicationId: z.uuid(),
  sessions: z.number().int(),
  bestScore: z.number().int().nullable(),
});
export type ApplicationPractice = z.infer<typeof applicationPractice>;

/** The setup's choices: the user's tracked applications and the newest jobs on the board. */
const interviewTargetOption = z.object({ id: z.uuid(), label: z.string() });
export const interviewTargetOptions = z.object({
  applications: z.array(interviewTargetOption),
  jobs: z.array(interviewTargetOption),
});
export type InterviewTargetOptions = z.infer<typeof interviewTargetOptions>;
