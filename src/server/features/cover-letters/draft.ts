// Draft from evidence: a cover letter whose every sentence rests on a line of the job and, when it
// says anything about the writer, a line of the resume. The job's terms are the ATS engine's reading
// of the description (most important first, hard skills first, names never terms); each body
// paragraph ties one required term to the bullets that show it, told in the first person with the
// bullet's own numbers and nouns. A required term the resume lacks is listed as a gap, never claimed,
// and nothing pads a thin resume. Pure and deterministic: `today` is given, not read.
import { COVER_LETTER_LIMITS as L, COVER_LETTER_TEXT as T, COVER_LETTER_WORDS as WORDS } from '#shared/constants/cover-letters.ts';
import type { LetterContent, LetterEvidence, SentenceEvidence } from '#shared/schemas/cover-letters.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import {
  countWords,
  fittingRoles,
  jobTerms,
  listOf,
  opensWithVerb,
  recency,
  resumeBullets,
  rolePlace,
  roles,
  splitDescription,
  termReader,
  weakOpener,
  type Bullet,
  type JobTerm,
  type Role,
} from '../../engines/ats/index.ts';
import { article, firstPerson, isCurrent, roleKey, sentenceEnd, underOf, workContext } from './phrasing.ts';

export interface LetterJob {
  jobTitle: string;
  company: string;
  description: string;
}

export interface DraftedLetter {
  content: LetterContent;
  evidence: LetterEvidence;
  /** What the resume lacks for the body to say anything (an empty resume): said, never invented. */
  missing: string[];
}

/** The required terms a letter sets out to answer, most important first: a page holds a handful. */
export const LETTER_TERMS = 6;
/** Body paragraphs tied to a term, and the bullets one paragraph cites. */
const MAX_PARAGRAPHS = 3;
const BULLETS_PER_PARAGRAPH = 4;
/** A bullet longer than this is a paragraph of its own on the resume, not a sentence of a letter. */
const BULLET_WORDS_MAX = 60;

export const MISSING = {
  resume: 'Choose a resume to draft from: every sentence of the letter rests on one of its lines.',
  evidence: 'Add experience, projects or skills to your resume: the letter can only say what your resume shows.',
} as const;

/** The skills the job asks for, most important first (a word the ad merely repeats is no claim to answer), its company's and the resume's employers and schools left out. */
export const letterJobTerms = (job: LetterJob, resume: ResumeContent | null): JobTerm[] =>
  jobTerms({ jobTitle: job.jobTitle, jobDescription: job.description, company: job.company }, resume).filter((t) => t.skill);

/** The body as the letter stores it: each paragraph's sentences in order, paragraphs apart by a blank line. */
export function letterBody(sentences: readonly Pick<SentenceEvidence, 'paragraph' | 'sentence'>[]): string {
  const paragraphs: string[][] = [];
  for (const s of sentences) (paragraphs[s.paragraph] ??= []).push(s.sentence);
  return paragraphs
    .filter((p) => p.length > 0)
    .map((p) => p.join(' '))
    .join('\n\n');
}

const clip = (text: string) => (text.length > L.evidenceLineMax ? `${text.slice(0, L.evidenceLineMax - 1)}…` : text);


interface Cited {
  bullet: Bullet;
  /** The term it was chosen for. */
  term: JobTerm | null;
}

interface Paragraph {
  primary: JobTerm | null;
  cited: Cited[];
  /** Sentences on the skills list or a certification, after the bullets. */
  extra: SentenceEvidence[];
}

/** What the draft reads from the job: its terms' first lines, and the line an opening rests on. */
interface JobReading {
  titleLine: string;
  lineOf: (term: JobTerm | null) => string;
}

function readJob(job: LetterJob, terms: readonly JobTerm[]): JobReading {
  const titleLine = `${job.jobTitle} at ${job.company}`;
  const read = termReader(terms);
  const lines = splitDescription(job.description).map((s) => ({ ...s, keys: read(s.text) }));
  const first = new Map<string, string>();
  // A required line first: the sentence the term is asked for in, else any that names it.
  for (const line of [...lines.filter((l) => l.required), ...lines]) for (const key of line.keys) if (!first.has(key)) first.set(key, line.text.trim());
  return { titleLine, lineOf: (term) => clip((term && first.get(term.key)) ?? titleLine) };
}

/** `met`: the roles and projects the letter has introduced (the opening's among them); `told`: those a sentence has cited. */
function bulletSentences(paragraph: Paragraph, index: number, job: JobReading, met: Set<string>, told: Set<string>): SentenceEvidence[] {
  return paragraph.cited.map(({ bullet, term }, i) => {
    const under = underOf(bullet.under);
    const previous = paragraph.cited[i - 1];
    const again = previous !== undefined && underOf(previous.bullet.under) === under;
    const opening = again ? 'There' : workContext(bullet.under, met.has(under));
    const sentence = sentenceEnd(`${opening}, ${firstPerson(bullet.text, isCurrent(bullet.under), again || told.has(under))}`);
    met.add(under);
    told.add(under);
    return { paragraph: index, sentence, term: term?.display ?? null, jobLine: job.lineOf(term), resumeLine: clip(bullet.text), resumePlace: bullet.place };
  });
}

const LEADS = [
  (terms: string, one: boolean) => `The role calls for ${terms}, and my work shows ${one ? 'it' : 'them'}.`,
  (terms: string) => `You also ask for ${terms}, which my experience covers.`,
  (terms: string, one: boolean) => `${terms.charAt(0).toUpperCase()}${terms.slice(1)} ${one ? 'is' : 'are'} on your list too.`,
];

/** A term paragraph's first sentence names the terms its bullets show that no earlier paragraph named. */
function leadSentence(paragraph: Paragraph, index: number, named: Set<string>, shows: (b: Bullet) => Set<string>, top: readonly JobTerm[], job: JobReading): SentenceEvidence | null {
  const { primary } = paragraph;
  if (!primary) return null;
  const keys = new Set(paragraph.cited.flatMap((c) => [...shows(c.bullet)]));
  const terms = [primary, ...top.filter((t) => t !== primary && keys.has(t.key))].filter((t) => !named.has(t.key)).slice(0, 3);
  if (terms.length === 0) return null;
  for (const t of terms) named.add(t.key);
  const first = paragraph.cited[0]!.bullet;
  return {
    paragraph: index,
    sentence: LEADS[Math.min(index - 1, LEADS.length - 1)]!(listOf(terms.map((t) => t.display)), terms.length === 1),
    term: primary.display,
    jobLine: job.lineOf(primary),
    resumeLine: clip(first.text),
    resumePlace: first.place,
  };
}

/** The most recent position with a title: the one the opening says the writer holds or held. */
function latestPosition(allRoles: readonly Role[], today: string): Role | null {
  const now = new Date(`${today}T00:00:00Z`);
  return (
    allRoles
      .map((role, i) => ({ role, i }))
      .filter(({ role }) => role.section === 'Experience' && role.title)
      .sort((a, b) => recency(b.role, now) - recency(a.role, now) || a.i - b.i)[0]?.role ?? null
  );
}

type Said = (sentence: string, resumeLine: string, resumePlace: string) => SentenceEvidence;

/**
 * The position the writer speaks from: the one that fits the job best (the suggested summary's
 * reading), else the most recent one.
 */
function positionSentence(resume: ResumeContent, job: LetterJob, today: string, said: Said): { sentence: SentenceEvidence; role: Role } | null {
  const recent = latestPosition(roles(resume), today);
  const fitting = fittingRoles(resume, { jobTitle: job.jobTitle, jobDescription: job.description, company: job.company }, new Date(`${today}T00:00:00Z`)).find(
    (f) => f.fit > 0 && f.role.section === 'Experience',
  )?.role;
  const role = fitting ?? recent;
  if (!role) return null;
  const as = `${article(role.title)} ${role.title}${role.org ? ` at ${role.org}` : ''}`;
  // "Most recently" only of the most recent position: the best fit may be an earlier one.
  const sentence = role.current ? `I currently work as ${as}.` : recent && roleKey(recent) === roleKey(role) ? `Most recently, I worked as ${as}.` : `I worked as ${as}.`;
  return { sentence: said(sentence, role.title, rolePlace(role)), role };
}

/** The latest degree, under way or held, in the resume's words. */
function degreeSentence(resume: ResumeContent, today: string, said: Said): SentenceEvidence | null {
  const edu = resume.education
    .filter((e) => e.degree || e.field)
    .map((e, i) => ({ e, i }))
    .sort((a, b) => b.e.graduationDate.localeCompare(a.e.graduationDate) || a.i - b.i)[0]?.e;
  if (!edu) return null;
  const studying = edu.graduationDate !== '' && edu.graduationDate >= today.slice(0, 7);
  const from = edu.institution ? ` ${studying ? 'at' : 'from'} ${edu.institution}` : '';
  const line = [edu.degree, edu.field].filter(Boolean).join(', ');
  const place = `Education › ${edu.institution || edu.degree || edu.field}`;
  if (!edu.degree) return said(`I ${studying ? 'study' : 'studied'} ${edu.field}${edu.institution ? ` at ${edu.institution}` : ''}.`, line, place);
  const degree = `${article(edu.degree)} ${edu.degree}${edu.field ? ` in ${edu.field}` : ''}`;
  return said(studying ? `I am completing ${degree}${from}.` : `I hold ${degree}${from}.`, line, place);
}

/**
 * The opening: the role applied for, then who the writer is (their position, then their degree);
 * `role` is the position it names, already introduced.
 */
function openingParagraph(resume: ResumeContent | null, job: LetterJob, today: string, reading: JobReading): { sentences: SentenceEvidence[]; role: Role | null } {
  const apply: SentenceEvidence = {
    paragraph: 0,
    sentence: `I would like to be considered for the ${job.jobTitle} role at ${job.company}.`,
    term: null,
    jobLine: reading.titleLine,
    resumeLine: '',
    resumePlace: '',
  };
  if (!resume) return { sentences: [apply], role: null };
  const said: Said = (sentence, resumeLine, resumePlace) => ({ paragraph: 0, sentence, term: null, jobLine: reading.titleLine, resumeLine: clip(resumeLine), resumePlace });
  const position = positionSentence(resume, job, today, said);
  const degree = degreeSentence(resume, today, said);
  return { sentences: [apply, ...(position ? [position.sentence] : []), ...(degree ? [degree] : [])], role: position?.role ?? null };
}

/**
 * The closing: what the writer would bring, named by the terms the body evidenced (each sentence's
 * evidence is the body's first to cite it), thanks and availability. `room`: words the letter may
 * still take.
 */
function closingParagraph(job: LetterJob, paragraph: number, reading: JobReading, body: readonly SentenceEvidence[] = [], room = Infinity): SentenceEvidence[] {
  const close = (sentence: string): SentenceEvidence => ({ paragraph, sentence, term: null, jobLine: reading.titleLine, resumeLine: '', resumePlace: '' });
  const evidenced = [...new Map(body.filter((s) => s.term && s.resumeLine).map((s) => [s.term!, s])).values()].slice(0, 3);
  const bring: SentenceEvidence[] =
    evidenced.length > 0
      ? [{ ...evidenced[0]!, paragraph, sentence: `I would bring my experience with ${listOf(evidenced.map((s) => s.term!))} to ${job.company}.` }]
      : [];
  return [
    ...(bring.length > 0 && countWords(bring[0]!.sentence) <= room ? bring : []),
    close('Thank you for your time and consideration.'),
    close(`I would welcome the chance to talk about the ${job.jobTitle} role, and I am available for an interview at your convenience.`),
  ];
}

/**
 * The terms (of those `read` looks for) the resume shows anywhere: every text a term can show in,
 * and the skills list read as a list. Employers' and schools' names are not evidence of a skill.
 */
export function shownInResume(resume: ResumeContent, read: (text: string, list?: boolean) => Set<string>): Set<string> {
  const texts = [
    resume.professionalSummary,
    ...roles(resume).map((r) => `${r.title}\n${r.description}`),
    ...resume.projects.map((p) => `${p.name}\n${p.role}\n${p.description}`),
    ...resume.certifications.map((c) => c.name),
    ...resume.education.map((e) => `${e.degree}\n${e.field}`),
    ...resume.awards.map((a) => `${a.title}\n${a.description}`),
    ...resume.languages.map((l) => l.language),
  ];
  return new Set([...texts.flatMap((text) => [...read(text)]), ...read(resume.skills.join(', '), true)]);
}

/** Bullets short enough to be a sentence, with the terms each shows. */
function readBullets(resume: ResumeContent, read: (text: string) => Set<string>) {
  return resumeBullets(resume)
    .filter((b) => countWords(b.text) <= BULLET_WORDS_MAX)
    .map((bullet) => ({ bullet, keys: read(bullet.text) }));
}

/** A paragraph per term the bullets show, required terms first (preferred ones only while there are fewer than two), each with its first bullet. */
function choose(terms: readonly JobTerm[], preferred: readonly JobTerm[], read: ReturnType<typeof readBullets>): Paragraph[] {
  const used = new Set<Bullet>();
  const covered = new Set<string>();
  const paragraphs: Paragraph[] = [];
  const take = (paragraph: Paragraph, entry: (typeof read)[number], term: JobTerm) => {
    used.add(entry.bullet);
    for (const key of entry.keys) covered.add(key);
    paragraph.cited.push({ bullet: entry.bullet, term });
  };
  const candidates = (term: JobTerm) => read.filter((r) => !used.has(r.bullet) && r.keys.has(term.key));
  for (const [pool, enough] of [[terms, MAX_PARAGRAPHS], [preferred, 2]] as const) {
    for (const term of pool) {
      if (paragraphs.length >= enough) break;
      const entry = covered.has(term.key) ? undefined : candidates(term)[0];
      if (!entry) continue;
      const paragraph: Paragraph = { primary: term, cited: [], extra: [] };
      take(paragraph, entry, term);
      paragraphs.push(paragraph);
    }
  }
  return paragraphs;
}

/**
 * More evidence while under the length a recruiter expects: the paragraph's own term first, then
 * any required term not yet shown, then any other work told as a deed; never past the most a
 * letter should say.
 */
function fill(paragraphs: Paragraph[], terms: readonly JobTerm[], read: ReturnType<typeof readBullets>, words: (paragraphs: Paragraph[]) => number) {
  const used = new Set(paragraphs.flatMap((p) => p.cited.map((c) => c.bullet)));
  const covered = new Set(read.filter((r) => used.has(r.bullet)).flatMap((r) => [...r.keys]));
  const candidates = (term: JobTerm) => read.filter((r) => !used.has(r.bullet) && r.keys.has(term.key));
  for (let added = true; added && words(paragraphs) < WORDS.min; ) {
    added = false;
    for (const paragraph of paragraphs) {
      if (!paragraph.primary || paragraph.cited.length >= BULLETS_PER_PARAGRAPH || words(paragraphs) >= WORDS.min) continue;
      const primary = paragraph.primary;
      const fresh = terms.find((t) => !covered.has(t.key) && candidates(t).length > 0);
      const other = read.find((r) => !used.has(r.bullet) && isDeed(r.bullet));
      const [entry, term] = candidates(primary).length > 0 ? [candidates(primary)[0]!, primary] : fresh ? [candidates(fresh)[0]!, fresh] : [other, null];
      if (!entry) continue;
      paragraph.cited.push({ bullet: entry.bullet, term });
      if (words(paragraphs) > WORDS.max) {
        paragraph.cited.pop();
        continue;
      }
      used.add(entry.bullet);
      for (const key of entry.keys) covered.add(key);
      added = true;
    }
  }
}


/** A bullet that says what the writer did ("Built…", even "Responsible for…"), so it tells as a sentence of its own. */
const isDeed = (bullet: Bullet) => opensWithVerb(bullet.text) || weakOpener(bullet.text) !== null;

/**
 * While the letter is short, a paragraph of the resume's further work (bullets that tell a deed,
 * in the resume's order): true and the writer's own, though tied to no term; also the whole
 * body when the job gives no term the resume shows.
 */
function moreWork(paragraphs: Paragraph[], read: ReturnType<typeof readBullets>, words: (paragraphs: Paragraph[]) => number): boolean {
  if (paragraphs.length >= MAX_PARAGRAPHS || words(paragraphs) >= WORDS.min) return false;
  const used = new Set(paragraphs.flatMap((p) => p.cited.map((c) => c.bullet)));
  const paragraph: Paragraph = { primary: null, cited: [], extra: [] };
  paragraphs.push(paragraph);
  for (const { bullet } of read) {
    if (words(paragraphs) >= WORDS.min || paragraph.cited.length >= BULLETS_PER_PARAGRAPH) break;
    if (used.has(bullet) || !isDeed(bullet)) continue;
    paragraph.cited.push({ bullet, term: null });
    if (words(paragraphs) > WORDS.max) {
      paragraph.cited.pop();
      break;
    }
  }
  if (paragraph.cited.length > 0) return true;
  paragraphs.pop();
  return false;
}

/** Terms shown only in the skills list or a certification, said modestly on that line. */
function listedSentences(resume: ResumeContent, terms: readonly JobTerm[], named: Set<string>, read: (text: string, list?: boolean) => Set<string>, job: JobReading, paragraph: number, anyBefore: boolean): SentenceEvidence[] {
  const out: SentenceEvidence[] = [];
  const open = terms.filter((t) => t.hard && !named.has(t.key));
  for (const cert of resume.certifications) {
    const keys = read(cert.name);
    const term = open.find((t) => keys.has(t.key) && !named.has(t.key));
    if (!term || !cert.name) continue;
    for (const key of keys) named.add(key);
    out.push({ paragraph, sentence: `I ${anyBefore || out.length > 0 ? 'also ' : ''}hold the ${cert.name} certification.`, term: term.display, jobLine: job.lineOf(term), resumeLine: clip(cert.name), resumePlace: `Certifications › ${cert.name}` });
  }
  const skillsLine = resume.skills.join(', ');
  const listed = read(skillsLine, true);
  const skills = open.filter((t) => !named.has(t.key) && listed.has(t.key));
  if (skills.length > 0) {
    for (const t of skills) named.add(t.key);
    out.push({
      paragraph,
      sentence: `I ${anyBefore || out.length > 0 ? 'also ' : ''}work with ${listOf(skills.map((t) => t.display))}.`,
      term: skills[0]!.display,
      jobLine: job.lineOf(skills[0]!),
      resumeLine: clip(skillsLine),
      resumePlace: 'Skills',
    });
  }
  return out;
}

export function draftLetter(resume: ResumeContent | null, job: LetterJob, options: { recipientName?: string; today: string }): DraftedLetter {
  const all = letterJobTerms(job, resume);
  const required = all.filter((t) => t.required);
  const top = required.slice(0, LETTER_TERMS);
  const reading = readJob(job, all);
  const read = termReader(all);
  const { sentences: opening, role: introduced } = openingParagraph(resume, job, options.today, reading);

  let body: SentenceEvidence[] = [];
  let gaps: string[] = required.map((t) => t.display);
  const missing: string[] = [];
  if (resume) {
    const shown = shownInResume(resume, read);
    gaps = required.filter((t) => !shown.has(t.key)).map((t) => t.display);
    const bullets = readBullets(resume, read);
    const shows = (b: Bullet) => bullets.find((r) => r.bullet === b)!.keys;
    const render = (paragraphs: Paragraph[]) => {
      const named = new Set<string>();
      const met = new Set(introduced ? [roleKey(introduced)] : []);
      const told = new Set<string>();
      return paragraphs.flatMap((p, i) => {
        const lead = leadSentence(p, i + 1, named, shows, top, reading);
        for (const c of p.cited) for (const key of shows(c.bullet)) named.add(key);
        return [...(lead ? [lead] : []), ...bulletSentences(p, i + 1, reading, met, told), ...p.extra];
      });
    };
    const frame = countWords(letterBody([...opening, ...closingParagraph(job, 1, reading)]));
    const words = (paragraphs: Paragraph[]) => frame + countWords(letterBody(render(paragraphs)));
    const paragraphs = choose(top, all.filter((t) => !t.required), bullets);
    fill(paragraphs, top, bullets, words);
    while (moreWork(paragraphs, bullets, words));
    const named = new Set(paragraphs.flatMap((p) => p.cited.flatMap((c) => [...shows(c.bullet)])));
    const last = Math.max(1, paragraphs.length);
    const listed = listedSentences(resume, top, named, read, reading, last, paragraphs.length > 0);
    if (listed.length > 0) {
      if (paragraphs.length === 0) paragraphs.push({ primary: null, cited: [], extra: [] });
      paragraphs.at(-1)!.extra.push(...listed);
      // The list's sentence counts towards the length too: room for more evidence is measured again.
      fill(paragraphs, top, bullets, words);
    }
    body = render(paragraphs);
    if (bullets.length === 0 && resume.skills.length === 0 && resume.certifications.length === 0) missing.push(MISSING.evidence);
  } else missing.push(MISSING.resume);

  const closing = closingParagraph(job, 1 + Math.max(0, ...body.map((s) => s.paragraph)), reading, body, WORDS.max - countWords(letterBody([...opening, ...body, ...closingParagraph(job, 1, reading)])));
  const sentences = [...opening, ...body, ...closing];
  const content: LetterContent = {
    recipient: { name: options.recipientName?.trim() ?? '', title: '', company: job.company, address: '' },
    jobTitle: job.jobTitle,
    date: options.today,
    greeting: options.recipientName?.trim() ? `Dear ${options.recipientName.trim()},` : T.defaultGreeting,
    body: letterBody(sentences),
    signOff: T.defaultSignOff,
  };
  return { content, evidence: { sentences: sentences.slice(0, L.evidenceMax), gaps: gaps.slice(0, L.gapsMax).map((g) => g.slice(0, 200)) }, missing };
}
