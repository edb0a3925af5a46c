// Saving a job from another site: a link the server reads through the guarded fetcher, a posting
// the browser extension reads in the page, or a link shared from a phone. What a captured posting
// holds and how it is checked are in schemas/job-capture.ts; the salary rule in rules/salary.ts.
import { APP_NAME } from '../constants.ts';
import { JOB_FIELD_LIMITS } from './jobs.ts';

/** Where a captured job goes: the user's saved jobs, or a tracked application. */
export const JOB_CAPTURE_TARGETS = ['saved', 'tracked'] as const;
export type JobCaptureTarget = (typeof JOB_CAPTURE_TARGETS)[number];

/** How the posting was read, best first: the page's own structured data, a job board's public API, the link preview. */
export const JOB_CAPTURE_READERS = ['json-ld', 'microdata', 'greenhouse', 'lever', 'ashby', 'opengraph'] as const;
export type JobCaptureReader = (typeof JOB_CAPTURE_READERS)[number];

export const JOB_CAPTURE_LIMITS = {
  urlMax: 2_000,
  /** The whole fetch, redirects included. */
  fetchTimeoutMs: 10_000,
  /** A page past this is refused while it downloads, not after. */
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  /** Link reads per user per hour: each one makes the server fetch a page. */
  readsPerHour: 30,
  /** A posting already on the board within this many days is the same job (same company, title and location). */
  dedupeDays: 30,
  /** JSON-LD blocks and microdata items read from one page; a page holds one or two. */
  maxBlocks: 50,
  /** applicantLocationRequirements and employmentType entries kept. */
  maxListEntries: 20,
  /** Microdata property values read on one page, by the server's reader and the extension's: a posting has a few dozen. */
  maxMicrodataValues: 1_000,
  /** Characters kept of one microdata text value: one past the description's limit, so a cut shows. */
  maxPropertyChars: JOB_FIELD_LIMITS.descriptionMax + 1,
} as const;

/** Sent with every fetch of a user's link: a fixed name that says who is asking, no cookies, no credentials. */
export const JOB_CAPTURE_USER_AGENT = `${APP_NAME}JobCapture/1.0 (reads one job posting a member asked to save)`;

/** The capture's words: the field, the buttons, and every refusal a user can meet. */
export const JOB_CAPTURE_TEXT = {
  linkLabel: 'Job posting link',
  linkPlaceholder: 'https://careers.example.com/jobs/123',
  linkDescription: 'Paste the address of a job posting and we fill in the form. Review it, then save.',
  linkDescriptionBoard: 'Paste the address of a job posting and we read it. Check it, then choose where to save it.',
  fill: 'Fill from link',
  filled: (reader: string) => `Filled from the page (${reader}). Check the details before saving.`,
  boardButton: 'Save a job from another site',
  boardTitle: 'Save a job from another site',
  saveAs: 'Save as',
  targetLabels: { saved: 'Saved job', tracked: 'Tracked application' } as Record<JobCaptureTarget, string>,
  save: 'Save job',
  alsoOnBoard: 'Also on the Upward job board',
  fromAnotherSite: 'Saved from another site',
  // Refusals: each says what was wrong and that nothing was saved.
  invalidUrl: 'Enter a full web address starting with http:// or https://',
  urlTooLong: `Links can be at most ${JOB_CAPTURE_LIMITS.urlMax.toLocaleString('en-US')} characters`,
  scheme: 'Only http:// and https:// links can be read',
  credentials: 'Links with a user name or password in them are not accepted',
  privateAddress: 'That address points to a private or local network, so it cannot be read',
  unresolved: 'That site could not be found. Check the link and try again.',
  tooManyRedirects: `That link redirected more than ${JOB_CAPTURE_LIMITS.maxRedirects} times, so we stopped following it`,
  timeout: `That site did not answer within ${JOB_CAPTURE_LIMITS.fetchTimeoutMs / 1000} seconds`,
  tooLarge: `That page is larger than ${JOB_CAPTURE_LIMITS.maxBytes / 1024 / 1024} MB, so it was not read`,
  notHtml: 'That link is not a web page (only HTML and JSON pages can be read)',
  httpError: (status: number) => `That site answered with an error (HTTP ${status})`,
  network: 'That site could not be reached. Check the link and try again.',
  noPosting: "We couldn't find a job posting on that page. You can fill in the details yourself.",
  rateLimited: 'You have read many links in the last hour. Try again later, or fill in the details yourself.',
  boardPostingMissing: 'That job board no longer lists this posting',
  /** The title of a refused read's toast; its description is one of the refusals above. */
  readFailed: 'Could not read that link',
  tooComplex: 'That page took too long to read. You can fill in the details yourself.',
  busy: 'Many links are being read right now. Try again in a minute.',
} as const;

/** How a posting was read, as the screens say it ("Filled from the page (structured data)"). */
export const JOB_CAPTURE_READER_LABELS: Record<JobCaptureReader, string> = {
  'json-ld': 'structured data',
  microdata: 'structured data',
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  opengraph: 'link preview',
};

/** Where the browser extension is downloaded, and what Settings shows about it. */
export const JOB_CAPTURE_EXTENSION = {
  downloadPath: '/api/job-capture/extension.zip',
  fileName: 'upward-extension.zip',
  tokenName: 'Browser extension',
  tokenDays: 365,
  /** Written into the download by the server: which Upward the extension saves to. */
  configFile: 'config.json',
  notBuilt: 'The browser extension is not available on this server.',
  // The Settings card.
  cardTitle: 'Browser extension',
  cardDescription: `Save the job posting you are looking at on any site to your ${APP_NAME} saved jobs or tracker, from Chrome, Edge or another Chromium browser.`,
  download: 'Download the extension',
  installSteps: [
    'Unzip the downloaded file.',
    'Open chrome://extensions (in Edge: edge://extensions).',
    'Turn on Developer mode.',
    'Choose Load unpacked and pick the unzipped folder.',
    "Create the extension's token here, and paste it into the extension the first time you save a job.",
  ],
  createToken: 'Create extension token',
  creatingToken: 'Creating...',
  // The extension's own window.
  windowTitle: `Save to ${APP_NAME}`,
  reading: 'Reading the page...',
  fieldLabels: { title: 'Job title', company: 'Company', location: 'Location', salary: 'Salary' },
  noLocation: 'Not stated',
  noSalary: 'Not stated',
  perYear: 'a year',
  pageUnreadable: 'The browser does not let extensions read this page (browser pages and extension stores are off limits).',
  addYourself: `Add it in ${APP_NAME} yourself`,
  tokenLabel: 'Extension token',
  tokenDescription: `Create it in ${APP_NAME}: Settings, Account tab, Browser extension. It is kept in this browser only.`,
  tokenRequired: 'Paste your extension token first',
  changeToken: 'Change token',
  saving: 'Saving...',
  savedTo: { saved: 'Saved to your saved jobs.', tracked: 'Added to your application tracker.' } as Record<JobCaptureTarget, string>,
  openIn: { saved: 'Open saved jobs', tracked: 'Open the tracker' } as Record<JobCaptureTarget, string>,
  // Refusals the extension meets, each saying what to do.
  tokenRefused: `Your extension token is missing, expired or revoked. Create a new one in ${APP_NAME} (Settings, Account tab) and paste it here.`,
  outOfScope: "This token may not save jobs. Create the extension's own token in Settings and paste it here.",
  unreachable: (origin: string) => `${APP_NAME} could not be reached at ${origin}. Check your connection and try again.`,
  noServer: `This copy of the extension does not know which ${APP_NAME} to save to. Download it again from Settings in ${APP_NAME}.`,
  failed: (status: number) => `${APP_NAME} could not save this job (HTTP ${status}). Try again in a moment.`,
} as const;

/** The extension download's config file (JOB_CAPTURE_EXTENSION.configFile): the server it came from. */
export interface JobCaptureExtensionConfig {
  /** `https://upward.example.com`: an origin, no trailing slash. */
  origin: string;
}
