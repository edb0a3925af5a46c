// JSON Resume (v1.0.0), the open format other resume tools read and write: the builder's content
// out, and a document in as a draft to review. Import is lenient about what it does not use
// (unknown fields are ignored, unknown sections handed back as `unplaced`) and strict about the
// types of what it does use, so a malformed document is refused with one message rather than
// half-read. Text is cut to the content model's limits rather than refused.
//
// Leadership has no section in JSON Resume. It goes out as `volunteer` entries marked
// `"type": "leadership"`: the schema allows extra properties on every object (the way its own
// `projects` entries carry a `type`), so the export stays valid, a tool that knows nothing of the
// mark still shows the roles (as volunteering, the nearest section, rather than as jobs, which would
// claim employment), and our import reads the mark and puts them back under Leadership.
import { z } from 'zod';
import { RESUME_LIMITS as L, RESUME_TEXT } from '#shared/constants/resumes.ts';
import { TOASTS } from '#shared/toasts.ts';
import { resumeContent, type ResumeContent, type ResumeDraft } from '#shared/schemas/resumes.ts';
import { joinName } from '#shared/rules/resume-layout.ts';
import { AppError } from '../../platform/errors.ts';
import { cut, joinLines, splitName, webAddress } from './fields.ts';

export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** Sections this importer maps; any other array or object at the top level is summarised as unplaced. */
const MAPPED = new Set(['$schema', 'meta', 'basics', 'work', 'education', 'skills', 'certificates', 'projects', 'volunteer', 'awards', 'languages']);
/** The mark on a `volunteer` entry that is a leadership role (see above). */
const LEADERSHIP = 'leadership';
/** Unplaced lines handed back at most; each is cut to a readable length. */
const UNPLACED_MAX = 200;
const UNPLACED_LINE_MAX = 500;

const text = z.string().nullish();
const strings = z.array(z.string()).nullish();
const list = <T extends z.ZodType>(item: T) => z.array(item).nullish();

const jsonResume = z.looseObject({
  basics: z
    .looseObject({
      name: text,
      label: text,
      email: text,
      phone: text,
      url: text,
      summary: text,
      location: z.looseObject({ address: text, postalCode: text, city: text, countryCode: text, region: text }).nullish(),
      profiles: list(z.looseObject({ network: text, username: text, url: text })),
    })
    .nullish(),
  work: list(
    z.looseObject({
      name: text,
      // Before v1.0.0 the employer was `company`; documents from older tools still say so.
      company: text,
      position: text,
      location: text,
      startDate: text,
      endDate: text,
      summary: text,
      highlights: strings,
    }),
  ),
  education: list(z.looseObject({ institution: text, area: text, studyType: text, startDate: text, endDate: text, score: text })),
  skills: list(z.looseObject({ name: text, level: text, keywords: strings })),
  certificates: list(z.looseObject({ name: text, date: text, issuer: text, url: text })),
  projects: list(
    z.looseObject({ name: text, description: text, highlights: strings, keywords: strings, startDate: text, endDate: text, url: text, roles: strings }),
  ),
  // `location` is ours (the schema's volunteer entry has none), as is `type` (leadership, above).
  volunteer: list(
    z.looseObject({ organization: text, position: text, url: text, location: text, startDate: text, endDate: text, summary: text, highlights: strings, type: text }),
  ),
  awards: list(z.looseObject({ title: text, date: text, awarder: text, summary: text })),
  languages: list(z.looseObject({ language: text, fluency: text })),
});
type JsonResume = z.infer<typeof jsonResume>;

const invalid = () => new AppError('BAD_REQUEST', { title: TOASTS.resume.importFailed.title, description: RESUME_TEXT.jsonInvalid });

/** "2020-03-01", "2020-03", "2020" → `2020-03`, `2020-03`, `2020-01`; anything else → empty. */
function toMonth(date: string | null | undefined): string {
  const match = /^(\d{4})(?:-(0[1-9]|1[0-2])(?:-\d{2})?)?/.exec(date?.trim() ?? '');
  return match ? `${match[1]}-${match[2] ?? '01'}` : '';
}

/** One line for an item of a section the builder has no place for: its label and its text fields. */
function summarise(section: string, item: unknown): string {
  const label = section.charAt(0).toUpperCase() + section.slice(1);
  const values =
    item && typeof item === 'object'
      ? Object.values(item).flatMap((value) =>
          typeof value === 'string' || typeof value === 'number' ? [String(value)] : Array.isArray(value) ? [value.filter((v) => typeof v === 'string').join(', ')] : [],
        )
      : [String(item)];
  return `${label}: ${values.filter((v) => v.trim()).join(' — ')}`.slice(0, UNPLACED_LINE_MAX);
}

function personalInfo(basics: JsonResume['basics'], unplaced: string[]): ResumeContent['personalInfo'] {
  const name = splitName(basics?.name ?? '');
  const place = basics?.location;
  const email = basics?.email?.trim() ?? '';
  const emailOk = email === '' || (z.email().safeParse(email).success && email.length <= L.emailMax);
  if (!emailOk) unplaced.push(`Email: ${email}`.slice(0, UNPLACED_LINE_MAX));
  let linkedin = '';
  for (const profile of basics?.profiles ?? []) {
    const url = profile.url?.trim() || (/linkedin/i.test(profile.network ?? '') && profile.username ? `https://www.linkedin.com/in/${profile.username.trim()}` : '');
    if (!linkedin && /linkedin/i.test(`${profile.network} ${url}`) && webAddress(url)) linkedin = webAddress(url);
    else unplaced.push(`${profile.network || 'Profile'}: ${url || profile.username || ''}`.slice(0, UNPLACED_LINE_MAX));
  }
  const website = basics?.url?.trim() ?? '';
  const portfolio = webAddress(website);
  if (website && !portfolio) unplaced.push(`Website: ${website}`.slice(0, UNPLACED_LINE_MAX));
  if (basics?.label?.trim()) unplaced.push(`Label: ${basics.label.trim()}`);
  return {
    firstName: cut(name.firstName, L.nameMax),
    lastName: cut(name.lastName, L.nameMax),
    email: emailOk ? email : '',
    phone: cut(basics?.phone ?? '', L.phoneMax),
    location: cut([place?.city, place?.region || place?.countryCode].filter((part) => part?.trim()).join(', ') || (place?.address ?? ''), L.locationMax),
    linkedin,
    portfolio,
  };
}

/** Skill names and their keywords, flattened, first spelling kept; one too long for a skill is unplaced. */
function skillsOf(skills: NonNullable<JsonResume['skills']>, unplaced: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of skills.flatMap((skill) => [skill.name ?? '', ...(skill.keywords ?? [])])) {
    const skill = raw.trim();
    if (skill.length > L.skillMax) unplaced.push(`Skill: ${skill.slice(0, UNPLACED_LINE_MAX)}`);
    else if (skill && !seen.has(skill.toLowerCase()) && out.length < L.skillsMax) {
      seen.add(skill.toLowerCase());
      out.push(skill);
    }
  }
  return out;
}

type Volunteer = NonNullable<JsonResume['volunteer']>[number];

/** What a job and a volunteer role share: the place, the dates and the description. */
function tenure(entry: Pick<Volunteer, 'location' | 'startDate' | 'endDate' | 'summary' | 'highlights'>) {
  const startDate = toMonth(entry.startDate);
  const endDate = toMonth(entry.endDate);
  return {
    location: cut(entry.location ?? '', L.locationMax),
    startDate,
    endDate,
    // JSON Resume marks an ongoing role by leaving its end out.
    current: startDate !== '' && endDate === '',
    description: joinLines([entry.summary ?? '', ...(entry.highlights ?? [])], L.descriptionMax),
  };
}

/** A volunteer entry as a role held; its web address, which the content model has no place for, unplaced. */
function activityOf(entry: Volunteer, id: string, unplaced: string[]): ResumeContent['volunteer'][number] {
  if (entry.url?.trim()) unplaced.push(`${entry.organization?.trim() || 'Volunteer'}: ${entry.url.trim()}`.slice(0, UNPLACED_LINE_MAX));
  return { id, organization: cut(entry.organization ?? '', L.organizationMax), role: cut(entry.position ?? '', L.roleMax), ...tenure(entry) };
}

/** A JSON Resume document (its text) as a draft; throws BAD_REQUEST when it is not one. */
export function fromJsonResume(json: string): ResumeDraft {
  if (Buffer.byteLength(json) > L.jsonImportMaxBytes) {
    throw new AppError('BAD_REQUEST', { title: TOASTS.resume.importFailed.title, description: RESUME_TEXT.jsonTooLarge });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw invalid();
  }
  const parsed = jsonResume.safeParse(raw);
  if (!parsed.success) throw invalid();
  const doc = parsed.data;
  const unplaced: string[] = [];
  const volunteer = doc.volunteer ?? [];

  const content = {
    personalInfo: personalInfo(doc.basics, unplaced),
    professionalSummary: cut(doc.basics?.summary ?? '', L.summaryMax),
    experience: (doc.work ?? []).slice(0, L.experienceMax).map((job, i) => ({
      id: `exp-${i + 1}`,
      company: cut(job.name || job.company || '', L.companyMax),
      position: cut(job.position ?? '', L.positionMax),
      ...tenure(job),
    })),
    education: (doc.education ?? []).slice(0, L.educationMax).map((school, i) => ({
      id: `edu-${i + 1}`,
      institution: cut(school.institution ?? '', L.institutionMax),
      degree: cut(school.studyType ?? '', L.degreeMax),
      field: cut(school.area ?? '', L.fieldMax),
      graduationDate: toMonth(school.endDate),
      gpa: cut(school.score ?? '', L.gpaMax),
    })),
    skills: skillsOf(doc.skills ?? [], unplaced),
    certifications: (doc.certificates ?? []).slice(0, L.certificationsMax).map((certificate, i) => ({
      id: `cert-${i + 1}`,
      name: cut(certificate.name ?? '', L.certificationNameMax),
      issuer: cut(certificate.issuer ?? '', L.issuerMax),
      date: toMonth(certificate.date),
    })),
    projects: (doc.projects ?? []).slice(0, L.sectionEntriesMax).map((project, i) => {
      const link = project.url?.trim() ?? '';
      const url = webAddress(link);
      if (link && !url) unplaced.push(`${project.name?.trim() || 'Project'}: ${link}`.slice(0, UNPLACED_LINE_MAX));
      return {
        id: `proj-${i + 1}`,
        name: cut(project.name ?? '', L.projectNameMax),
        role: cut((project.roles ?? []).join(', '), L.roleMax),
        url,
        startDate: toMonth(project.startDate),
        endDate: toMonth(project.endDate),
        // The keywords (the tools it was built with) close the description, as a resume would list them.
        description: joinLines([project.description ?? '', ...(project.highlights ?? []), (project.keywords ?? []).join(', ')], L.descriptionMax),
      };
    }),
    volunteer: volunteer.filter((entry) => entry.type !== LEADERSHIP).slice(0, L.sectionEntriesMax).map((entry, i) => activityOf(entry, `vol-${i + 1}`, unplaced)),
    leadership: volunteer.filter((entry) => entry.type === LEADERSHIP).slice(0, L.sectionEntriesMax).map((entry, i) => activityOf(entry, `lead-${i + 1}`, unplaced)),
    awards: (doc.awards ?? []).slice(0, L.sectionEntriesMax).map((award, i) => ({
      id: `award-${i + 1}`,
      title: cut(award.title ?? '', L.awardTitleMax),
      awarder: cut(award.awarder ?? '', L.awarderMax),
      date: toMonth(award.date),
      description: joinLines((award.summary ?? '').split('\n'), L.descriptionMax),
    })),
    languages: (doc.languages ?? [])
      .filter((entry) => entry.language?.trim())
      .slice(0, L.languagesMax)
      .map((entry, i) => ({ id: `lang-${i + 1}`, language: cut(entry.language ?? '', L.languageMax), fluency: cut(entry.fluency ?? '', L.fluencyMax) })),
  };

  for (const [section, value] of Object.entries(doc)) {
    if (MAPPED.has(section) || value === null || typeof value !== 'object') continue;
    for (const item of Array.isArray(value) ? value : [value]) unplaced.push(summarise(section, item));
  }
  return { content: resumeContent.parse(content), unplaced: unplaced.slice(0, UNPLACED_MAX) };
}

/** An object without its empty strings, empty arrays and empty objects, so the document stays readable. */
function compact<T extends Record<string, unknown>>(object: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    const empty = value === '' || value === undefined || (Array.isArray(value) && value.length === 0) || (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);
    if (!empty) out[key] = value;
  }
  return out as Partial<T>;
}

/** A description's lines, for `highlights`. */
const lines = (description: string) =>
  description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A volunteer or leadership role as a JSON Resume `volunteer` entry; leadership carries its mark. */
function volunteerOf(entry: ResumeContent['volunteer'][number], type = '') {
  return compact({
    organization: entry.organization,
    position: entry.role,
    location: entry.location,
    startDate: entry.startDate,
    endDate: entry.current ? '' : entry.endDate,
    highlights: lines(entry.description),
    type,
  });
}

/** The builder's content as a JSON Resume (v1.0.0) document. */
export function toJsonResume(content: ResumeContent): object {
  const info = content.personalInfo;
  const [city = '', ...region] = info.location.split(',').map((part) => part.trim());
  const linkedinUser = /linkedin\.com\/in\/([^/?#]+)/i.exec(info.linkedin)?.[1] ?? '';
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name: joinName(info),
      email: info.email,
      phone: info.phone,
      url: info.portfolio,
      summary: content.professionalSummary,
      location: compact({ city, region: region.join(', ') }),
      profiles: info.linkedin ? [compact({ network: 'LinkedIn', username: linkedinUser, url: info.linkedin })] : [],
    }),
    work: content.experience.map((job) =>
      compact({
        name: job.company,
        position: job.position,
        location: job.location,
        startDate: job.startDate,
        endDate: job.current ? '' : job.endDate,
        highlights: lines(job.description),
      }),
    ),
    education: content.education.map((school) =>
      compact({ institution: school.institution, area: school.field, studyType: school.degree, endDate: school.graduationDate, score: school.gpa }),
    ),
    skills: content.skills.map((name) => ({ name })),
    certificates: content.certifications.map((certificate) => compact({ name: certificate.name, issuer: certificate.issuer, date: certificate.date })),
    projects: content.projects.map((project) =>
      compact({
        name: project.name,
        roles: project.role ? [project.role] : [],
        url: project.url,
        startDate: project.startDate,
        endDate: project.endDate,
        highlights: lines(project.description),
      }),
    ),
    volunteer: [...content.volunteer.map((entry) => volunteerOf(entry)), ...content.leadership.map((entry) => volunteerOf(entry, LEADERSHIP))],
    awards: content.awards.map((award) => compact({ title: award.title, awarder: award.awarder, date: award.date, summary: award.description })),
    languages: content.languages.map((entry) => compact({ language: entry.language, fluency: entry.fluency })),
  };
}
