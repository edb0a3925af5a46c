// Importing a resume into the builder: plain text as Word and other tools' PDFs give it (other
// headings, other date forms, no bullet markers), and JSON Resume documents. What the importers
// cannot place comes back as `unplaced`; what breaks a limit is cut to fit; a malformed JSON
// document is refused with the import message; the text parser stays fast on hostile input.
import { describe, expect, it } from 'vitest';
import { RESUME_LIMITS as L, RESUME_TEXT } from '#shared/constants/resumes.ts';
import { resumeContent, type ResumeContent } from '#shared/schemas/resumes.ts';
import { sampleResume, sampleStudentResume } from '../../scripts/support/sample-resume.ts';
import { parseResumeText } from '../../src/server/features/resumes/import/parse-text.ts';
import { fromJsonResume, JSON_RESUME_SCHEMA_URL, toJsonResume } from '../../src/server/features/resumes/json-resume.ts';
import { AppError } from '../../src/server/platform/errors.ts';
import { extractDocxText } from '../../src/server/platform/documents.ts';
import { minimalDocx } from '../../scripts/support/documents.ts';

/** Content without its entries' ids, which each importer numbers its own way. */
const withoutIds = (content: ResumeContent) => JSON.parse(JSON.stringify(content, (key, value: unknown) => (key === 'id' ? undefined : value))) as unknown;

describe('parseResumeText', () => {
  it('reads a Word document: other headings, dates as 03/2021, list items without markers', async () => {
    const text = await extractDocxText(
      minimalDocx([
        'SAMUEL LEE',
        'Chicago, IL • (312) 555-0100 • sam.lee@example.com • linkedin.com/in/samlee • github.com/samlee',
        'Professional Profile',
        'Data analyst who turns messy operational data into decisions.',
        'Employment History',
        'Acme Corp, Chicago, IL',
        'Data Analyst',
        '03/2021 - Present',
        'Built the weekly revenue dashboard used by the leadership team.',
        'Cut report preparation time by 60% with automated SQL pipelines.',
        'Globex Inc.',
        'Junior Analyst',
        '06/2018 to 02/2021',
        'Cleaned and reconciled vendor data for 40 warehouses.',
        'Academic Background',
        'Northwestern University',
        'B.A. in Economics, May 2018',
        'GPA: 3.6/4.0',
        'Technical Skills',
        'Languages: Python, SQL, R',
        'Tools: Tableau | Excel | Looker',
        'Licenses & Certifications',
        'Google Data Analytics Certificate, Google, 2021',
        'Tableau Desktop Specialist – Tableau, January 2020',
        'Volunteer',
        'Treasurer, Chicago Food Bank (2019 – 2022)',
      ]),
    );
    const { content, unplaced } = parseResumeText(text!);
    expect(content.personalInfo).toEqual({
      firstName: 'Samuel',
      lastName: 'Lee',
      email: 'sam.lee@example.com',
      phone: '(312) 555-0100',
      location: 'Chicago, IL',
      linkedin: 'https://linkedin.com/in/samlee',
      portfolio: 'https://github.com/samlee',
    });
    expect(content.professionalSummary).toBe('Data analyst who turns messy operational data into decisions.');
    expect(content.experience).toEqual([
      {
        id: 'exp-1',
        position: 'Data Analyst',
        company: 'Acme Corp',
        location: 'Chicago, IL',
        startDate: '2021-03',
        endDate: '',
        current: true,
        description: 'Built the weekly revenue dashboard used by the leadership team.\nCut report preparation time by 60% with automated SQL pipelines.',
      },
      {
        id: 'exp-2',
        position: 'Junior Analyst',
        company: 'Globex Inc.',
        location: '',
        startDate: '2018-06',
        endDate: '2021-02',
        current: false,
        description: 'Cleaned and reconciled vendor data for 40 warehouses.',
      },
    ]);
    expect(content.education).toEqual([
      { id: 'edu-1', institution: 'Northwestern University', degree: 'B.A.', field: 'Economics', graduationDate: '2018-05', gpa: '3.6/4.0' },
    ]);
    expect(content.skills).toEqual(['Python', 'SQL', 'R', 'Tableau', 'Excel', 'Looker']);
    expect(content.certifications).toEqual([
      { id: 'cert-1', name: 'Google Data Analytics Certificate', issuer: 'Google', date: '2021-01' },
      { id: 'cert-2', name: 'Tableau Desktop Specialist', issuer: 'Tableau', date: '2020-01' },
    ]);
    expect(content.volunteer).toEqual([
      { id: 'vol-1', role: 'Treasurer', organization: 'Chicago Food Bank', location: '', startDate: '2019-01', endDate: '2022-01', current: false, description: '' },
    ]);
    expect(unplaced).toEqual([]);
  });

  it('reads a clinical resume: company lines above titles, Symbol-font bullets, licences with expiry dates', () => {
    const text = [
      'JOHN A. SMITH',
      'Registered Nurse',
      'Seattle, WA 98101 | john.smith@example.com | 206.555.0199',
      'www.linkedin.com/in/johnsmith',
      'SUMMARY OF QUALIFICATIONS',
      'Compassionate RN with 6 years in ICU settings.',
      'Known for calm under pressure.',
      'CLINICAL EXPERIENCE',
      'Swedish Medical Center — Seattle, WA',
      'ICU Registered Nurse, August 2019 – Present',
      '\uf0b7 Managed care for 4-6 critically ill patients per shift',
      'Precepted 12 new graduate nurses',
      'Harborview Medical Center, Seattle, WA',
      'Staff Nurse (Med-Surg)\tJune 2016 – July 2019',
      '- Administered medications',
      'and monitored vitals for a 30-bed unit',
      'EDUCATION',
      'B.S. Nursing, University of Washington, 2016',
      'Bellevue College — A.A.S., 2013',
      'LICENSES AND CERTIFICATIONS',
      'BLS - American Heart Association (2024)',
      'ACLS, American Heart Association, Exp. 03/2026',
      'SKILLS',
      '• Patient assessment • Ventilator management • Epic EHR',
      '• Wound care',
    ].join('\n');
    const { content, unplaced } = parseResumeText(text);
    expect(content.personalInfo).toMatchObject({ firstName: 'John', lastName: 'A. Smith', phone: '206.555.0199', location: 'Seattle, WA 98101' });
    expect(content.professionalSummary).toBe('Compassionate RN with 6 years in ICU settings. Known for calm under pressure.');
    expect(content.experience.map((job) => [job.position, job.company, job.location, job.startDate, job.endDate, job.current, job.description])).toEqual([
      ['ICU Registered Nurse', 'Swedish Medical Center', 'Seattle, WA', '2019-08', '', true, 'Managed care for 4-6 critically ill patients per shift Precepted 12 new graduate nurses'],
      ['Staff Nurse (Med-Surg)', 'Harborview Medical Center', 'Seattle, WA', '2016-06', '2019-07', false, 'Administered medications and monitored vitals for a 30-bed unit'],
    ]);
    expect(content.education.map((school) => [school.institution, school.degree, school.field, school.graduationDate])).toEqual([
      ['University of Washington', 'B.S.', 'Nursing', '2016-01'],
      ['Bellevue College', 'A.A.S.', '', '2013-01'],
    ]);
    expect(content.certifications.map(({ name, issuer, date }) => [name, issuer, date])).toEqual([
      ['BLS', 'American Heart Association', '2024-01'],
      ['ACLS', 'American Heart Association', '2026-03'],
    ]);
    expect(content.skills).toEqual(['Patient assessment', 'Ventilator management', 'Epic EHR', 'Wound care']);
    expect(unplaced).toEqual(['Registered Nurse']);
  });

  it('reads a student’s resume as other tools write it: undated projects, activities, honours, spoken languages among the skills', () => {
    const text = [
      'JORDAN RIVERA',
      'jordan.rivera@example.edu | (608) 555-0134 | Madison, WI',
      'EDUCATION',
      'University of Wisconsin–Madison, Bachelor of Science in Biology',
      'Expected May 2026 | GPA: 3.6/4.0',
      'ACADEMIC PROJECTS',
      'Soil Microbiome Survey | R, ggplot2',
      '• Sequenced 48 soil samples and mapped bacterial diversity across three farms',
      '• Presented findings at the undergraduate research symposium',
      'Lab Inventory App | Lead developer | github.com/jrivera/labinv',
      '• Replaced a paper log with a Google Sheets app used by 30 lab members',
      'RESEARCH EXPERIENCE',
      'Undergraduate Research Assistant, Department of Bacteriology\tSep 2024 – Present',
      '• Prepared cultures and ran PCR for a study of antibiotic resistance',
      'LEADERSHIP & ACTIVITIES',
      'President, Pre-Health Society (Aug 2024 – Present)',
      'Member, Club Volleyball',
      'VOLUNTEERING',
      'UW Health University Hospital, Madison, WI',
      'Patient Escort Volunteer, Jan 2023 – Present',
      '• Escort 20+ patients a shift between departments',
      'HONORS & AWARDS',
      "• Dean's List, Fall 2022 – Spring 2024",
      '• Hilldale Undergraduate Research Fellowship, University of Wisconsin, 2025',
      'SKILLS',
      'Laboratory: PCR, gel electrophoresis, aseptic technique',
      'Languages: R, Python',
      'Languages: English (native), Spanish (professional working proficiency)',
    ].join('\n');
    const { content, unplaced } = parseResumeText(text);
    expect(content.education).toMatchObject([{ institution: 'University of Wisconsin–Madison', degree: 'Bachelor of Science', field: 'Biology', graduationDate: '2026-05', gpa: '3.6/4.0' }]);
    expect(content.projects).toEqual([
      {
        id: 'proj-1',
        name: 'Soil Microbiome Survey',
        role: '',
        url: '',
        startDate: '',
        endDate: '',
        description: 'R, ggplot2\nSequenced 48 soil samples and mapped bacterial diversity across three farms\nPresented findings at the undergraduate research symposium',
      },
      {
        id: 'proj-2',
        name: 'Lab Inventory App',
        role: 'Lead developer',
        url: 'https://github.com/jrivera/labinv',
        startDate: '',
        endDate: '',
        description: 'Replaced a paper log with a Google Sheets app used by 30 lab members',
      },
    ]);
    expect(content.experience.map((job) => [job.position, job.company, job.startDate, job.current])).toEqual([
      ['Undergraduate Research Assistant', 'Department of Bacteriology', '2024-09', true],
    ]);
    expect(content.leadership.map((role) => [role.role, role.organization, role.startDate, role.current])).toEqual([
      ['President', 'Pre-Health Society', '2024-08', true],
      ['Member', 'Club Volleyball', '', false],
    ]);
    expect(content.volunteer).toEqual([
      {
        id: 'vol-1',
        role: 'Patient Escort Volunteer',
        organization: 'UW Health University Hospital',
        location: 'Madison, WI',
        startDate: '2023-01',
        endDate: '',
        current: true,
        description: 'Escort 20+ patients a shift between departments',
      },
    ]);
    expect(content.awards.map(({ title, awarder, date }) => [title, awarder, date])).toEqual([
      ["Dean's List", '', '2024-03'],
      ['Hilldale Undergraduate Research Fellowship', 'University of Wisconsin', '2025-01'],
    ]);
    // "Languages:" among the skills: the programming ones stay skills, the spoken ones are languages.
    expect(content.skills).toEqual(['PCR', 'gel electrophoresis', 'aseptic technique', 'R', 'Python']);
    expect(content.languages.map(({ language, fluency }) => [language, fluency])).toEqual([
      ['English', 'native'],
      ['Spanish', 'professional working proficiency'],
    ]);
    expect(unplaced).toEqual([]);
  });

  it('keeps a degree and its school apart however a Word document runs them together', async () => {
    const forms = [
      'Bachelor of Science in Biology, University of Michigan',
      'University of Michigan — B.S. Biology',
      'University of Michigan, Bachelor of Science in Biology',
      'Bachelor of Science in Biology at University of Michigan',
      'Bachelor of Science in Biology from the University of Michigan',
      'University of Michigan Bachelor of Science in Biology',
      'Bachelor of Science in Biology University of Michigan',
      'Biology, B.S. — University of Michigan',
      'University of Michigan, Ann Arbor, MI\tB.S. in Biology',
    ];
    const text = await extractDocxText(minimalDocx(['Education', ...forms.flatMap((form) => [form, 'May 2024'])]));
    const { content } = parseResumeText(text!);
    expect(content.education).toHaveLength(forms.length);
    for (const [i, school] of content.education.entries()) {
      expect([school.institution, school.degree.replace(/\./g, '').replace('Bachelor of Science', 'BS'), school.field, school.graduationDate], forms[i]).toEqual([
        'University of Michigan',
        'BS',
        'Biology',
        '2024-05',
      ]);
    }
  });

  it('reads languages as resumes list them, and a languages list of programming languages as skills', () => {
    const { content } = parseResumeText(
      [
        'Languages',
        'English – Native; Spanish – B2',
        'Fluent: French, Haitian Creole',
        'Conversational Portuguese and basic Mandarin',
        'Skills',
        'Excel',
        'Languages',
        'Python, Java, C++',
      ].join('\n'),
    );
    expect(content.languages.map(({ language, fluency }) => [language, fluency])).toEqual([
      ['English', 'Native'],
      ['Spanish', 'B2'],
      ['French', 'Fluent'],
      ['Haitian Creole', 'Fluent'],
      ['Portuguese', 'Conversational'],
      ['Mandarin', 'basic'],
    ]);
    expect(content.skills).toEqual(['Excel', 'Python', 'Java', 'C++']);
  });

  it('reads the date forms resumes use, with "–", "-" or "to", and Present, Current or Now', () => {
    const text = [
      'Priya Raman',
      'priya@example.com',
      'Work Experience',
      'Product Manager | Initech | January 2020 – Now',
      '• Owned the roadmap',
      'Associate PM | Initrode | 2017-04 to 2019-12',
      '- Ran user research',
      'Analyst at Hooli, 2015 - 2017',
      '* Modelled churn',
      'Intern, Pied Piper — Sept. 2014 – Current',
      'Tester | Aviato | Dec 2013',
    ].join('\n');
    const { content } = parseResumeText(text);
    expect(content.experience.map((job) => [job.position, job.company, job.startDate, job.endDate, job.current, job.description])).toEqual([
      ['Product Manager', 'Initech', '2020-01', '', true, 'Owned the roadmap'],
      ['Associate PM', 'Initrode', '2017-04', '2019-12', false, 'Ran user research'],
      ['Analyst', 'Hooli', '2015-01', '2017-01', false, 'Modelled churn'],
      ['Intern', 'Pied Piper', '2014-09', '', true, ''],
      ['Tester', 'Aviato', '2013-12', '', false, ''],
    ]);
  });

  it('takes the contact details by their shape, and a year range is not a phone number', () => {
    const { content, unplaced } = parseResumeText('Jo Smith\nSenior Nurse | 2015-2019 | jo@example.com\nPhone: +44 20 7946 0958 | London, United Kingdom');
    expect(content.personalInfo).toMatchObject({ firstName: 'Jo', lastName: 'Smith', email: 'jo@example.com', phone: '+44 20 7946 0958', location: 'London, United Kingdom' });
    expect(unplaced).toEqual(['Senior Nurse', '2015-2019']);
  });

  it('reads a skills section as whole skills, never cut at a parenthesis or a group label', () => {
    const text = ['Maya Chen', 'maya@example.com', 'Skills', 'AWS (EC2, Lambda), S3', 'Languages: Python, C. Frameworks: React', 'Tools: Tableau/Looker Studio, A/B testing'].join('\n');
    expect(parseResumeText(text).content.skills).toEqual(['AWS', 'EC2', 'Lambda', 'S3', 'Python', 'C', 'React', 'Tableau', 'Looker Studio', 'A/B testing']);
  });

  it('reads headings letter-spaced, ruled, or on one line with their content, and no bullet as a heading', () => {
    const text = [
      'Kim Lee',
      'kim@example.com',
      'S U M M A R Y',
      'Builds things.',
      '— EXPERIENCE —',
      'Engineer | Acme | 2020 – 2022',
      '• Skills',
      'Skills: Python, SQL',
      'Certifications: PMP, PMI, 2019',
      'Interests: chess',
    ].join('\n');
    const { content, unplaced } = parseResumeText(text);
    expect(content.professionalSummary).toBe('Builds things.');
    expect(content.experience).toMatchObject([{ position: 'Engineer', company: 'Acme', startDate: '2020-01', endDate: '2022-01', description: 'Skills' }]);
    expect(content.skills).toEqual(['Python', 'SQL']);
    expect(content.certifications).toMatchObject([{ name: 'PMP', issuer: 'PMI', date: '2019-01' }]);
    expect(unplaced).toEqual(['Interests: chess']);
  });

  it('takes the name from under a document title, and keeps credentials after it as unplaced', () => {
    const draft = parseResumeText('RESUME\nJANE MARIE DOE, RN, BSN\njane@example.com');
    expect(draft.content.personalInfo).toMatchObject({ firstName: 'Jane', lastName: 'Marie Doe', email: 'jane@example.com' });
    expect(draft.unplaced).toEqual(['RN, BSN']);
    expect(parseResumeText('Curriculum Vitae\nLudwig van Beethoven').content.personalInfo).toMatchObject({ firstName: 'Ludwig', lastName: 'van Beethoven' });
  });

  it('hands back text with no recognisable structure as unplaced lines', () => {
    const text = 'lorem ipsum dolor sit amet\n\nconsectetur adipiscing elit 42\nsed do eiusmod';
    const draft = parseResumeText(text);
    expect(draft.unplaced).toEqual(['lorem ipsum dolor sit amet', 'consectetur adipiscing elit 42', 'sed do eiusmod']);
    expect(draft.content).toEqual(resumeContent.parse({}));
    expect(parseResumeText('')).toEqual({ content: resumeContent.parse({}), unplaced: [] });
  });

  it('cuts what breaks a limit to fit, so the draft always validates', () => {
    const jobs = Array.from({ length: 40 }, (_, i) => `Engineer ${'x'.repeat(300)} | Company ${i} | 2010 – 2011\n${'• Did a thing\n'.repeat(600)}`);
    const text = [
      'Max Limit',
      'Summary',
      'word '.repeat(1000),
      'Experience',
      ...jobs,
      'Skills',
      Array.from({ length: 150 }, (_, i) => `skill${i}`).join(', '),
      `A skill name far longer than sixty characters that no one would ever type in a list`,
    ].join('\n');
    const { content, unplaced } = parseResumeText(text);
    expect(() => resumeContent.parse(content)).not.toThrow();
    expect(content.professionalSummary.length).toBeLessThanOrEqual(L.summaryMax);
    expect(content.experience).toHaveLength(L.experienceMax);
    expect(content.experience[0]!.position.length).toBe(L.positionMax);
    expect(content.experience[0]!.description.length).toBeLessThanOrEqual(L.descriptionMax);
    expect(content.experience[0]!.description.endsWith('Did a thing')).toBe(true);
    expect(content.skills).toHaveLength(L.skillsMax);
    expect(unplaced).toContain('A skill name far longer than sixty characters that no one would ever type in a list');
  });

  it('stays linear on hostile input', () => {
    const hostile = [
      '1'.repeat(100_000),
      '1 '.repeat(50_000),
      'Jan 2020 - '.repeat(10_000),
      `Experience\n${'a-b | '.repeat(20_000)}`,
      `Skills\n${', '.repeat(50_000)}`,
      `Experience\n${'Engineer\n'.repeat(20_000)}`,
      `Education\n${'• x\n2019\n'.repeat(10_000)}`,
      `${'@'.repeat(30_000)}.${'a.'.repeat(30_000)}`,
      `Experience\nEngineer ${'2019 '.repeat(20_000)}`,
      `Certifications\n${'-'.repeat(50_000)}x\n${')'.repeat(50_000)} 2020 x`,
      `Skills\n${'.'.repeat(50_000)}x`,
      `Languages\n${'English (native), '.repeat(10_000)}`,
      `Skills\nLanguages: ${'Fluent '.repeat(20_000)}`,
      `Languages\n${'( and '.repeat(20_000)}`,
      `Projects\n${'Member, Chess Club\n'.repeat(20_000)}`,
      `Leadership\n${'President, Club (2020 – 2021)\nMember, Team\n'.repeat(10_000)}`,
      `Awards\nDean's List\n${'• x\ny\n'.repeat(20_000)}`,
      `Education\n${'University of Iowa Bachelor '.repeat(5_000)}\n${'Bachelor of Arts at '.repeat(5_000)}University`,
    ];
    for (const text of hostile) {
      const start = performance.now();
      const draft = parseResumeText(text);
      expect(performance.now() - start, text.slice(0, 20)).toBeLessThan(1_000);
      expect(() => resumeContent.parse(draft.content)).not.toThrow();
    }
  });
});

/** A JSON Resume in the shape the schema's own sample takes, with what the builder has no place for. */
const document = {
  $schema: JSON_RESUME_SCHEMA_URL,
  basics: {
    name: 'Richard Hendriks',
    label: 'Programmer',
    email: 'richard.hendriks@example.com',
    phone: '(912) 555-4321',
    url: 'http://richardhendricks.example.com',
    summary: 'Richard hails from Tulsa. He has earned degrees from the University of Oklahoma and Stanford.',
    location: { address: '2712 Broadway St', postalCode: 'CA 94115', city: 'San Francisco', countryCode: 'US', region: 'California' },
    profiles: [
      { network: 'Twitter', username: 'neutralthoughts', url: 'https://twitter.com/neutralthoughts' },
      { network: 'LinkedIn', username: 'richardhendriks', url: 'https://www.linkedin.com/in/richardhendriks' },
    ],
  },
  work: [
    {
      name: 'Pied Piper',
      location: 'Palo Alto, CA',
      position: 'CEO/President',
      url: 'http://piedpiper.example.com',
      startDate: '2013-12-01',
      endDate: '2014-12-01',
      summary: 'Pied Piper is a multi-platform technology based on a proprietary universal compression algorithm.',
      highlights: ['Build an algorithm for artist to detect if their music was violating copy right infringement laws', 'Successfully won Techcrunch Disrupt'],
    },
    { name: 'Hooli', position: 'Engineer', startDate: '2011-06' },
  ],
  volunteer: [{ organization: 'CoderDojo', position: 'Teacher', startDate: '2012-01-01', summary: 'Global movement of free coding clubs.' }],
  education: [{ institution: 'University of Oklahoma', url: 'https://www.ou.edu/', area: 'Information Technology', studyType: 'Bachelor', startDate: '2011-06-01', endDate: '2014-01-01', score: '4.0', courses: ['DB1101 - Basic SQL'] }],
  awards: [{ title: 'Digital Compression Pioneer Award', date: '2014-11-01', awarder: 'Techcrunch' }],
  certificates: [{ name: 'Certified Scrum Master', date: '2020', issuer: 'Scrum Alliance', url: 'https://example.com/csm' }],
  skills: [
    { name: 'Web Development', level: 'Master', keywords: ['HTML', 'CSS', 'JavaScript'] },
    { name: 'Compression', level: 'Master', keywords: ['Mpeg', 'MP4', 'GIF', 'html'] },
  ],
  languages: [{ language: 'English', fluency: 'Native speaker' }],
  interests: [{ name: 'Wildlife', keywords: ['Ferrets', 'Unicorns'] }],
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    return err;
  }
  throw new Error('expected a refusal');
};

describe('fromJsonResume', () => {
  it('maps a realistic document and hands back the sections it has no place for', () => {
    const { content, unplaced } = fromJsonResume(JSON.stringify(document));
    expect(content.personalInfo).toEqual({
      firstName: 'Richard',
      lastName: 'Hendriks',
      email: 'richard.hendriks@example.com',
      phone: '(912) 555-4321',
      location: 'San Francisco, California',
      linkedin: 'https://www.linkedin.com/in/richardhendriks',
      portfolio: 'http://richardhendricks.example.com',
    });
    expect(content.professionalSummary).toBe(document.basics.summary);
    expect(content.experience).toEqual([
      {
        id: 'exp-1',
        company: 'Pied Piper',
        position: 'CEO/President',
        location: 'Palo Alto, CA',
        startDate: '2013-12',
        endDate: '2014-12',
        current: false,
        description: [document.work[0]!.summary, ...document.work[0]!.highlights!].join('\n'),
      },
      { id: 'exp-2', company: 'Hooli', position: 'Engineer', location: '', startDate: '2011-06', endDate: '', current: true, description: '' },
    ]);
    expect(content.education).toEqual([
      { id: 'edu-1', institution: 'University of Oklahoma', degree: 'Bachelor', field: 'Information Technology', graduationDate: '2014-01', gpa: '4.0' },
    ]);
    expect(content.skills).toEqual(['Web Development', 'HTML', 'CSS', 'JavaScript', 'Compression', 'Mpeg', 'MP4', 'GIF']);
    expect(content.certifications).toEqual([{ id: 'cert-1', name: 'Certified Scrum Master', issuer: 'Scrum Alliance', date: '2020-01' }]);
    expect(content.volunteer).toEqual([
      { id: 'vol-1', organization: 'CoderDojo', role: 'Teacher', location: '', startDate: '2012-01', endDate: '', current: true, description: 'Global movement of free coding clubs.' },
    ]);
    expect(content.leadership).toEqual([]);
    expect(content.awards).toEqual([{ id: 'award-1', title: 'Digital Compression Pioneer Award', awarder: 'Techcrunch', date: '2014-11', description: '' }]);
    expect(content.languages).toEqual([{ id: 'lang-1', language: 'English', fluency: 'Native speaker' }]);
    expect(unplaced).toEqual(['Twitter: https://twitter.com/neutralthoughts', 'Label: Programmer', 'Interests: Wildlife — Ferrets, Unicorns']);
  });

  it('round-trips the builder’s content through toJsonResume', () => {
    const exported = toJsonResume(sampleResume) as Record<string, unknown> & { basics: Record<string, unknown>; work: Record<string, unknown>[] };
    expect(exported.$schema).toBe(JSON_RESUME_SCHEMA_URL);
    expect(exported.basics.url).toBe('https://mariadelgado.dev');
    expect(exported.basics.location).toEqual({ city: 'Austin', region: 'TX' });
    expect(exported.basics.profiles).toEqual([{ network: 'LinkedIn', username: 'maria-delgado', url: 'https://www.linkedin.com/in/maria-delgado' }]);
    expect(exported.work[0]).toMatchObject({ name: 'Brightline Payments', position: 'Staff Software Engineer', startDate: '2022-01' });
    expect(exported.work[0]).not.toHaveProperty('endDate');
    expect(exported.work[1]).toMatchObject({ startDate: '2019-03', endDate: '2021-12' });

    const { content, unplaced } = fromJsonResume(JSON.stringify(exported));
    expect(withoutIds(content)).toEqual(withoutIds(sampleResume));
    expect(unplaced).toEqual([]);
  });

  it('round-trips a student’s projects, volunteering, leadership, awards and languages, leadership marked inside volunteer', () => {
    const exported = toJsonResume(sampleStudentResume) as Record<string, Record<string, unknown>[]>;
    expect(exported.projects![0]).toEqual({
      name: 'CampusBus Arrival Predictor',
      roles: ['Team lead'],
      url: 'https://github.com/amaraokafor/campusbus',
      startDate: '2024-09',
      endDate: '2025-04',
      highlights: sampleStudentResume.projects[0]!.description.split('\n'),
    });
    expect(exported.volunteer!.map((entry) => [entry.organization, entry.type])).toEqual([
      ['Columbus Literacy Council', undefined],
      ['Women in Computing', 'leadership'],
    ]);
    expect(exported.awards![1]).toEqual({ title: 'First Place, Best Use of Data', awarder: 'HackOHI/O', date: '2024-11', summary: sampleStudentResume.awards[1]!.description });
    expect(exported.languages).toEqual([
      { language: 'English', fluency: 'Native' },
      { language: 'Igbo', fluency: 'Conversational' },
      { language: 'French', fluency: 'B2' },
    ]);

    const { content, unplaced } = fromJsonResume(JSON.stringify(exported));
    expect(withoutIds(content)).toEqual(withoutIds(sampleStudentResume));
    expect(unplaced).toEqual([]);
  });

  it('reads a project’s roles, highlights and keywords, and hands back a link it cannot keep', () => {
    const { content, unplaced } = fromJsonResume(
      JSON.stringify({
        projects: [
          {
            name: 'Trail Finder',
            description: 'A hiking trail recommender.',
            highlights: ['Ranked 4,000 trails by difficulty'],
            keywords: ['Python', 'Flask'],
            roles: ['Developer', 'Designer'],
            url: 'ftp://trails.example.com',
            startDate: '2023-02-14',
            endDate: '2023',
          },
        ],
        volunteer: [{ organization: 'Red Cross', position: 'Blood drive volunteer', url: 'https://redcross.example.org', endDate: '2022-07' }],
        languages: [{ language: '', fluency: 'Native' }, { language: 'Korean' }],
      }),
    );
    expect(content.projects).toEqual([
      {
        id: 'proj-1',
        name: 'Trail Finder',
        role: 'Developer, Designer',
        url: '',
        startDate: '2023-02',
        endDate: '2023-01',
        description: 'A hiking trail recommender.\nRanked 4,000 trails by difficulty\nPython, Flask',
      },
    ]);
    expect(content.volunteer).toMatchObject([{ organization: 'Red Cross', role: 'Blood drive volunteer', startDate: '', endDate: '2022-07', current: false }]);
    expect(content.languages).toEqual([{ id: 'lang-1', language: 'Korean', fluency: '' }]);
    expect(unplaced).toEqual(['Trail Finder: ftp://trails.example.com', 'Red Cross: https://redcross.example.org']);
  });

  it('gives web addresses without a scheme theirs, and a LinkedIn profile named only by its user one', () => {
    const bare = fromJsonResume(JSON.stringify({ basics: { url: 'janedoe.dev', profiles: [{ network: 'LinkedIn', url: 'linkedin.com/in/jane' }] } }));
    expect(bare.content.personalInfo).toMatchObject({ portfolio: 'https://janedoe.dev', linkedin: 'https://linkedin.com/in/jane' });
    const named = fromJsonResume(JSON.stringify({ basics: { profiles: [{ network: 'linkedin', username: 'jane-doe' }] } }));
    expect(named.content.personalInfo.linkedin).toBe('https://www.linkedin.com/in/jane-doe');
  });

  it('refuses what is not JSON, not an object, or of the wrong types, with the import message', () => {
    for (const text of ['{not json', '', '[]', '"a resume"', 'null', '42', '{"basics": {"name": 42}}', '{"work": "Acme"}', '{"skills": [{"keywords": "a, b"}]}', '{"education": [null]}']) {
      const err = refusal(() => fromJsonResume(text));
      expect(err, text).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 'BAD_REQUEST', title: 'Import failed', description: RESUME_TEXT.jsonInvalid });
    }
  });

  it('refuses a document over the size limit, and cuts an oversized one within it to fit', () => {
    const huge = JSON.stringify({ basics: { summary: 'x'.repeat(L.jsonImportMaxBytes) } });
    expect(refusal(() => fromJsonResume(huge))).toMatchObject({ code: 'BAD_REQUEST', description: RESUME_TEXT.jsonTooLarge });

    const large = {
      basics: { name: `${'A'.repeat(150)} ${'B'.repeat(150)}`, summary: 's'.repeat(5_000), email: 'not an email', url: 'javascript:alert(1)' },
      work: Array.from({ length: 50 }, (_, i) => ({ name: `Co ${i}`, startDate: 'sometime', highlights: Array.from({ length: i === 0 ? 20 : 1 }, () => 'h'.repeat(400)) })),
      skills: Array.from({ length: 300 }, (_, i) => ({ name: `skill ${i}` })).concat({ name: 'y'.repeat(80) }),
    };
    const { content, unplaced } = fromJsonResume(JSON.stringify(large));
    expect(() => resumeContent.parse(content)).not.toThrow();
    expect(content.personalInfo.firstName).toHaveLength(L.nameMax);
    expect(content.personalInfo.email).toBe('');
    expect(content.personalInfo.portfolio).toBe('');
    expect(content.professionalSummary).toHaveLength(L.summaryMax);
    expect(content.experience).toHaveLength(L.experienceMax);
    expect(content.experience[0]!.startDate).toBe('');
    expect(content.experience[0]!.description.length).toBeLessThanOrEqual(L.descriptionMax);
    expect(content.skills).toHaveLength(L.skillsMax);
    expect(unplaced).toEqual(expect.arrayContaining(['Email: not an email', 'Website: javascript:alert(1)', `Skill: ${'y'.repeat(80)}`]));
  });
});
