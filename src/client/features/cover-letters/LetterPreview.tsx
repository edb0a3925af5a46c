// The live preview: the letter on the template's page, under the chosen resume's name and contact
// line (the header the resume prints), in the parts and words every export prints (rules/cover-letter.ts).
import { resumeTemplate, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import { letterParts } from '#shared/rules/cover-letter.ts';
import type { LetterContent } from '#shared/schemas/cover-letters.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { TemplatePage } from '../resumes/index.ts';
import { today } from './letter-model.ts';
import classes from './LetterPreview.module.css';

interface Props {
  template: ResumeTemplateId;
  content: LetterContent;
  personalInfo: ResumeContent['personalInfo'];
}

export function LetterPreview({ template, content, personalInfo }: Props) {
  const parts = letterParts({ content, header: personalInfo, template, date: content.date || today() });
  return (
    <TemplatePage template={template} personalInfo={personalInfo} label={`Cover letter preview, ${resumeTemplate(template).name} template`} contactLine>
      <div className={classes.letter} data-testid="letter-preview">
        <p className={classes.block}>{parts.date}</p>
        {parts.recipient.length > 0 && <p className={classes.block}>{parts.recipient.join('\n')}</p>}
        <p className={classes.block}>{parts.greeting}</p>
        {parts.paragraphs.map((paragraph, i) => (
          <p key={i} className={classes.paragraph}>
            {paragraph}
          </p>
        ))}
        <p className={classes.closing}>{parts.signOff}</p>
        {parts.name && <p className={classes.closing}>{parts.name}</p>}
      </div>
    </TemplatePage>
  );
}
