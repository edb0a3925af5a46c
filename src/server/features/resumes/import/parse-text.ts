// A resume's plain text (what unpdf reads from a PDF, mammoth from a DOCX, or what our own PDFs
// read back as) turned into the builder's content, for the user to review. Headings split the text
// into sections; dates mark where one job or degree starts; what fits nowhere is handed back as
// `unplaced` rather than guessed into a field. Every pattern here is a flat alternation without
// nested repetition, and each line is looked at a bounded number of times, so the time is linear in
// the text's length whatever it holds.
import { z } from 'zod';
import { RESUME_LIMITS as L } from '#shared/constants/resumes.ts';
import { resumeContent, type ResumeDraft } from '#shared/schemas/resumes.ts';
import { MONTH_NAMES } from '#shared/rules/resume-layout.ts';
import { skillTerms } from '../../../engines/ats/index.ts';
import { cut, joinLines, splitName, webAddress } from '../fields.ts';

type Section = 'header' | 'summary' | 'experience' | 'education' | 'skills' | 'certifications' | 'other';

/** Headings as resumes spell them, lower-case, "and" written "&". */
const HEADINGS: Record<string, Section> = {};
const heading = (section: Section, names: string) => names.split('; ').forEach((name) => (HEADINGS[name] = section));
heading('header', 'contact; contact information; contact info; contact details; personal information; personal details');
heading(
  'summary',
  'summary; professional summary; career summary; executive summary; summary of qualifications; profile; professional profile; personal profile; about; about me; objective; career objective; professional objective; overview',
);
heading(
  'experience',
  'experience; work experience; professional experience; relevant experience; employment; employment history; work history; career history; professional background; clinical experience; research experience; teaching experience; experience & achievements',
);
heading('education', 'education; education & training; academic background; academic history; academic qualifications; educational background; education & qualifications');
heading(
  'skills',
  'skills; technical skills; key skills; core skills; core competencies; competencies; areas of expertise; expertise; skills & abilities; skills & expertise; skills & competencies; technologies; tools & technologies; skills summary',
);
heading(
  'certifications',
  'certifications; certification; certificates; licenses; licences; licenses & certifications; licences & certifications; certifications & licenses; certifications & licences; credentials; professional certifications; certifications & training',
);
heading(
  'other',
  'projects; personal projects; key projects; volunteer; volunteering; volunteer experience; awards; honors; honours; honors & awards; awards & honors; achievements; languages; publications; presentations; interests; hobbies; references; activities; leadership; affiliations; memberships; professional affiliations; patents; courses; coursework; relevant coursework; training',
);

const headingOf = (line: string): Section | null => {
  if (line.length > 60) return null;
  const key = line
    .toLowerCase()
    // Letter-spaced headings ("E X P E R I E N C E") read back with a space between letters.
    .replace(/^(?:\p{L} ){3,}\p{L}$/u, (spaced) => spaced.replaceAll(' ', ''))
    .replace(/:$/, '')
    // Rules drawn around a heading in text ("— EXPERIENCE —"), both sides, so that a bullet is not taken for one.
    .replace(/^[|•·–—=*-]+ ?(.*?) ?[|•·–—=*-]+$/, '$1')
    .replace(/\s+(?:&|and)\s+/g, ' & ')
    .replace(/\s+/g, ' ');
  return HEADINGS[key] ?? null;
};

/**
 * "Skills: Python, SQL": a heading and its section on one line. The line alone belongs to that
 * section: a job's "Skills: …" line must not carry the rest of the jobs into the skills.
 */
function inlineHeading(line: string): [Section, string] | null {
  const colon = line.indexOf(':');
  if (colon < 0 || colon > 40) return null;
  const section = headingOf(line.slice(0, colon));
  const rest = line.slice(colon + 1).trim();
  return section && rest ? [section, rest] : null;
}

// Dates. Month names come from the same list the PDF prints with; seasons count as their first month.
const MONTHS = MONTH_NAMES.flatMap((name) => [name.toLowerCase(), name.slice(0, 3).toLowerCase()]).concat('sept');
const SEASONS: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };
const MONTH_WORD = `(?:${[...new Set([...MONTHS, ...Object.keys(SEASONS)])].sort((a, b) => b.length - a.length).join('|')})`;
const YEAR = '(?:19|20)\\d{2}';
const DATE = `(?:${MONTH_WORD}\\.?,?\\s+${YEAR}|(?:0?[1-9]|1[0-2])\\/${YEAR}|${YEAR}[-/.](?:0[1-9]|1[0-2])(?!\\d)|${YEAR})`;
const NOW = '(?:present|current|now|today|ongoing)';
const RANGE_PATTERN = new RegExp(`(?<![\\w/])(${DATE})\\s*(?:–|—|-|to|until|through|till)\\s*(${DATE}|${NOW})(?![\\w/])`, 'i');
const DATE_PATTERN = new RegExp(`(?<![\\w/])${DATE}(?![\\w/])`, 'gi');
const MONTH_YEAR = new RegExp(`^${MONTH_WORD}`, 'i');
const NOW_PATTERN = new RegExp(`^${NOW}$`, 'i');
/** Words that may stand before a lone date that ends a line ("Expected May 2025", "Issued 2021"). */
const DATE_LEAD = /(?:^|[|,;:(–—-]|\b(?:expected|graduated|graduation|issued|earned|completed|obtained|received|awarded|since|from|class of|exp\.|expires))\s*$/i;

/** A date as the content model stores it, `YYYY-MM`; a bare year is its January. */
function toMonth(date: string): string {
  const text = date.toLowerCase().replace(/[.,]/g, ' ').trim();
  const year = /(?:19|20)\d{2}/.exec(text)?.[0] ?? '';
  let month = 1;
  const word = /^[a-z]+/.exec(text)?.[0];
  if (word) month = SEASONS[word] ?? MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(word.slice(0, 3))) + 1;
  else if (/^\d{1,2}\//.test(text)) month = Number(text.split('/')[0]);
  else if (/^\d{4}[-/ ]\d{2}/.test(text)) month = Number(text.slice(5, 7));
  if (!year || !Number.isInteger(month) || month < 1 || month > 12) return '';
  return `${year}-${String(month).padStart(2, '0')}`;
}

interface FoundDates {
  start: string;
  end: string;
  current: boolean;
  /** The line without the dates. */
  rest: string;
}

/**
 * The date range in a line, or the lone date that marks an entry: a month and year anywhere, or a
 * bare year that ends the line after a separator (so "grew sales 20% in 2021" is not a date line).
 */
function findDates(line: string): FoundDates | null {
  const range = RANGE_PATTERN.exec(line);
  if (range) {
    const now = NOW_PATTERN.test(range[2]!);
    return { start: toMonth(range[1]!), end: now ? '' : toMonth(range[2]!), current: now, rest: cutOut(line, range.index, range[0].length) };
  }
  for (const match of line.matchAll(DATE_PATTERN)) {
    const atEnd = () => trimChars(line.slice(match.index + match[0].length), ')]., ') === '';
    // The words before a date are looked at within a short window, so a line of many years stays linear.
    const led = () => DATE_LEAD.test(line.slice(Math.max(0, match.index - 24), match.index));
    if (MONTH_YEAR.test(match[0]) || /^\d/.test(match[0].slice(4)) || (atEnd() && led())) {
      return { start: toMonth(match[0]), end: '', current: false, rest: cutOut(line, match.index, match[0].length) };
    }
  }
  return null;
}

/** A line with a part removed (with the brackets around it), and the separators and date words left dangling. */
function cutOut(line: string, at: number, length: number): string {
  let before = line.slice(0, at).trimEnd();
  let after = line.slice(at + length).trimStart();
  if (before.endsWith('(') && after.startsWith(')')) {
    before = before.slice(0, -1);
    after = after.slice(1);
  }
  return tidy(`${before} | ${after}`.replace(/\b(?:expected|graduated|issued|earned|from|since|exp\.|expires) ?\|/gi, '|'));
}

/**
 * The text without the given characters at either end. A loop, not `/[…]+$/`: a pattern anchored
 * only at its end retries from every position of a long run and turns quadratic.
 */
function trimChars(text: string, chars: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && chars.includes(text[start]!)) start++;
  while (end > start && chars.includes(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** Separators and brackets trimmed from both ends; runs of separators folded to one " | ". */
const tidy = (text: string) => trimChars(text.replace(/ ?\|(?: ?[|,;:–—-])* ?/g, ' | '), ' |,;:–—-');

/** Bullet markers, including the private-use bullets Word's Symbol font extracts as. */
const BULLET = /^(?:[•▪●◦‣∙➢➤►✓✔\uf0b7\uf0a7\uf076\uf0d8]\s*|[*·o-]\s+)/u;
const bulletText = (line: string): string | null => (BULLET.test(line) ? line.replace(BULLET, '').trim() : null);

/** Pieces of a line split at the separators resumes put between fields. */
const pieces = (line: string) =>
  line
    .split(/\s+[|·•–—-]\s+|\s*\|\s*/)
    .map((piece) => piece.trim())
    .filter(Boolean);

// Bounded repetition: unanchored, an unbounded run would make a long line of letters quadratic.
const EMAIL = /[\w.+'-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/;
const LINKEDIN = /(?:https?:\/\/)?(?:[\w-]{1,63}\.)?linkedin\.com\/[^\s|,]{1,200}/i;
/** A contact detail is short; a longer piece of the header is not looked into. */
const CONTACT_MAX = 300;
const WEB_ADDRESS = /^(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|dev|me|co|app|design|tech|site|xyz|page|info|ai|blog|online|studio|art|codes|portfolio|us|uk|ca|de|eu|au|in)(?:\/\S*)?$/i;
const PHONE = /\+?\(?\d[\d\s().-]{5,22}\d/;
const YEAR_RANGE = /^(?:19|20)\d{2}\s*[-–—]\s*(?:19|20)\d{2}$/;
const STATE_LOCATION = /^[A-Z][\p{L}.'’ -]{0,40},\s?[A-Z]{2}(?:\s+\d{5})?$/u;
const PLACE_LOCATION = /^[A-Z][\p{L}.'’ -]{0,40},\s?[A-Z][\p{L}.'’ -]{2,40}$/u;
const NOT_A_PLACE = /,\s?(?:inc|llc|ltd|corp|plc|gmbh|limited|company)\b|,\s?co\./i;
const REMOTE = /^(?:remote|hybrid|on-?site)(?:\s*\([^)]{1,40}\))?$/i;
const CONTACT_LABEL = /^(?:phone|tel|telephone|mobile|cell|e-?mail|linkedin|website|web|portfolio|address|location|github)\s*:\s*/i;

const isLocation = (text: string) => (STATE_LOCATION.test(text) || PLACE_LOCATION.test(text) || REMOTE.test(text)) && !NOT_A_PLACE.test(text);
const digitsIn = (text: string) => text.replace(/\D/g, '').length;

const TITLE_WORDS =
  /\b(?:engineer|developer|manager|director|analyst|designer|consultant|specialist|coordinator|assistant|associate|intern|lead|head|officer|president|vp|scientist|researcher|architect|administrator|technician|nurse|teacher|professor|lecturer|representative|executive|supervisor|accountant|advis[eo]r|editor|writer|producer|strategist|programmer|founder|co-founder|partner|agent|clerk|therapist|physician|pharmacist|instructor|tutor|fellow|recruiter|marketer|planner|operator|mechanic|electrician|attorney|paralegal|chef|cashier|trainee|apprentice|owner)s?\b/i;
const DEGREE_WORDS =
  /^(?:bachelor|master|doctor|associate|diploma|certificate|high school|ged\b|ph\.?\s?d|mba\b|bsn\b|msn\b|md\b|m\.d\.|j\.?d\.|ed\.?d|bfa\b|mfa\b|b\.?\s?eng|m\.?\s?eng|b\.?\s?sc|m\.?\s?sc|b\.?a\.?\b|b\.?s\.?\b|m\.?a\.?\b|m\.?s\.?\b|a\.?a\.?s?\.?\b|a\.?s\.?\b)/i;
const INSTITUTION_WORDS = /\b(?:university|college|institute|school|academy|polytechnic|conservatory|universit[éä]t?|universidad|école)\b/i;
const GPA = /\bGPA\s*:?\s*(\d(?:\.\d{1,2})?(?:\s*\/\s*\d(?:\.\d{1,2})?)?)/i;

const MINOR_WORDS = new Set(['of', 'and', 'at', 'in', 'for', 'the', 'a', 'an', 'on', 'to', '&', 'de', 'la']);

/**
 * Whether a line reads like a job's or a school's heading (names in title case, short) rather than a
 * sentence of description: Word's list items reach us without their markers.
 */
function headerLike(line: string): boolean {
  const words = line.split(' ').filter((word) => /\p{L}/u.test(word) && !MINOR_WORDS.has(word));
  if (words.length <= 3) return true;
  return words.filter((word) => /^[^\p{L}]*\p{Lu}/u.test(word)).length >= 0.6 * words.length && line.length <= 250;
}

interface Block {
  header: string[];
  bullets: string[];
  /** Lines after the header that are not bullets (a DOCX's list items lose their markers). */
  notes: string[];
  dated: boolean;
  /** Header lines after the one with the dates: a company line may follow a title's (one, no more). */
  afterDate: number;
}

/**
 * The entries of a section of jobs or degrees. A line with a date (or one followed within two lines
 * by a date) starts an entry once the current one has its own, unless it reads as the wrapped end of
 * the bullet before it; otherwise a line continues the current entry: its header while the header is
 * short, then its description.
 */
function entries(section: readonly string[]): Block[] {
  const blocks: Block[] = [];
  const dated = section.map((line) => bulletText(line) === null && findDates(line) !== null);
  const dateAhead = (i: number) => {
    for (let j = i; j < Math.min(i + 3, section.length); j++) {
      if (bulletText(section[j]!) !== null) return false;
      if (dated[j]) return true;
    }
    return false;
  };
  // The longest line stands for the column's width: a line that follows one so full that its first
  // word could not have fitted there is that line's wrapped end, not a new heading.
  const width = section.reduce((max, line) => Math.max(max, line.length), 0);
  const wrapped = (i: number) => {
    const line = section[i]!;
    const before = section[i - 1] ?? '';
    if (/^[\p{Ll}\d(]/u.test(line)) return true;
    return !/[.!?]$/.test(before) && before.length + 1 + line.split(' ')[0]!.length >= 0.85 * width;
  };
  let block: Block | undefined;
  section.forEach((line, i) => {
    const bullet = bulletText(line);
    if (bullet !== null) {
      if (!block) blocks.push((block = { header: [], bullets: [], notes: [], dated: false, afterDate: 0 }));
      block.bullets.push(bullet);
      return;
    }
    const afterBullet = block !== undefined && block.bullets.length > 0;
    const starts =
      !block ||
      (block.dated &&
        !(afterBullet && !dated[i] && wrapped(i)) &&
        (dated[i] || (dateAhead(i) && headerLike(line) && (block.bullets.length > 0 || block.notes.length > 0 || block.header.length >= 2))));
    if (starts) {
      blocks.push((block = { header: [line], bullets: [], notes: [], dated: dated[i]!, afterDate: 0 }));
      return;
    }
    block = block!;
    if (block.bullets.length > 0) block.bullets[block.bullets.length - 1] += ` ${line}`;
    else if (!block.dated || (block.notes.length === 0 && block.afterDate === 0 && headerLike(line) && !/[.!]$/.test(line))) {
      if (block.dated) block.afterDate++;
      block.header.push(line);
      block.dated ||= dated[i]!;
    } else block.notes.push(line);
  });
  return blocks;
}

/** The header lines of an entry, its dates taken out, as pieces. */
function headerPieces(block: Block): { dates: FoundDates | null; parts: string[] } {
  let dates: FoundDates | null = null;
  const parts: string[] = [];
  for (const line of block.header) {
    const found: FoundDates | null = dates ? null : findDates(line);
    if (found) dates = found;
    parts.push(...pieces(found ? found.rest : line));
  }
  return { dates, parts };
}

/** A piece's trailing ", City, ST" split off as the location. */
function splitLocation(piece: string): [string, string] {
  const match = /^(.+?),\s*([A-Z][\p{L}.'’ -]{0,40},\s?[A-Z]{2})$/u.exec(piece);
  return match ? [match[1]!, match[2]!] : [piece, ''];
}

function experienceOf(block: Block, index: number) {
  const { dates, parts } = headerPieces(block);
  let location = '';
  const named: string[] = [];
  for (const part of parts) {
    // A lone piece is the job, never just its place ("Intern, Pied Piper" is not a city and country).
    if (!location && parts.length > 1 && isLocation(part)) location = part;
    else {
      const [rest, place] = splitLocation(part);
      if (place && !location) location = place;
      const joint = parts.length === 1 ? /\s+at\s+|\s*@\s*|,\s+/.exec(rest) : null;
      // "Analyst at Hooli", "Intern, Pied Piper": one piece holding both, split at its first joint.
      named.push(...(joint ? [rest.slice(0, joint.index), rest.slice(joint.index + joint[0].length)] : [rest]));
    }
  }
  const [first = '', second = '', ...extra] = named;
  const swap = TITLE_WORDS.test(second) && !TITLE_WORDS.test(first);
  const description = [...extra, ...block.notes, ...block.bullets];
  return {
    id: `exp-${index + 1}`,
    position: cut(swap ? second : first, L.positionMax),
    company: cut(swap ? first : second, L.companyMax),
    location: cut(location, L.locationMax),
    startDate: dates?.start ?? '',
    endDate: dates?.current ? '' : (dates?.end ?? ''),
    current: dates?.current ?? false,
    description: joinLines(description, L.descriptionMax),
  };
}

/** "Bachelor of Science in Biology", "B.S., Biology", "BS Biology" → degree and field. */
function splitDegree(text: string): [string, string] {
  const match = /^(.+?)\s+in\s+(.+)$/i.exec(text) ?? /^(.+?),\s*(.+)$/.exec(text) ?? /^((?:[A-Z]\.?){2,4}|MBA|Ph\.?\s?D\.?)\s+(.+)$/.exec(text);
  return match ? [match[1]!.trim(), match[2]!.trim()] : [text, ''];
}

function educationOf(block: Block, index: number, unplaced: string[]) {
  const gpaLine = [...block.header, ...block.notes].find((line) => GPA.test(line));
  const gpa = gpaLine ? GPA.exec(gpaLine)![1]!.replace(/\s+/g, '') : '';
  const cleaned = { ...block, header: block.header.map((line) => tidy(line.replace(GPA, '|'))) };
  const { dates, parts } = headerPieces(cleaned);
  let institution = '';
  let degree = '';
  let field = '';
  const others: string[] = [];
  for (const part of parts.flatMap((p) => (DEGREE_WORDS.test(p) && INSTITUTION_WORDS.test(p) ? p.split(/,\s*/) : [p]))) {
    if (!degree && DEGREE_WORDS.test(part)) [degree, field] = splitDegree(part);
    else if (!institution && INSTITUTION_WORDS.test(part)) institution = part;
    // The content model keeps no place for a school: the user may add it by hand.
    else if (isLocation(part)) unplaced.push(part);
    else others.push(part);
  }
  for (const part of others) {
    if (!institution) institution = part;
    else if (!degree) [degree, field] = splitDegree(part);
    else if (!field) field = part;
    else unplaced.push(part);
  }
  unplaced.push(...block.notes.filter((line) => line !== gpaLine), ...block.bullets);
  return {
    id: `edu-${index + 1}`,
    institution: cut(institution, L.institutionMax),
    degree: cut(degree, L.degreeMax),
    field: cut(field, L.fieldMax),
    graduationDate: dates ? dates.end || dates.start : '',
    gpa: cut(gpa, L.gpaMax),
  };
}

/** The items of a list section: bulleted items with their wrapped lines joined, else one a line. */
function listItems(section: readonly string[]): string[] {
  const bulleted = section.some((line) => bulletText(line) !== null);
  const items: string[] = [];
  for (const line of section) {
    const bullet = bulletText(line);
    if (bullet !== null || !bulleted || items.length === 0) items.push(bullet ?? line);
    else items[items.length - 1] += ` ${line}`;
  }
  return items;
}

function certificationOf(item: string, index: number) {
  const dates = findDates(item);
  const rest = dates ? dates.rest : tidy(item);
  let name = rest;
  let issuer = '';
  for (const separator of [' | ', ' — ', ', ', ' – ', ' - ']) {
    const at = rest.lastIndexOf(separator);
    if (at > 0) {
      name = rest.slice(0, at);
      issuer = rest.slice(at + separator.length);
      break;
    }
  }
  return {
    id: `cert-${index + 1}`,
    name: cut(name, L.certificationNameMax),
    issuer: cut(issuer, L.issuerMax),
    date: dates ? dates.end || dates.start : '',
  };
}

function skillsOf(section: readonly string[], unplaced: string[]): string[] {
  const skills: string[] = [];
  for (const line of section) {
    // Whole skills, as the ATS reads them: "Languages: Python, C. Frameworks: React" is Python, C and
    // React; "AWS (EC2, Lambda)" is AWS, EC2 and Lambda, never "AWS (EC2" and "Lambda)".
    for (const skill of skillTerms(line.replace(BULLET, ''))) {
      if (skill.length > L.skillMax) unplaced.push(skill);
      else skills.push(skill);
    }
  }
  const seen = new Set<string>();
  return skills.filter((skill) => !seen.has(skill.toLowerCase()) && seen.add(skill.toLowerCase())).slice(0, L.skillsMax);
}

const titleCase = (name: string) => name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, lead: string, letter: string) => lead + letter.toUpperCase());

const DOCUMENT_TITLE = /^(?:resume|résumé|curriculum vitae|cv)$/i;
/** Short capitalised words after the name's first comma: "RN, BSN", "PhD", "MBA, PMP". */
const CREDENTIALS = /,\s*((?:[A-Z][A-Za-z.-]{0,6}(?:,\s*|$))+)$/;

/** Particles that stay lower-case inside a name ("Ludwig van Beethoven"). */
const NAME_PARTICLES = new Set(['van', 'von', 'de', 'da', 'del', 'della', 'der', 'di', 'du', 'la', 'le', 'dos', 'das', 'bin', 'al', 'y']);

/** Two to five capitalised words of letters: a name, and not a sentence that happens to come first. */
function looksLikeName(line: string): boolean {
  const words = line.split(' ');
  return (
    line.length <= 60 &&
    words.length >= 2 &&
    words.length <= 5 &&
    words.every((word, i) => /^[\p{L}][\p{L}.'’-]*$/u.test(word) && (/^\p{Lu}/u.test(word) || (i > 0 && NAME_PARTICLES.has(word))))
  );
}

function personalOf(header: readonly string[], unplaced: string[]) {
  const info = { firstName: '', lastName: '', email: '', phone: '', location: '', linkedin: '', portfolio: '' };
  // A title line ("Resume", "Curriculum Vitae") above the name is no part of it.
  const rest = header.filter((line, i) => i > 1 || !DOCUMENT_TITLE.test(line));
  // Credentials after the name ("Jane Doe, RN, BSN") are kept, as unplaced, for the user to place.
  const top = rest[0] ?? '';
  const suffix = top.length <= 100 ? CREDENTIALS.exec(top) : null;
  const first = suffix ? top.slice(0, suffix.index) : top;
  const credentials = suffix?.[1] ?? '';
  if (looksLikeName(first)) {
    rest.shift();
    if (credentials) unplaced.push(credentials);
    const name = first === first.toUpperCase() ? titleCase(first) : first;
    const { firstName, lastName } = splitName(name);
    info.firstName = cut(firstName, L.nameMax);
    info.lastName = cut(lastName, L.nameMax);
  }
  const leftovers: string[] = [];
  for (const line of rest) {
    for (const raw of pieces(line)) {
      if (raw.length > CONTACT_MAX) {
        leftovers.push(raw);
        continue;
      }
      const token = raw.replace(CONTACT_LABEL, '');
      const email = EMAIL.exec(token)?.[0];
      const linkedin = LINKEDIN.exec(token)?.[0];
      const phone = PHONE.exec(token)?.[0].trim();
      if (email && !info.email && z.email().safeParse(email).success && email.length <= L.emailMax) info.email = email;
      else if (linkedin && !info.linkedin && webAddress(linkedin)) info.linkedin = webAddress(linkedin);
      else if (WEB_ADDRESS.test(token) && !info.portfolio && webAddress(token)) info.portfolio = webAddress(token);
      else if (phone && !info.phone && digitsIn(phone) >= 7 && digitsIn(phone) <= 15 && !YEAR_RANGE.test(phone) && phone.length >= token.length - 2) {
        info.phone = cut(phone, L.phoneMax);
      } else if (!info.location && isLocation(token)) info.location = cut(token, L.locationMax);
      else leftovers.push(raw);
    }
  }
  unplaced.push(...leftovers);
  return info;
}

/** The resume in a text, as a draft: the content found, and the lines it could not place. */
export function parseResumeText(text: string): ResumeDraft {
  const sections: Record<Section, string[]> = { header: [], summary: [], experience: [], education: [], skills: [], certifications: [], other: [] };
  const unplaced: string[] = [];
  let current: Section = 'header';
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\t+/g, ' | ').replace(/[\s\u00a0]+/g, ' ').trim();
    if (!line) continue;
    const section = headingOf(line);
    if (section) {
      current = section;
      if (section === 'other') unplaced.push(line);
      continue;
    }
    const inline = inlineHeading(line);
    // Among skills, "Languages:" or "Tools:" labels a group of skills rather than starting a section.
    const [target, content] = inline && !(current === 'skills' && inline[0] === 'other') ? inline : [current, line];
    // The same kind of section twice (a second "Experience" after a page of projects) just adds to it.
    if (target === 'other') unplaced.push(line);
    else sections[target].push(content);
  }

  const personalInfo = personalOf(sections.header, unplaced);
  const experience = entries(sections.experience).slice(0, L.experienceMax).map(experienceOf);
  const education = entries(sections.education)
    .slice(0, L.educationMax)
    .map((block, i) => educationOf(block, i, unplaced));
  const certifications = listItems(sections.certifications).slice(0, L.certificationsMax).map(certificationOf);
  const content = resumeContent.parse({
    personalInfo,
    professionalSummary: cut(sections.summary.join(' '), L.summaryMax),
    experience,
    education,
    skills: skillsOf(sections.skills, unplaced),
    certifications,
  });
  return { content, unplaced: unplaced.filter((line) => line.trim() !== '') };
}
