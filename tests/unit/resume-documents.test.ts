// Resume PDFs: every template renders a two-page resume whose text the project's own reader
// extracts and the importer reads back field for field; the PDF is text, with its title set; the free
// templates keep the order an ATS expects and the premium ones the layout they promise; empty
// sections are left out; a sidebar too full for the first page moves to the main column; characters
// the standard fonts lack print in embedded fonts (tests/unit/pdf-scripts.test.ts has every script).
import { getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { RESUME_TEMPLATE_IDS, RESUME_TEMPLATES, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import { resumeContent, type ResumeContent } from '#shared/schemas/resumes.ts';
import { sampleResume, sampleStudentResume } from '../../scripts/support/sample-resume.ts';
import { parseResumeText } from '../../src/server/features/resumes/import/parse-text.ts';
import { layoutFor } from '../../src/server/features/resumes/pdf/layouts.ts';
import { renderResumePdf } from '../../src/server/features/resumes/pdf/render.ts';
import { documentText, extractPdfText } from '../../src/server/platform/documents.ts';

async function textOf(pdf: Buffer): Promise<string> {
  const outcome = await documentText('pdf', pdf);
  if (!outcome.ok || !outcome.text) throw new Error(`no text: ${JSON.stringify(outcome)}`);
  return outcome.text;
}

async function pageCount(pdf: Buffer): Promise<number> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  try {
    return doc.numPages;
  } finally {
    void doc.loadingTask.destroy();
  }
}

async function titleOf(pdf: Buffer): Promise<unknown> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  try {
    return (await getMeta(doc)).info.Title;
  } finally {
    void doc.loadingTask.destroy();
  }
}

const withoutIds = <T extends { id: string }>(entries: readonly T[]) => entries.map(({ id: _id, ...rest }) => rest);
/** Content without its entries' ids, which the importer numbers its own way. */
const contentWithoutIds = (content: ResumeContent) => JSON.parse(JSON.stringify(content, (key, value: unknown) => (key === 'id' ? undefined : value))) as unknown;

describe.each(RESUME_TEMPLATE_IDS)('a two-page resume in %s', (template: ResumeTemplateId) => {
  it('reads back field for field from the PDF text', async () => {
    const pdf = await renderResumePdf(sampleResume, template);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pageCount(pdf)).toBe(2);

    const { content, unplaced } = parseResumeText(await textOf(pdf));
    expect(content.personalInfo).toEqual({
      firstName: 'Maria',
      lastName: 'Delgado',
      email: 'maria.delgado@example.com',
      phone: '(512) 555-0147',
      location: 'Austin, TX',
      linkedin: 'https://www.linkedin.com/in/maria-delgado',
      portfolio: 'https://mariadelgado.dev',
    });
    expect(content.professionalSummary).toBe(sampleResume.professionalSummary);
    expect(content.experience.map((job) => [job.position, job.company, job.location, job.startDate, job.endDate, job.current])).toEqual([
      ['Staff Software Engineer', 'Brightline Payments', 'Austin, TX', '2022-01', '', true],
      ['Senior Software Engineer', 'Café Müller Logistics', 'Denver, CO', '2019-03', '2021-12', false],
      ['Software Engineer', 'Northwind Health', 'Remote', '2016-06', '2019-02', false],
      ['Junior Developer', 'Lone Star Media', 'San Antonio, TX', '2015-01', '2016-05', false],
    ]);
    // Every bullet, wrapped ones included, comes back whole and in order.
    expect(content.experience.map((job) => job.description)).toEqual(sampleResume.experience.map((job) => job.description));
    expect(content.experience.map((job) => job.id)).toEqual(['exp-1', 'exp-2', 'exp-3', 'exp-4']);
    expect(withoutIds(content.education)).toEqual([
      { institution: 'University of Texas at Austin', degree: 'Master of Science', field: 'Computer Science', graduationDate: '2016-05', gpa: '3.9' },
      { institution: 'Texas State University', degree: 'Bachelor of Science', field: 'Mathematics', graduationDate: '2014-12', gpa: '' },
    ]);
    expect(content.skills).toEqual(sampleResume.skills);
    expect(withoutIds(content.certifications)).toEqual([
      { name: 'AWS Certified Solutions Architect – Professional', issuer: 'Amazon Web Services', date: '2023-04' },
      { name: 'Certified Kubernetes Administrator', issuer: 'Cloud Native Computing Foundation', date: '2021-09' },
      { name: 'Professional Scrum Master I', issuer: 'Scrum.org', date: '2018-02' },
    ]);
    expect(unplaced).toEqual([]);
  });

  it('is text with its title set, in standard fonts only', async () => {
    const pdf = await renderResumePdf(sampleResume, template);
    expect(await extractPdfText(pdf)).toContain('Maria Delgado');
    expect(await titleOf(pdf)).toBe('Maria Delgado Resume');
    // No embedded font program: the standard 14 are the reader's own.
    expect(pdf.toString('latin1')).not.toMatch(/\/FontFile/);
  });
});

describe.each(RESUME_TEMPLATE_IDS)('a student’s resume with every section in %s', (template: ResumeTemplateId) => {
  it('reads back whole: projects, leadership, volunteering, awards and languages in their own sections', async () => {
    const { content, unplaced } = parseResumeText(await textOf(await renderResumePdf(sampleStudentResume, template)));
    expect(contentWithoutIds(content)).toEqual(contentWithoutIds(sampleStudentResume));
    expect(unplaced).toEqual([]);
  });
});

describe('the templates', () => {
  it('print the student sections under their headings, in the order the template gives', async () => {
    const headings = ['Experience', 'Projects', 'Education', 'Leadership', 'Volunteer Experience', 'Skills', 'Certifications', 'Awards', 'Languages'];
    for (const template of RESUME_TEMPLATES.filter((t) => !t.premium)) {
      const lines = (await textOf(await renderResumePdf(sampleStudentResume, template.id))).split('\n');
      const found = lines.flatMap((line) => headings.filter((heading) => heading.toLowerCase() === line.toLowerCase()));
      expect(found, template.id).toEqual(template.id === 'sales-marketing' ? ['Skills', ...headings.filter((h) => h !== 'Skills')] : headings);
    }
  });


  it('free ones are one column: name, contact line under it, the standard headings in ATS order', async () => {
    for (const template of RESUME_TEMPLATES.filter((t) => !t.premium)) {
      expect(layoutFor(template.id).sidebar, template.id).toBeNull();
      const lines = (await textOf(await renderResumePdf(sampleResume, template.id))).split('\n');
      expect(lines[0]).toBe('Maria Delgado');
      expect(lines[1]).toMatch(/^maria\.delgado@example\.com \| \(512\) 555-0147 \| Austin, TX \|/);
      const headings = lines.filter((line) => /^(summary|experience|education|skills|certifications)$/i.test(line)).map((line) => line.toLowerCase());
      expect(headings).toHaveLength(5);
      expect(headings.indexOf('experience')).toBeLessThan(headings.indexOf('education'));
    }
  });

  it('premium ones lay out as they promise: a sidebar where the template says so, education first for academics', async () => {
    for (const template of RESUME_TEMPLATES.filter((t) => t.premium)) {
      expect(layoutFor(template.id).sidebar !== null, template.id).toBe(template.layout === 'sidebar');
    }
    const academic = (await textOf(await renderResumePdf(sampleResume, 'academic-research'))).split('\n');
    expect(academic.indexOf('Education')).toBeLessThan(academic.indexOf('Experience'));
    const clinical = (await textOf(await renderResumePdf(sampleResume, 'healthcare-professional'))).split('\n');
    expect(clinical.indexOf('LICENSES & CERTIFICATIONS')).toBeLessThan(clinical.indexOf('EXPERIENCE'));
  });
});

describe('renderResumePdf', () => {
  it('leaves out the sections that have nothing in them', async () => {
    const sparse = resumeContent.parse({
      personalInfo: { firstName: 'Ada', lastName: 'Byron' },
      experience: [{ id: 'a', position: 'Analyst', company: 'Engines Ltd', startDate: '2020-02', endDate: '2021-03', description: 'Wrote the first program' }],
    });
    for (const template of RESUME_TEMPLATE_IDS) {
      const text = await textOf(await renderResumePdf(sparse, template));
      expect(text).toMatch(/experience/i);
      expect(text).not.toMatch(/summary|education|skills|certifications|contact|projects|volunteer|leadership|awards|languages/i);
      expect(parseResumeText(text).content.experience[0]).toMatchObject({ position: 'Analyst', company: 'Engines Ltd', startDate: '2020-02', endDate: '2021-03' });
    }
  });

  it('keeps a title too long to share its line with the dates whole', async () => {
    const position = 'Principal Software Engineer and Technical Lead for Payments Platform Infrastructure Group';
    const long: ResumeContent = { ...sampleResume, experience: [{ ...sampleResume.experience[0]!, position, location: 'San Francisco Bay Area, CA' }] };
    for (const template of RESUME_TEMPLATE_IDS) {
      const [job] = parseResumeText(await textOf(await renderResumePdf(long, template))).content.experience;
      expect(job, template).toMatchObject({ position, company: 'Brightline Payments', location: 'San Francisco Bay Area, CA', startDate: '2022-01', current: true });
      expect(job!.description).toBe(sampleResume.experience[0]!.description);
    }
  });

  it('renders an empty resume without failing', async () => {
    const pdf = await renderResumePdf(resumeContent.parse({}), 'modern-professional');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('moves sidebar sections that would overflow the first page to the main column, losing nothing', async () => {
    const skills = Array.from({ length: 100 }, (_, i) => `Skill number ${i + 1}`);
    const crowded: ResumeContent = { ...sampleResume, skills };
    for (const template of ['creative-portfolio', 'healthcare-professional'] as const) {
      const { content } = parseResumeText(await textOf(await renderResumePdf(crowded, template)));
      expect(content.skills).toEqual(skills);
      expect(content.experience).toHaveLength(4);
    }
  });

  it('breaks pages automatically for the longest resume the limits allow', async () => {
    const bullets = Array.from({ length: 8 }, (_, i) => `Delivered outcome ${i + 1} for a programme that ran across several regions and teams`).join('\n');
    const long = resumeContent.parse({
      ...sampleResume,
      experience: Array.from({ length: 30 }, (_, i) => ({
        id: `job-${i}`,
        position: 'Consultant',
        company: `Client ${i + 1}`,
        location: 'Boston, MA',
        startDate: `${2000 + (i % 20)}-01`,
        endDate: `${2000 + (i % 20)}-12`,
        description: bullets,
      })),
    });
    const pdf = await renderResumePdf(long, 'executive-classic');
    expect(await pageCount(pdf)).toBeGreaterThan(5);
    const { content } = parseResumeText(await textOf(pdf));
    expect(content.experience).toHaveLength(30);
    expect(content.experience.map((job) => job.company)).toEqual(long.experience.map((job) => job.company));
    expect(content.experience.every((job) => job.description === bullets)).toBe(true);
  });

  it('prints characters outside the standard fonts as written, in embedded fonts, and drops pictographs', async () => {
    const exotic = resumeContent.parse({
      personalInfo: { firstName: 'Zoë', lastName: 'Łukasiewicz-Dvořák', email: 'zoe@example.com' },
      professionalSummary: 'Led “smart quotes” — and ‘single’ ones… Grew revenue ≥ 40% → 🚀 across 東京 and Kraków ﬁnance teams.',
      skills: ['C#', 'Ελληνικά', 'naïve Bayes'],
    });
    for (const template of RESUME_TEMPLATE_IDS) {
      const pdf = await renderResumePdf(exotic, template);
      const text = (await textOf(pdf)).replace(/\s+/g, ' ');
      expect(text).toContain('Zoë Łukasiewicz-Dvořák');
      expect(text).toContain('Led “smart quotes” — and ‘single’ ones… Grew revenue ≥ 40% → across 東京 and Kraków finance teams.');
      // (The reader gives the "ﬁ" ligature back as "fi".)
      expect(text).toContain('Ελληνικά');
      expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
      expect(await titleOf(pdf)).toBe('Zoë Łukasiewicz-Dvořák Resume');
    }
  });
});
