// Preview: the resume drawn in HTML and CSS the way its template lays out the PDF: one column or a
// sidebar, the template's accent on the name and the section headings, its serif or sans font, and
// its section order.
import { Modal } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { resumeTemplate, type ResumeTemplate } from '#shared/constants/resumes.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { dateRange, formatMonth, type WorkingResume } from './resume-model.ts';
import { templateSections, type PrintedSection } from './template-sections.ts';
import classes from './ResumePreview.module.css';

const FONT_STACKS: Record<ResumeTemplate['font'], string> = {
  Helvetica: 'Helvetica, Arial, sans-serif',
  'Times-Roman': '"Times New Roman", Times, serif',
};

const bullets = (description: string) =>
  description
    .split('\n')
    .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
    .filter(Boolean);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.section}>
      <h3 className={classes.heading}>{title}</h3>
      {children}
    </section>
  );
}

function contactLines(p: ResumeContent['personalInfo']) {
  return [p.email, p.phone, p.location, p.linkedin, p.portfolio].filter(Boolean);
}

/** One printed section, or nothing when the resume has nothing for it. */
function PrintedPart({ part, content }: { part: PrintedSection; content: ResumeContent }) {
  switch (part) {
    case 'contact': {
      const lines = contactLines(content.personalInfo);
      return lines.length ? (
        <Section title="Contact">
          {lines.map((line) => (
            <p key={line} className={classes.small}>
              {line}
            </p>
          ))}
        </Section>
      ) : null;
    }
    case 'summary':
      return content.professionalSummary ? (
        <Section title="Professional Summary">
          <p className={classes.text}>{content.professionalSummary}</p>
        </Section>
      ) : null;
    case 'experience':
      return content.experience.length ? (
        <Section title="Experience">
          {content.experience.map((job) => (
            <div key={job.id} className={classes.entry}>
              <div className={classes.entryHead}>
                <strong>{[job.position, job.company].filter(Boolean).join(', ')}</strong>
                <span className={classes.small}>{dateRange(job.startDate, job.endDate, job.current)}</span>
              </div>
              {job.location && <p className={classes.small}>{job.location}</p>}
              <ul className={classes.bullets}>
                {bullets(job.description).map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
        </Section>
      ) : null;
    case 'education':
      return content.education.length ? (
        <Section title="Education">
          {content.education.map((school) => (
            <div key={school.id} className={classes.entry}>
              <div className={classes.entryHead}>
                <strong>{[school.degree, school.field].filter(Boolean).join(' in ')}</strong>
                <span className={classes.small}>{formatMonth(school.graduationDate)}</span>
              </div>
              <p className={classes.small}>
                {[school.institution, school.gpa && `GPA ${school.gpa}`].filter(Boolean).join(' · ')}
              </p>
            </div>
          ))}
        </Section>
      ) : null;
    case 'skills':
      return content.skills.length ? (
        <Section title="Skills">
          <p className={classes.text}>{content.skills.join(', ')}</p>
        </Section>
      ) : null;
    case 'certifications':
      return content.certifications.length ? (
        <Section title="Certifications">
          {content.certifications.map((cert) => (
            <p key={cert.id} className={classes.text}>
              <strong>{cert.name}</strong>
              {[cert.issuer, formatMonth(cert.date)].filter(Boolean).length > 0 && ` · ${[cert.issuer, formatMonth(cert.date)].filter(Boolean).join(', ')}`}
            </p>
          ))}
        </Section>
      ) : null;
  }
}

/** The page itself, as the PDF prints it. */
export function ResumeDocument({ resume }: { resume: WorkingResume }) {
  const template = resumeTemplate(resume.template);
  const { content } = resume;
  const sections = templateSections(template);
  const name = [content.personalInfo.firstName, content.personalInfo.lastName].filter(Boolean).join(' ') || 'Your Name';
  const style = { '--resume-accent': template.accent, fontFamily: FONT_STACKS[template.font] } as CSSProperties;
  const parts = (list: readonly PrintedSection[]) => list.map((part) => <PrintedPart key={part} part={part} content={content} />);

  return (
    <article className={classes.page} style={style} aria-label={`${name}, ${template.name} template`} data-layout={template.layout}>
      <header className={classes.header}>
        <h2 className={classes.name}>{name}</h2>
        {template.layout === 'single-column' && <p className={classes.small}>{contactLines(content.personalInfo).join('  |  ')}</p>}
      </header>
      {template.layout === 'sidebar' ? (
        <div className={classes.columns}>
          <aside className={classes.sidebar}>{parts(sections.sidebar)}</aside>
          <div className={classes.main}>{parts(sections.main)}</div>
        </div>
      ) : (
        parts(sections.main)
      )}
    </article>
  );
}

export function PreviewModal({ resume, opened, onClose }: { resume: WorkingResume; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} size={880} title={`Preview: ${resumeTemplate(resume.template).name}`}>
      <div className={classes.backdrop}>
        <ResumeDocument resume={resume} />
      </div>
    </Modal>
  );
}
