// The job-seeker onboarding wizard: its steps and limits, and the resume upload's rules, address
// and refusals. No field is required.
import { UPLOAD_TEXT } from '../constants.ts';

export const ONBOARDING_STEPS = 4;

/** Resume uploads: PDF, DOC or DOCX (recognised by content, not only by name), at most 5 MB. */
export const RESUME_UPLOAD = {
  extensions: ['.pdf', '.doc', '.docx'],
  mimeTypes: {
    '.pdf': 'application/pdf',
    '.doc': 'application/msword',
    '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  maxBytes: 5 * 1024 * 1024,
} as const;

export const ONBOARDING_LIMITS = {
  careerGoalsMax: 5000,
  locationPreferenceMax: 200,
  yearsExperienceMax: 80,
  /** The job search's own salary bound; the column is int4, so without one a large number failed in Postgres. */
  salaryMax: 10_000_000,
  fileNameMax: 255,
} as const;

export const ONBOARDING_TEXT = {
  careerGoalsTooLong: `Career goals must be at most ${ONBOARDING_LIMITS.careerGoalsMax} characters`,
  locationTooLong: `Location preference must be at most ${ONBOARDING_LIMITS.locationPreferenceMax} characters`,
  yearsRange: `Years of experience must be a whole number from 0 to ${ONBOARDING_LIMITS.yearsExperienceMax}`,
  salaryNotNegative: 'Salary must be a whole number of 0 or more',
  salaryTooHigh: `Salary must be at most ${ONBOARDING_LIMITS.salaryMax.toLocaleString('en-US')}`,
  salaryRange: 'Target salary must be at least the minimum salary',
  industriesUnique: 'Each industry can be chosen once',
} as const;

/** The raw HTTP route that takes the file (multipart/form-data, one file in the field "file"). */
export const RESUME_UPLOAD_PATH = '/api/onboarding/resume';

/** What the upload route answers when it refuses a file; the form shows the same words. */
export const RESUME_UPLOAD_TEXT = {
  wrongType: 'Please upload a PDF, DOC or DOCX file.',
  tooLarge: `The file is too large. Please upload a file of at most ${RESUME_UPLOAD.maxBytes / (1024 * 1024)} MB.`,
  noFile: 'Please choose a file to upload.',
  oneFile: 'Please upload one file at a time.',
  notMultipart: 'Send the file as multipart/form-data in a field named "file".',
  jobSeekersOnly: 'Only job seekers can upload a resume during onboarding.',
  failed: UPLOAD_TEXT.failed,
  tooComplex: 'This file is too complex to read: it has too many pages or parts, nests too deep, unpacks to too much or takes too long to open. Please upload a simpler PDF, DOC or DOCX file.',
  busy: 'Many files are being read right now. Please try again in a minute.',
} as const;
