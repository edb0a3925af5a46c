// A resume's plain text (what unpdf reads from a PDF, mammoth from a DOCX, or what our own PDFs
// read back as) turned into the builder's content, for the user to review. Headings split the text
// into sections; dates mark where one job or degree starts; what fits nowhere is handed back as
// `unplaced` rather than guessed into a field. Every pattern here is a flat alternation without
// nested repetition, and each line is looked at a bounded number of times, so the time is linear in
// the text's length whatever it holds.
import { RESUME_LIMITS as L } from '#shared/constants/resumes.ts';
import { resumeContent, type ResumeDraft } from '#shared/schemas/resumes.ts';
import { skillTerms } from '../../../engines/ats/index.ts';
import { cut, joinLines, webAddress } from '../fields.ts';
import { personalOf, WEB_ADDRESS } from './contact.ts';
import { findDates, tidy } from './dates.ts';
import { BULLET, bulletText, entries, TITLE_WORDS, headerPieces, isLocation, listItems, splitLocation, widthOf, wrappedAt, type Block } from './entries.ts';
import { headingOf, inlineHeading, type Section } from './headings.ts';
import { readLanguages } from './languages.ts';

const DEGREE_WORDS =
  /^(?:bachelor|master|doctor|associate|diploma|certificate|high school|ged\b|ph\.?\s?d|mba\b|bsn\b|msn\b|md\b|m\.d\.|j\.?d\.|ed\.?d|bfa\b|mfa\b|b\.?\s?eng|m\.?\s?eng|b\.?\s?sc|m\.?\s?sc|b\.?a\.?\b|b\.?s\.?\b|m\.?a\.?\b|m\.?s\.?\b|a\.?a\.?s?\.?\b|a\.?s\.?\b)/i;
const INSTITUTION_WORDS = /\b(?:university|college|institute|school|academy|polytechnic|conservatory|universit[éä]t?|universidad|école)\b/i;
const GPA = /\bGPA\s*:?\s*(\d(?:\.\d{1,2})?(?:\s*\/\s*\d(?:\.\d{1,2})?)?)/i;

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

/** A volunteer or leadership role reads as a job does: the role, the organization, its place and dates. */
function activityOf(block: Block, index: number, prefix: string) {
  const { id: _id, position, company, ...rest } = experienceOf(block, index);
  return { id: `${prefix}-${index + 1}`, role: cut(position, L.roleMax), organization: cut(company, L.organizationMax), ...rest };
}

/**
 * A project: its name first, then the piece that names a role ("Team lead"), its web address;
 * the other pieces (its tools, the course it was for) open its description.
 */
function projectOf(block: Block, index: number) {
  const { dates, parts } = headerPieces(block);
  let url = '';
  const named: string[] = [];
  for (const part of parts) {
    const address = !url && part.length <= L.urlMax && WEB_ADDRESS.test(part) ? webAddress(part) : '';
    if (address) url = address;
    else named.push(part);
  }
  const [name = '', ...rest] = named;
  const roleAt = rest.findIndex((piece) => TITLE_WORDS.test(piece));
  const role = roleAt < 0 ? '' : rest.splice(roleAt, 1)[0]!;
  return {
    id: `proj-${index + 1}`,
    name: cut(name, L.projectNameMax),
    role: cut(role, L.roleMax),
    url,
    startDate: dates?.start ?? '',
    endDate: dates?.current ? '' : (dates?.end ?? ''),
    description: joinLines([...rest, ...block.notes, ...block.bullets], L.descriptionMax),
  };
}

/** "Bachelor of Science in Biology", "B.S., Biology", "BS Biology", "Biology, B.S." → degree and field. */
function splitDegree(text: string): [string, string] {
  const match = /^(.+?)\s+in\s+(.+)$/i.exec(text) ?? /^(.+?),\s*(.+)$/.exec(text) ?? /^((?:[A-Z]\.?){2,4}|MBA|Ph\.?\s?D\.?)\s+(.+)$/.exec(text);
  if (!match) return [text, ''];
  const [first, second] = [match[1]!.trim(), match[2]!.trim()];
  return DEGREE_WORDS.test(second) && !DEGREE_WORDS.test(first) ? [second, first] : [first, second];
}

/** Where a school's name starts right after a degree: "… in Biology University of Iowa". */
const SCHOOL_AFTER = /\s(?=(?:the\s+)?(?:University|College|Institute|School)\s+of\s)/;
/** Where a degree starts right after a school's name: "University of Iowa Bachelor of Arts …". */
const DEGREE_AFTER = /\s(?=(?:Bachelor|Master|Doctor|Associate)(?:'s)?\s|(?:B\.?[AS]|M\.?[AS]|B\.?Sc|M\.?Sc|MBA|Ph\.?\s?D)\.?(?:[\s,]|$))/;
/** A header piece longer than this is not split further. */
const PIECE_MAX = 300;

/**
 * A piece that holds both a school and a degree, as two pieces: "Bachelor of Science in Biology,
 * University of X", "University of X, B.S. in Biology", "B.S. in Biology from the University of X",
 * or the two run together where a Word document lost the tab between them.
 */
function schoolAndDegree(part: string): string[] {
  if (part.length > PIECE_MAX || !INSTITUTION_WORDS.test(part)) return [part];
  const joined = /^(.+?)\s+(?:at|from)\s+(?:the\s+)?(.+)$/i.exec(part);
  if (joined && DEGREE_WORDS.test(joined[1]!) && INSTITUTION_WORDS.test(joined[2]!)) return [joined[1]!, joined[2]!];
  const segments = part.split(/,\s*/);
  if (segments.length > 1 && segments.some((segment) => DEGREE_WORDS.test(segment))) return segments;
  const school = SCHOOL_AFTER.exec(part);
  if (school && DEGREE_WORDS.test(part)) return [part.slice(0, school.index), part.slice(school.index + 1)];
  const degree = DEGREE_AFTER.exec(part);
  if (degree && !DEGREE_WORDS.test(part) && INSTITUTION_WORDS.test(part.slice(0, degree.index))) return [part.slice(0, degree.index), part.slice(degree.index + 1)];
  return [part];
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
  for (const part of parts.flatMap(schoolAndDegree)) {
    // The content model keeps no place for a school: the user may add it by hand.
    const [name, place] = splitLocation(part);
    if (place) unplaced.push(place);
    // "Biology, B.S." names the degree last; it is no city and state.
    const degreeLast = DEGREE_WORDS.test(name.slice(name.lastIndexOf(',') + 1).trim());
    if (!degree && (DEGREE_WORDS.test(name) || degreeLast)) [degree, field] = splitDegree(name);
    else if (!institution && INSTITUTION_WORDS.test(name)) institution = name;
    else if (isLocation(name)) unplaced.push(name);
    else others.push(name);
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

/** "AWS Solutions Architect — Amazon", "Eagle Scout, Boy Scouts of America": a name and who gave it. */
function nameAndIssuer(text: string): [string, string] {
  for (const separator of [' | ', ' — ', ', ', ' – ', ' - ']) {
    const at = text.lastIndexOf(separator);
    if (at > 0) return [text.slice(0, at), text.slice(at + separator.length)];
  }
  return [text, ''];
}

function certificationOf(item: string, index: number) {
  const dates = findDates(item);
  const [name, issuer] = nameAndIssuer(dates ? dates.rest : tidy(item));
  return {
    id: `cert-${index + 1}`,
    name: cut(name, L.certificationNameMax),
    issuer: cut(issuer, L.issuerMax),
    date: dates ? dates.end || dates.start : '',
  };
}

/**
 * Awards: a list as most resumes write them (bulleted, or one a line), or, when a line without a
 * bullet leads and bullets follow (as our PDF prints an award with a description), a line per award
 * with its description's bullets under it.
 */
function awardsOf(section: readonly string[]) {
  const described = section.length > 0 && bulletText(section[0]!) === null && section.some((line) => bulletText(line) !== null);
  const groups: { line: string; bullets: string[] }[] = [];
  if (!described) groups.push(...listItems(section).map((line) => ({ line, bullets: [] })));
  else {
    const width = widthOf(section);
    section.forEach((line, i) => {
      const bullet = bulletText(line);
      const last = groups.at(-1);
      if (bullet !== null && last) last.bullets.push(bullet);
      else if (last && last.bullets.length > 0 && wrappedAt(section, i, width)) last.bullets[last.bullets.length - 1] += ` ${line}`;
      else groups.push({ line, bullets: [] });
    });
  }
  const awards: { id: string; title: string; awarder: string; date: string; description: string }[] = [];
  for (const { line, bullets } of groups) {
    const dates = findDates(line);
    const [title, awarder] = nameAndIssuer(dates ? dates.rest : tidy(line));
    const date = dates ? dates.end || dates.start : '';
    const previous = awards.at(-1);
    // A title too long to share its line with the date has the date on the next line alone.
    if (!title && previous && !previous.date) previous.date = date;
    else if (title) {
      awards.push({ id: `award-${awards.length + 1}`, title: cut(title, L.awardTitleMax), awarder: cut(awarder, L.awarderMax), date, description: joinLines(bullets, L.descriptionMax) });
    }
  }
  return awards;
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

const SECTIONS: readonly Section[] = ['header', 'summary', 'experience', 'projects', 'education', 'leadership', 'volunteer', 'skills', 'certifications', 'awards', 'languages', 'other'];

/** The resume in a text, as a draft: the content found, and the lines it could not place. */
export function parseResumeText(text: string): ResumeDraft {
  const sections = Object.fromEntries(SECTIONS.map((section) => [section, []])) as unknown as Record<Section, string[]>;
  const languages: { language: string; fluency: string }[] = [];
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
    // Among skills, "Tools:" or "Interests:" labels a group of skills rather than starting a section.
    const [target, content] = inline && !(current === 'skills' && inline[0] === 'other') ? inline : [current, line];
    // The same kind of section twice (a second "Experience" after a page of projects) just adds to it.
    if (target === 'other') unplaced.push(line);
    else if (target === 'languages') {
      // "Languages" may list programming languages too: those are skills, in the order they came.
      const read = readLanguages(content);
      languages.push(...read.languages);
      if (read.skills.length > 0) sections.skills.push(read.skills.join(', '));
    } else sections[target].push(content);
  }

  const personalInfo = personalOf(sections.header, unplaced);
  const experience = entries(sections.experience).slice(0, L.experienceMax).map(experienceOf);
  const education = entries(sections.education)
    .slice(0, L.educationMax)
    .map((block, i) => educationOf(block, i, unplaced));
  const activities = (section: 'volunteer' | 'leadership', prefix: string) =>
    entries(sections[section], true)
      .slice(0, L.sectionEntriesMax)
      .map((block, i) => activityOf(block, i, prefix));
  const content = resumeContent.parse({
    personalInfo,
    professionalSummary: cut(sections.summary.join(' '), L.summaryMax),
    experience,
    education,
    skills: skillsOf(sections.skills, unplaced),
    certifications: listItems(sections.certifications).slice(0, L.certificationsMax).map(certificationOf),
    projects: entries(sections.projects, true).slice(0, L.sectionEntriesMax).map(projectOf),
    volunteer: activities('volunteer', 'vol'),
    leadership: activities('leadership', 'lead'),
    awards: awardsOf(sections.awards).slice(0, L.sectionEntriesMax),
    languages: languages.slice(0, L.languagesMax).map((language, i) => ({ id: `lang-${i + 1}`, ...language })),
  });
  return { content, unplaced: unplaced.filter((line) => line.trim() !== '') };
}
