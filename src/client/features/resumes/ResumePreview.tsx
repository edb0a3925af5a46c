// Preview: the resume drawn in HTML and CSS as the server's PDF draws it: one column or a tinted
// sidebar, the template's accent, font, heading style and section order (rules/resume-layout.ts), the
// same lines for each entry, and empty sections left out.
import { Modal } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { resumeTemplate, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import { contactItems, joinName, sectionHasContent, sectionView, type BodySection } from '#shared/rules/resume-layout.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import type { WorkingResume } from './resume-model.ts';
import { templateLayout, type TemplateLayout } from './template-layout.ts';
import classes from './ResumePreview.module.css';

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
  const view = sectionView(content, section);
  switch (view.kind) {
    case 'paragraphs':
      return view.paragraphs.map((paragraph, i) => (
        <p key={i} className={classes.text}>
          {paragraph}
        </p>
      ));
    case 'items':
      return <p className={classes.text}>{view.items.join(', ')}</p>;
    case 'lines':
      return (
        <ul className={classes.bullets}>
          {view.lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      );
    case 'entries':
      return view.entries.map((entry) => (
        <div key={entry.id} className={classes.entry}>
          <Row left={entry.title} right={entry.dates} />
          {entry.where && <p className={classes.italic}>{entry.where}</p>}
          {entry.bullets.length > 0 && (
            <ul className={classes.bullets}>
              {entry.bullets.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      ));
  }
}

function Sections({ list, content, layout }: { list: readonly BodySection[]; content: ResumeContent; layout: TemplateLayout }) {
  return list
    .filter((section) => sectionHasContent(content, section))
    .map((section) => (
      <section key={section} className={classes.section}>
        <Heading text={layout.headings[section]} layout={layout} />
        <SectionBody section={section} content={content} />
      </section>
    ));
}

interface TemplatePageProps {
  template: ResumeTemplateId;
  personalInfo: ResumeContent['personalInfo'];
  /** The page's accessible name. */
  label: string;
  /** The contact line under the name; a sidebar template's resume lists it in the sidebar instead. */
  contactLine: boolean;
  children: ReactNode;
}

/**
 * A sheet of the template's paper: its font and accent, and the header a resume and its cover letter
 * share (the name, and the contact line), so the two print as one set.
 */
export function TemplatePage({ template, personalInfo, label, contactLine, children }: TemplatePageProps) {
  const layout = templateLayout(template);
  const name = joinName(personalInfo);
  const contact = contactItems(personalInfo);
  const style = { '--resume-accent': layout.accent, fontFamily: layout.fontFamily } as CSSProperties;
  return (
    <article className={classes.page} style={style} aria-label={label}>
      <header style={{ textAlign: layout.nameAlign }}>
        {name && (
          <h2 className={classes.name} style={{ color: layout.accentName ? layout.accent : undefined }}>
            {name}
          </h2>
        )}
        {contactLine && contact.length > 0 && <p className={classes.muted}>{contact.join('  |  ')}</p>}
      </header>
      {children}
    </article>
  );
}

/** The page itself, as the PDF prints it. */
export function ResumeDocument({ resume }: { resume: WorkingResume }) {
  const layout = templateLayout(resume.template);
  const { content } = resume;
  const contact = contactItems(content.personalInfo);

  return (
    <TemplatePage
      template={resume.template}
      personalInfo={content.personalInfo}
      label={`Resume preview, ${resumeTemplate(resume.template).name} template`}
      contactLine={!layout.sidebar}
    >
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
    </TemplatePage>
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
