// The waitlist and contact forms: the inputs both the forms and the server validate, with the
// spec's messages. Optional text left empty becomes null.
import { z } from 'zod';
import { CONTACT_SUBJECTS, INTEREST_AREAS, OUTREACH_LIMITS, OUTREACH_MESSAGES } from '../constants/outreach.ts';

const L = OUTREACH_LIMITS;

const M = OUTREACH_MESSAGES;

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
