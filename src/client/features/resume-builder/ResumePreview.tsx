// Preview: the resume drawn in HTML and CSS as the server's PDF draws it: one column or a tinted
// sidebar, the template's accent, font, heading style and section order (template-layout.ts), the
// same lines for each entry, and empty sections left out.
import { Modal } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { resumeTemplate } from '#shared/constants/resumes.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { formatMonth, formatRange, type WorkingResume } from './resume-model.ts';
import { templateLayout, type BodySection, type TemplateLayout } from './template-layout.ts';
import classes from './ResumePreview.module.css';

const joined = (parts: readonly string[], separator: string) => parts.filter(Boolean).join(separator);

const bulletLines = (description: string) =>
  description
    .split('\n')
    .map((line) => line.replace(/^\s*[•▪●◦‣∙*·-]\s*/u, '').trim())
    .filter(Boolean);

/** The contact details in the PDF's order, web addresses without their scheme. */
function contactItems(info: ResumeContent['personalInfo']): string[] {
  const bare = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
  return [info.email, info.phone, info.location, bare(info.linkedin), bare(info.portfolio)].filter(Boolean);
}

function hasContent(content: ResumeContent, section: BodySection): boolean {
  if (section === 'summary') return content.professionalSummary.trim() !== '';
  return content[section].length > 0;
}

function Heading({ text, layout }: { text: string; layout: TemplateLayout }) {
  return (
    <h3 className={classes.heading} data-rule={layout.headingRule || undefined}>
      {layout.headingCase === 'upper' ? text.toUpperCase() : text}
    </h3>
  );
}

function Row({ left, right }: { left: string; right: string }) {
  return (
    <div className={classes.row}>
      <strong>{left}</strong>
      {right && <span>{right}</span>}
    </div>
  );
}

function SectionBody({ section, content }: { section: BodySection; content: ResumeContent }): ReactNode {
  switch (section) {
    case 'summary':
      return content.professionalSummary
        .split(/\n\s*\n?/)
        .filter((p) => p.trim())
        .map((paragraph, i) => (
          <p key={i} className={classes.text}>
            {paragraph.trim()}
          </p>
        ));
    case 'experience':
      return content.experience.map((entry) => {
        const where = joined([entry.position ? entry.company : '', entry.location], ' | ');
        return (
          <div key={entry.id} className={classes.entry}>
            <Row left={entry.position || entry.company} right={formatRange(entry.startDate, entry.endDate, entry.current)} />
            {where && <p className={classes.italic}>{where}</p>}
            <ul className={classes.bullets}>
              {bulletLines(entry.description).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </div>
        );
      });
    case 'education':
      return content.education.map((entry) => {
        const degree = joined([entry.degree, entry.field], ' in ');
        const detail = joined([degree ? entry.institution : '', entry.gpa ? `GPA: ${entry.gpa}` : ''], ' | ');
        return (
          <div key={entry.id} className={classes.entry}>
            <Row left={degree || entry.institution} right={formatMonth(entry.graduationDate)} />
            {detail && <p className={classes.italic}>{detail}</p>}
          </div>
        );
      });
    case 'skills':
      return <p className={classes.text}>{content.skills.join(', ')}</p>;
    case 'certifications':
      return (
        <ul className={classes.bullets}>
          {content.certifications.map((entry) => (
            <li key={entry.id}>{joined([joined([entry.name, entry.issuer], ' — '), formatMonth(entry.date)], ', ')}</li>
          ))}
        </ul>
      );
  }
}

function Sections({ list, content, layout }: { list: readonly BodySection[]; content: ResumeContent; layout: TemplateLayout }) {
  return list
    .filter((section) => hasContent(content, section))
    .map((section) => (
      <section key={section} className={classes.section}>
        <Heading text={layout.headings[section]} layout={layout} />
        <SectionBody section={section} content={content} />
      </section>
    ));
}

/** The page itself, as the PDF prints it. */
export function ResumeDocument({ resume }: { resume: WorkingResume }) {
  const layout = templateLayout(resume.template);
  const { content } = resume;
  const name = joined([content.personalInfo.firstName, content.personalInfo.lastName], ' ');
  const contact = contactItems(content.personalInfo);
  const style = { '--resume-accent': layout.accent, fontFamily: layout.fontFamily } as CSSProperties;

  return (
    <article className={classes.page} style={style} aria-label={`Resume preview, ${resumeTemplate(resume.template).name} template`}>
      <header style={{ textAlign: layout.nameAlign }}>
        {name && (
          <h2 className={classes.name} style={{ color: layout.accentName ? layout.accent : undefined }}>
            {name}
          </h2>
        )}
        {!layout.sidebar && contact.length > 0 && <p className={classes.muted}>{contact.join('  |  ')}</p>}
      </header>
      {layout.sidebar ? (
        <div className={classes.columns}>
          <aside className={classes.sidebar}>
            {contact.length > 0 && (
              <section className={classes.section}>
                <Heading text="Contact" layout={layout} />
                {contact.map((item) => (
                  <p key={item} className={classes.text}>
                    {item}
                  </p>
                ))}
              </section>
            )}
            <Sections list={layout.sidebar} content={content} layout={layout} />
          </aside>
          <div>
            <Sections list={layout.main} content={content} layout={layout} />
          </div>
        </div>
      ) : (
        <Sections list={layout.main} content={content} layout={layout} />
      )}
    </article>
  );
}

export function PreviewModal({ resume, opened, onClose }: { resume: WorkingResume; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} size={880} title={`Preview: ${resumeTemplate(resume.template).name}`} closeButtonProps={{ 'aria-label': 'Close preview' }}>
      <div className={classes.backdrop}>
        <ResumeDocument resume={resume} />
      </div>
    </Modal>
  );
}
