// The headings that split a resume's text into sections, as resumes spell them: each names the
// section of the content model its lines go to, or `other` for one the model has no place for
// (its lines are handed back as unplaced).
export type Section =
  | 'header'
  | 'summary'
  | 'experience'
  | 'projects'
  | 'education'
  | 'leadership'
  | 'volunteer'
  | 'skills'
  | 'certifications'
  | 'awards'
  | 'languages'
  | 'other';

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
  'experience; work experience; professional experience; relevant experience; employment; employment history; work history; career history; professional background; clinical experience; research experience; teaching experience; experience & achievements; internships; internship experience',
);
heading(
  'projects',
  'projects; personal projects; key projects; academic projects; selected projects; relevant projects; class projects; course projects; technical projects; research projects; capstone project; capstone projects; side projects; project experience; projects & research',
);
heading('education', 'education; education & training; academic background; academic history; academic qualifications; educational background; education & qualifications');
// A section that holds volunteering and leadership together is taken as leadership: both are roles held.
heading(
  'leadership',
  'leadership; leadership experience; leadership & activities; activities & leadership; leadership & involvement; leadership & service; leadership & volunteering; leadership & volunteer experience; leadership & community involvement; activities; extracurricular activities; extracurriculars; campus involvement; campus leadership; involvement; student activities; student leadership; activities & societies',
);
heading(
  'volunteer',
  'volunteer; volunteering; volunteer experience; volunteer work; volunteer activities; volunteerism; community service; community involvement; community engagement; service; volunteer & community service',
);
heading(
  'skills',
  'skills; technical skills; key skills; core skills; core competencies; competencies; areas of expertise; expertise; skills & abilities; skills & expertise; skills & competencies; technologies; tools & technologies; skills summary; programming languages',
);
heading(
  'certifications',
  'certifications; certification; certificates; licenses; licences; licenses & certifications; licences & certifications; certifications & licenses; certifications & licences; credentials; professional certifications; certifications & training',
);
heading(
  'awards',
  'awards; honors; honours; honors & awards; awards & honors; honours & awards; awards & honours; achievements; awards & achievements; honors & achievements; scholarships; awards & scholarships; honors & scholarships; scholarships & awards; distinctions; recognition; awards & recognition',
);
heading('languages', 'languages; language skills; spoken languages; foreign languages; language proficiency');
heading(
  'other',
  'publications; presentations; interests; hobbies; references; affiliations; memberships; professional affiliations; patents; courses; coursework; relevant coursework; training',
);

export const headingOf = (line: string): Section | null => {
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
export function inlineHeading(line: string): [Section, string] | null {
  const colon = line.indexOf(':');
  if (colon < 0 || colon > 40) return null;
  const section = headingOf(line.slice(0, colon));
  const rest = line.slice(colon + 1).trim();
  return section && rest ? [section, rest] : null;
}
