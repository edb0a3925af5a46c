// Cover letters: a letter's parts and limits, the checks that explain it, the validation messages,
// and the addresses of its downloads. A letter prints in the resume templates (constants/resumes.ts),
// so a resume and its letter look like one set.

export const COVER_LETTER_LIMITS = {
  titleMax: 200,
  recipientNameMax: 100,
  recipientTitleMax: 100,
  companyMax: 200,
  addressMax: 300,
  jobTitleMax: 200,
  greetingMax: 200,
  /** The letter's paragraphs, separated by blank lines: a letter is a page, this is ten. */
  bodyMax: 10_000,
  signOffMax: 100,
  /** A pasted job description a draft reads, as the ATS panel takes it. */
  jobDescriptionMax: 20_000,
  /** Sentences a draft cites and gaps it lists: a letter has a few dozen sentences. */
  evidenceMax: 80,
  gapsMax: 30,
  evidenceLineMax: 2_000,
} as const;

/** The length the letter check asks for, in words: a page a recruiter reads in a minute. */
export const COVER_LETTER_WORDS = { min: 250, max: 400 } as const;

export const COVER_LETTER_CHECK_IDS = [
  'length',
  'company-named',
  'role-named',
  'greeting',
  'opener',
  'cliches',
  'copied',
  'required-terms',
] as const;
export type CoverLetterCheckId = (typeof COVER_LETTER_CHECK_IDS)[number];

export const COVER_LETTER_CHECK_LABELS: Record<CoverLetterCheckId, string> = {
  length: 'Length',
  'company-named': 'Company named',
  'role-named': 'Role named',
  greeting: 'Greeting',
  opener: 'Opening line',
  cliches: 'Clichés',
  copied: 'Copied from the resume',
  'required-terms': 'Required terms',
};

/** Where a letter comes from when it is drafted: a job on the board, a tracked application or a pasted description. */
export const COVER_LETTER_SOURCES = ['job', 'application', 'description'] as const;
export type CoverLetterSource = (typeof COVER_LETTER_SOURCES)[number];

export const COVER_LETTER_TEXT = {
  tooLong: (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')} characters`,
  tooMany: (label: string, max: number) => `At most ${max} ${label}`,
  dateInvalid: 'Enter the date as YYYY-MM-DD',
  jobTitleRequired: 'Enter the job title',
  companyRequired: 'Enter the company name',
  jobDescriptionTooLong: 'Job description must be at most 20,000 characters',
  defaultGreeting: 'Dear Hiring Manager,',
  defaultSignOff: 'Sincerely,',
  pageTitle: 'Cover Letters',
  pageSubtitle: 'Letters printed under your resume’s header, in the same template, each checked against its job.',
  newCoverLetter: 'New cover letter',
  yourLetters: 'Your cover letters',
  /** The plan's allowance beside the list: "2 of 5". */
  usage: (used: number, limit: number) => `${used} of ${limit}`,
  noLetters: 'No cover letters yet',
  noLettersHint: 'Write one for a job you are applying to, or start from an application in your tracker.',
  newLetterSubtitle: 'A new cover letter',
  saveLetter: 'Save Cover Letter',
  allLetters: 'All cover letters',
  leaveWarning: 'You have unsaved changes to your cover letter. Leave without saving?',
  draftFromResume: 'Draft from my resume',
  draftDialogTitle: 'Draft a letter from your resume',
  draftReplaces: 'The draft replaces the letter in the editor; nothing is saved until you save.',
  draftSubmit: 'Draft letter',
  pasteJob: 'Paste a job description',
  evidenceTitle: 'Evidence',
  evidenceIntro: 'Each sentence of the draft with the job line it answers and the resume line it rests on.',
  evidenceReworded: 'Reworded by the AI model; each sentence was checked against your resume and the job first.',
  sentenceVerified: 'Verified',
  sentenceEdited: 'Edited, no longer verified',
  gapsTitle: 'Gaps',
  gapsHint: 'Required terms your resume does not show — address them or leave them out',
  missingTitle: 'What your resume lacks for a draft',
  checksTitle: 'Letter checks',
  checksIdle: 'Write the letter’s body to see its checks.',
  checksJobDescription: 'Paste the job posting so the checks can read its required terms',
  exportTitle: 'Export',
  saveToExport: 'Save the letter to download it.',
  downloadPdf: 'Download PDF',
  downloadDocx: 'Word (DOCX)',
  downloadText: 'Text',
  copyText: 'Copy text',
  copied: 'Copied',
  bodyHint: 'Separate paragraphs with a blank line.',
  dateHint: 'Leave empty to print the day you download it.',
} as const;

export const COVER_LETTER_EXPORT_FORMATS = ['pdf', 'docx', 'txt'] as const;
export type CoverLetterExportFormat = (typeof COVER_LETTER_EXPORT_FORMATS)[number];
/** `GET /api/cover-letters/:id/<pdf|docx|txt>`: the letter as a file (the PDF and DOCX in the letter's template). */
export const coverLetterFilePath = (letterId: string, format: CoverLetterExportFormat) => `/api/cover-letters/${letterId}/${format}`;
