// The live preview: the letter on the template's page, under the chosen resume's name and contact
// line (the header the resume prints), as the PDF lays it out: the date, the recipient, the greeting,
// the paragraphs, the sign-off and the name.
import { resumeTemplate, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import type { LetterContent } from '#shared/schemas/cover-letters.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { TemplatePage } from '../resumes/index.ts';
import { paragraphsOf } from './letter-model.ts';
import classes from './LetterPreview.module.css';

/** `2026-11-27` as "November 27, 2026"; an empty date prints as the day it is printed. */
function longDate(date: string): string {
  const day = date ? new Date(`${date}T00:00:00`) : new Date();
  return day.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

interface Props {
  template: ResumeTemplateId;
  content: LetterContent;
  personalInfo: ResumeContent['personalInfo'];
}

export function LetterPreview({ template, content, personalInfo }: Props) {
  const { recipient } = content;
  const to = [recipient.name, recipient.title, recipient.company, recipient.address].filter((line) => line.trim()).join('\n');
  const name = [personalInfo.firstName, personalInfo.lastName].filter(Boolean).join(' ');
  return (
    <TemplatePage template={template} personalInfo={personalInfo} label={`Cover letter preview, ${resumeTemplate(template).name} template`} contactLine>
      <div className={classes.letter} data-testid="letter-preview">
        <p className={classes.block}>{longDate(content.date)}</p>
        {to && <p className={classes.block}>{to}</p>}
        {content.greeting && <p className={classes.block}>{content.greeting}</p>}
        {paragraphsOf(content.body).map((paragraph, i) => (
          <p key={i} className={classes.paragraph}>
            {paragraph}
          </p>
        ))}
        {content.signOff && <p className={classes.signOff}>{content.signOff}</p>}
        {name && <p className={classes.signature}>{name}</p>}
      </div>
    </TemplatePage>
  );
}
