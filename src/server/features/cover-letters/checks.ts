// The letter checks: what a recruiter notices in a cover letter, each worth points with one sentence
// on why and what to change, graded like the ATS score's factors (strong at 80 % of the points,
// partial at 40 %). Read from the letter, its job and its resume; pure, so the editor can ask on
// every pause in typing.
import { COVER_LETTER_CHECK_LABELS, COVER_LETTER_WORDS as WORDS, type CoverLetterCheckId } from '#shared/constants/cover-letters.ts';
import type { CoverLetterCheck, CoverLetterChecks, LetterContent, LetterEvidence } from '#shared/schemas/cover-letters.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { countWords, graded, listOf, mentions, namesCompany, percent, resumeBullets, termReader } from '../../engines/ats/index.ts';
import { LETTER_TERMS, letterJobTerms, shownInResume, type LetterJob } from './draft.ts';

/** Points per check; they sum to 100. Length and what the letter proves weigh most. */
const POINTS: Record<CoverLetterCheckId, number> = {
  length: 20,
  'company-named': 10,
  'role-named': 10,
  greeting: 10,
  opener: 10,
  cliches: 10,
  copied: 15,
  'required-terms': 15,
};

/** A check graded by the ATS factors' rule, so a letter's "strong" means what a resume's does. */
const check = (id: CoverLetterCheckId, share: number, detail: string): CoverLetterCheck => ({
  id,
  label: COVER_LETTER_CHECK_LABELS[id],
  ...graded(POINTS[id], share),
  detail,
});

const lower = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'");

function lengthCheck(words: number): CoverLetterCheck {
  const { min, max } = WORDS;
  // Full points inside the range, none at half the minimum or twice the maximum.
  const share = words < min ? (words - min / 2) / (min / 2) : words > max ? (2 * max - words) / max : 1;
  const detail =
    words < min
      ? `The letter has ${words} words; a recruiter expects about ${min}–${max}, so add a paragraph on what you did that the job asks for.`
      : words > max
        ? `The letter has ${words} words; about ${min}–${max} read in a minute, so cut what repeats your resume.`
        : `The letter has ${words} words, within the ${min}–${max} a recruiter reads in a minute.`;
  return check('length', share, detail);
}

function companyCheck(body: string, company: string): CoverLetterCheck {
  if (!company) return check('company-named', 0, 'There is no company to name; enter it so the letter can say where you want to work.');
  return namesCompany(body, company)
    ? check('company-named', 1, `The letter names ${company}, so it reads as written for them.`)
    : check('company-named', 0, `The letter never names ${company}; say it in the opening so it reads as written for them, not for anyone.`);
}

function roleCheck(body: string, jobTitle: string): CoverLetterCheck {
  if (!jobTitle) return check('role-named', 0, 'There is no role to name; enter the job title so the letter can say what you apply for.');
  return mentions(body, jobTitle)
    ? check('role-named', 1, `The letter names the ${jobTitle} role, so the reader knows which opening it answers.`)
    : check('role-named', 0, `The letter never names the ${jobTitle} role; say it in the first sentence, since a company often hires for several.`);
}

function greetingCheck(greeting: string, recipient: string): CoverLetterCheck {
  if (!greeting.trim()) return check('greeting', 0, recipient ? `There is no greeting; open with "Dear ${recipient},".` : 'There is no greeting; open with "Dear Hiring Manager," or the reader\'s name.');
  if (!recipient) return check('greeting', 1, 'No reader is named, so a general greeting is right; greet them by name if you learn who reads it.');
  // Greeted by any part of the name ("Dear Ms. Lee" for "Jordan Lee").
  const named = recipient.split(/\s+/).some((part) => part.length > 1 && mentions(greeting, part));
  return named
    ? check('greeting', 1, `The letter greets ${recipient} by name.`)
    : check('greeting', 0.5, `You know the reader is ${recipient}, but the greeting does not name them; write "Dear ${recipient},".`);
}

/** Openings that say nothing about the writer or the job, read in the greeting and the first sentence. */
const GENERIC_OPENERS = ['to whom it may concern', 'dear sir or madam', 'dear sir/madam', 'dear madam or sir', 'dear sirs', 'dear sir', 'dear madam', 'my name is', 'please accept this letter', 'i am writing to', 'i am writing in response', 'this letter is to'];

function openerCheck(greeting: string, body: string): CoverLetterCheck {
  const first = body.trim().split(/(?<=[.!?])\s+/)[0] ?? '';
  const found = GENERIC_OPENERS.filter((opener) => lower(greeting).startsWith(opener) || lower(first).startsWith(opener));
  // "dear sir" inside "dear sir or madam" is one opener, said once.
  const named = found.filter((o) => !found.some((other) => other !== o && other.startsWith(o)));
  return named.length === 0
    ? check('opener', 1, 'The letter opens on you and the role, not on a formula.')
    : check('opener', 0, `The letter opens with "${named[0]}", which every reader skims past; open with the role and what you bring to it.`);
}

/** Phrases recruiters have stopped reading: they claim a quality instead of showing it. */
const CLICHES = [
  'team player',
  'hard worker',
  'hard-working',
  'hardworking',
  'think outside the box',
  'go-getter',
  'detail-oriented',
  'passionate about',
  'self-starter',
  'results-driven',
  'synergy',
  'I am writing to apply',
  'fast learner',
  'perfect fit',
  'proven track record',
  'go above and beyond',
];

/** A cliché as words in order, a hyphen or a space between them alike. */
const CLICHE_PATTERNS = CLICHES.map((c) => ({ cliche: c, pattern: new RegExp(`\\b${lower(c).split(/[\s-]+/).join('[\\s-]+')}\\b`, 'i') }));

function clichesCheck(text: string): CoverLetterCheck {
  const found = CLICHE_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ cliche }) => `"${cliche}"`);
  // Each one costs 40 % of the points: one is a slip, three make the letter a template.
  const share = 1 - 0.4 * found.length;
  return found.length === 0
    ? check('cliches', 1, 'No stock phrases: the letter shows its qualities through what you did.')
    : check('cliches', share, `The letter says ${listOf(found)}; replace ${found.length === 1 ? 'it' : 'each'} with something you did that shows it.`);
}

/** A run this long, word for word from a bullet, reads as pasted rather than written. */
const COPIED_RUN = 8;
/** Full points up to this share copied, none from the second. */
const COPIED_OK = 0.2;
const COPIED_BAD = 0.7;

const wordsOf = (text: string) => lower(text).match(/[a-z0-9$%]+(?:[.,'][a-z0-9]+)*/g) ?? [];

/** The share of the letter's words inside a run of COPIED_RUN or more words that a resume bullet also holds. */
export function copiedShare(body: string, resume: ResumeContent): number {
  const runs = new Set<string>();
  for (const { text } of resumeBullets(resume)) {
    const words = wordsOf(text);
    for (let i = 0; i + COPIED_RUN <= words.length; i++) runs.add(words.slice(i, i + COPIED_RUN).join(' '));
  }
  const words = wordsOf(body);
  if (words.length === 0 || runs.size === 0) return 0;
  const copied = new Uint8Array(words.length);
  for (let i = 0; i + COPIED_RUN <= words.length; i++) {
    if (runs.has(words.slice(i, i + COPIED_RUN).join(' '))) copied.fill(1, i, i + COPIED_RUN);
  }
  return copied.reduce((sum, c) => sum + c, 0) / words.length;
}

function copiedCheck(body: string, resume: ResumeContent | null): CoverLetterCheck {
  if (!resume) return check('copied', 1, 'There is no resume to compare with, so nothing reads as copied from it.');
  const share = copiedShare(body, resume);
  const detail =
    share <= COPIED_OK
      ? `${percent(share)} of the letter repeats your resume word for word; the rest says it anew, as a letter should.`
      : `${percent(share)} of the letter repeats your resume word for word (runs of ${COPIED_RUN} or more words); tell the same facts in new words, with why they matter for this job.`;
  return check('copied', (COPIED_BAD - share) / (COPIED_BAD - COPIED_OK), detail);
}

function termsCheck(body: string, job: LetterJob | null, resume: ResumeContent | null, evidence: LetterEvidence | null): CoverLetterCheck {
  const terms = job ? letterJobTerms(job, resume).filter((t) => t.required).slice(0, LETTER_TERMS) : [];
  if (terms.length === 0) return check('required-terms', 1, job ? 'The job names no required terms to answer.' : 'There is no job to read required terms from; draft from a job to check them.');
  const read = termReader(terms);
  const inLetter = read(body);
  // A gap is a term the resume lacks: the draft's list when there is one, else read from the resume.
  let isGap: (key: string, display: string) => boolean;
  if (evidence) {
    const gaps = new Set(evidence.gaps.map(lower));
    isGap = (_key, display) => gaps.has(lower(display));
  } else {
    const shown = resume ? shownInResume(resume, read) : new Set<string>();
    isGap = (key) => !shown.has(key);
  }
  const left = terms.filter((t) => !inLetter.has(t.key) && !isGap(t.key, t.display)).map((t) => t.display);
  const gaps = terms.filter((t) => !inLetter.has(t.key) && isGap(t.key, t.display)).map((t) => t.display);
  const share = (terms.length - left.length) / terms.length;
  const gapNote = gaps.length > 0 ? ` Your resume does not show ${listOf(gaps)}: ${gaps.length === 1 ? 'a gap' : 'gaps'} to address honestly, never to claim.` : '';
  return left.length === 0
    ? check('required-terms', 1, `Every required term your resume shows is in the letter.${gapNote}`)
    : check('required-terms', share, `The job requires ${listOf(left)}, which your resume shows but the letter never names; add a sentence with your evidence.${gapNote}`);
}

export function checkLetter(content: LetterContent, context: { job: LetterJob | null; resume: ResumeContent | null; evidence: LetterEvidence | null }): CoverLetterChecks {
  const { body } = content;
  const company = (content.recipient.company || context.job?.company || '').trim();
  const jobTitle = (content.jobTitle || context.job?.jobTitle || '').trim();
  const checks = [
    lengthCheck(countWords(body)),
    companyCheck(body, company),
    roleCheck(body, jobTitle),
    greetingCheck(content.greeting, content.recipient.name.trim()),
    openerCheck(content.greeting, body),
    clichesCheck(`${content.greeting}\n${body}\n${content.signOff}`),
    copiedCheck(body, context.resume),
    termsCheck(body, context.job, context.resume, context.evidence),
  ];
  const score = Math.round(checks.reduce((sum, c) => sum + c.earned, 0));
  return { score: Math.min(100, Math.max(0, score)), checks };
}
