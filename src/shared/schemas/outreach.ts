// The waitlist and contact forms: the inputs both the forms and the server validate, with the
// spec's messages. Optional text left empty becomes null.
import { z } from 'zod';
import {
  CONTACT_SUBJECTS,
  INTEREST_AREAS,
  OUTREACH_INBOX_KINDS,
  OUTREACH_INBOX_STATES,
  OUTREACH_LIMITS,
  OUTREACH_TEXT,
} from '../constants/outreach.ts';

const L = OUTREACH_LIMITS;

const M = OUTREACH_TEXT;

const email = z.string().trim().max(L.emailMax, M.emailInvalid).pipe(z.email(M.emailInvalid));

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((value) => value || null);

export const interestArea = z.enum(INTEREST_AREAS, M.interestArea);

export const waitlistInput = z.object({
  name: z.string().trim().min(L.nameMin, M.nameTooShort).max(L.nameMax, M.nameTooLong),
  email,
  company: optionalText(L.companyMax, M.companyTooLong),
  interestArea: interestArea.default('employer'),
  message: optionalText(L.messageMax, M.messageTooLong),
});

const contactMessage = z.string().trim().min(L.messageMin, M.messageTooShort).max(L.messageMax, M.messageTooLong);
const contactSubject = z.enum(CONTACT_SUBJECTS, M.subject);

export const contactInput = z.object({
  fullName: z.string().trim().min(L.nameMin, M.fullNameTooShort).max(L.nameMax, M.fullNameTooLong),
  email,
  companyOrganization: optionalText(L.companyMax, M.companyTooLong),
  subject: contactSubject.nullable().optional().transform((value) => value ?? null),
  message: contactMessage,
});
export type ContactInput = z.input<typeof contactInput>;

/**
 * The /contact page's form (first name, last name, subject): the same submission, its two names
 * joined into the full name, each short enough for the joined one to fit.
 */
const namePart = (required: string) => z.string().trim().min(1, required).max(Math.floor((L.nameMax - 1) / 2), M.partNameTooLong);
export const contactPageInput = z.object({
  firstName: namePart(M.firstName),
  lastName: namePart(M.lastName),
  email,
  subject: contactSubject,
  message: contactMessage,
});

export const contactFromPage = (v: z.output<typeof contactPageInput>): ContactInput => ({
  fullName: `${v.firstName} ${v.lastName}`,
  email: v.email,
  subject: v.subject,
  message: v.message,
});

/**
 * Always the same answer, also for a repeated submission that was not stored again: whether an
 * address is already on the list is nobody's business but the team's.
 */
export const submissionReceived = z.object({ received: z.literal(true) });
export type SubmissionReceived = z.infer<typeof submissionReceived>;

// --- The staff inbox.

export const outreachInboxInput = z.object({
  kind: z.enum(OUTREACH_INBOX_KINDS),
  state: z.enum(OUTREACH_INBOX_STATES).default('open'),
});

/** One submission of either kind; fields the other kind lacks are null. */
export const outreachSubmission = z.object({
  id: z.uuid(),
  kind: z.enum(OUTREACH_INBOX_KINDS),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  /** Contact: the subject chosen on /contact; waitlist: null. */
  subject: z.enum(CONTACT_SUBJECTS).nullable(),
  /** Waitlist: the interest area; contact: null. */
  interestArea: interestArea.nullable(),
  message: z.string().nullable(),
  /** A contact message from a signed-in Premium member (Premium priority support). */
  priority: z.boolean(),
  createdAt: z.date(),
  handledAt: z.date().nullable(),
  /** The staff member who marked it done; null when open, or when their account is gone. */
  handledByName: z.string().nullable(),
});
export type OutreachSubmission = z.infer<typeof outreachSubmission>;

export const outreachInbox = z.object({
  items: z.array(outreachSubmission),
  /** Open submissions of each kind, for the tabs. */
  open: z.object({ contact: z.number().int(), waitlist: z.number().int() }),
});
export type OutreachInbox = z.infer<typeof outreachInbox>;

/** Set, not flip: done true records who and when; false reopens it and clears both. */
export const setHandledInput = z.object({ kind: z.enum(OUTREACH_INBOX_KINDS), id: z.uuid(), done: z.boolean() });
export const handledState = z.object({ id: z.uuid(), handledAt: z.date().nullable(), handledByName: z.string().nullable() });
