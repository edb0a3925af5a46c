// The application tracker: the Add and Edit dialogs' inputs, a list card, the list with its status
// counters and the free-tier gauge, and Apply Now from the job board. Names are camelCase like the
// rest of the API; the spec's tracker form fields map one to one (company_name → companyName, ...).
import { z } from 'zod';
import {
  APPLICATION_EVENT_ACTIONS,
  APPLICATION_LIMITS,
  APPLICATION_TEXT,
  APPLICATION_STATUSES,
} from '../constants/applications.ts';
import { parseIntegerOrNull } from '../rules/onboarding.ts';
import { currencyField, dateInput, isoDateInput } from '../schemas.ts';

const M = APPLICATION_TEXT;
const L = APPLICATION_LIMITS;

/** Optional text: trimmed, at most `max`, empty becomes null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** The posting's address: http(s) only (it becomes a link), empty becomes null. */
const jobUrl = z
  .string()
  .trim()
  .max(L.jobUrlMax, M.jobUrlTooLong)
  .refine((value) => value === '' || (/^https?:\/\/[^\s/]+\S*$/i.test(value) && URL.canParse(value)), M.jobUrlInvalid)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

const status = z.enum(APPLICATION_STATUSES, APPLICATION_TEXT.statusRequired);

/** Salary text (or a number) becomes an integer, or null when empty; text that is no number is refused. */
const salary = z
  .union([z.string(), z.number()])
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
    const parsed = parseIntegerOrNull(value);
    if (parsed === null || parsed < 0 || parsed > APPLICATION_LIMITS.salaryMax) {
      ctx.addIssue({ code: 'custom', message: APPLICATION_TEXT.salaryInvalid });
      return z.NEVER;
    }
    return parsed;
  });

/** Empty notes become null. */
const notes = z
  .string()
  .trim()
  .max(APPLICATION_LIMITS.notesMax, APPLICATION_TEXT.notesTooLong)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** An empty choice becomes null. */
const resumeId = z
  .union([z.uuid(APPLICATION_TEXT.resumeInvalid), z.literal('')])
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

const applicationFields = {
    companyName: z
      .string(APPLICATION_TEXT.companyRequired)
      .trim()
      .min(1, APPLICATION_TEXT.companyRequired)
      .max(APPLICATION_LIMITS.companyMax, APPLICATION_TEXT.companyTooLong),
    jobTitle: z
      .string(APPLICATION_TEXT.titleRequired)
      .trim()
      .min(1, APPLICATION_TEXT.titleRequired)
      .max(APPLICATION_LIMITS.titleMax, APPLICATION_TEXT.titleTooLong),
    location: z
      .string()
      .trim()
      .max(APPLICATION_LIMITS.locationMax, APPLICATION_TEXT.locationTooLong)
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
    salaryMin: salary,
    salaryMax: salary,
    /** ISO 4217; blank is US dollars, as the form has always meant. */
    salaryCurrency: currencyField,
    status: status.default('applied'),
    /** ISO date; the server's today when absent. */
    appliedDate: isoDateInput(APPLICATION_TEXT.dateInvalid).nullable().optional().transform((value) => value ?? null),
    notes,
    resumeId,
    jobUrl,
};

const salaryInOrder = (v: { salaryMin: number | null; salaryMax: number | null }) =>
  v.salaryMin === null || v.salaryMax === null || v.salaryMin <= v.salaryMax;
const salaryOrder = { message: APPLICATION_TEXT.salaryRange, path: ['salaryMax'] };

export const addApplicationInput = z.object(applicationFields).refine(salaryInOrder, salaryOrder);

/** A field of a correction: absent keeps the stored value, anything else is parsed as in Add. */
const keep = <T extends z.ZodType>(field: T) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const parsed = field.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }) as unknown as z.ZodOptional<z.ZodType<z.output<T> | undefined, z.input<T> | undefined>>;

/**
 * Edit Application corrects every field (company, title, location, salary range, applied date,
 * status, notes, resume, job link). Only the fields sent change; an empty optional one is cleared.
 * The salary order is checked here when both ends are sent, and by the server against the stored
 * value otherwise.
 */
export const updateApplicationInput = z
  .object({
    id: z.uuid(),
    companyName: keep(applicationFields.companyName),
    jobTitle: keep(applicationFields.jobTitle),
    location: keep(applicationFields.location),
    salaryMin: keep(applicationFields.salaryMin),
    salaryMax: keep(applicationFields.salaryMax),
    salaryCurrency: keep(applicationFields.salaryCurrency),
    status: keep(status),
    appliedDate: keep(applicationFields.appliedDate),
    notes: keep(applicationFields.notes),
    resumeId: keep(applicationFields.resumeId),
    jobUrl: keep(applicationFields.jobUrl),
  })
  .refine((v) => v.salaryMin == null || v.salaryMax == null || v.salaryMin <= v.salaryMax, salaryOrder);

/** A card dropped on the board: its column (status) and its index in that column, 0 at the top. */
export const moveApplicationInput = z.object({
  id: z.uuid(),
  status,
  position: z.number().int().min(0).max(L.listMax),
});

const interviewFields = {
  title: z.string(M.interviewTitleRequired).trim().min(1, M.interviewTitleRequired).max(L.interviewTitleMax, M.interviewTitleTooLong),
  startsAt: z.date(M.interviewStartRequired).pipe(dateInput),
  durationMinutes: z.coerce
    .number(M.interviewDuration)
    .int(M.interviewDuration)
    .min(L.interviewMinutesMin, M.interviewDuration)
    .max(L.interviewMinutesMax, M.interviewDuration)
    .default(60),
  location: optionalText(L.interviewLocationMax, M.interviewLocationTooLong),
  notes: optionalText(L.interviewNotesMax, M.interviewNotesTooLong),
};
export const addInterviewInput = z.object({ applicationId: z.uuid(), ...interviewFields });
export const updateInterviewInput = z.object({ id: z.uuid(), ...interviewFields });

const contactFields = {
  name: z.string(M.contactNameRequired).trim().min(1, M.contactNameRequired).max(L.contactNameMax, M.contactNameTooLong),
  role: optionalText(L.contactRoleMax, M.contactRoleTooLong),
  email: z
    .string()
    .trim()
    .max(L.contactEmailMax, M.contactEmailInvalid)
    .refine((v) => v === '' || z.email().safeParse(v).success, M.contactEmailInvalid)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  notes: optionalText(L.contactNotesMax, M.contactNotesTooLong),
};
export const addContactInput = z.object({ applicationId: z.uuid(), ...contactFields });
export const updateContactInput = z.object({ id: z.uuid(), ...contactFields });

export const applicationIdInput = z.object({ id: z.uuid() });
/**
 * "Did you apply?" answered Yes after Apply Now: the job joins the tracker as applied on the
 * person's own today (their calendar, not the server's), or the server's today when absent.
 */
export const applyToJobInput = z.object({ jobId: z.uuid(), appliedDate: applicationFields.appliedDate });

export const applicationItem = z.object({
  id: z.uuid(),
  jobId: z.uuid().nullable(),
  companyName: z.string(),
  jobTitle: z.string(),
  location: z.string().nullable(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.string(),
  status,
  /** YYYY-MM-DD. */
  appliedDate: z.string(),
  notes: z.string().nullable(),
  resumeId: z.uuid().nullable(),
  resumeTitle: z.string().nullable(),
  jobUrl: z.string().nullable(),
  /** The linked job is open on the Upward job board (not closed, not only the user's own capture): the tracker links to it. */
  jobOnBoard: z.boolean(),
  /** Order within its status column on the board, ascending. */
  boardPosition: z.number().int(),
  createdAt: z.date(),
});
export type ApplicationItem = z.infer<typeof applicationItem>;

export const applicationCounts = z.object({
  applied: z.number().int(),
  interviewing: z.number().int(),
  offer: z.number().int(),
  rejected: z.number().int(),
});
export type ApplicationCounts = z.infer<typeof applicationCounts>;

export const applicationList = z.object({
  /** Newest first, at most APPLICATION_LIMITS.listMax. */
  applications: z.array(applicationItem),
  counts: applicationCounts,
  /** All of the user's applications (the free gauge's N), also beyond the list's cap. */
  used: z.number().int(),
  /** FREE_LIMITS.trackedApplications for free users, null for premium. */
  limit: z.number().int().nullable(),
});
export type ApplicationList = z.infer<typeof applicationList>;

export const appliedToJob = z.object({
  applicationId: z.uuid(),
  /** False when the user already tracked this job: the existing entry is returned, no duplicate. */
  created: z.boolean(),
});
export type AppliedToJob = z.infer<typeof appliedToJob>;

export const resumeOption = z.object({ id: z.uuid(), title: z.string() });
export type ResumeOption = z.infer<typeof resumeOption>;

export const interviewItem = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  title: z.string(),
  startsAt: z.date(),
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
});
export type InterviewItem = z.infer<typeof interviewItem>;

export const contactItem = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  name: z.string(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
});
export type ContactItem = z.infer<typeof contactItem>;

/** A changed field as [before, after]. */
export const eventChanges = z.record(z.string(), z.tuple([z.unknown(), z.unknown()]));
export const applicationEventItem = z.object({
  id: z.uuid(),
  action: z.enum(APPLICATION_EVENT_ACTIONS),
  changes: eventChanges.nullable(),
  createdAt: z.date(),
});
export type ApplicationEventItem = z.infer<typeof applicationEventItem>;

/** The detail view: the application, its interviews (soonest first), contacts and timeline (newest first). */
export const applicationDetail = z.object({
  application: applicationItem,
  interviews: z.array(interviewItem),
  contacts: z.array(contactItem),
  events: z.array(applicationEventItem),
  /** The cover letters sent with the application. */
  coverLetters: z.array(z.object({ id: z.uuid(), title: z.string(), updatedAt: z.date() })),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;
