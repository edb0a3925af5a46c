// The live preview: the letter on the template's page, under the chosen resume's name and contact
// line (the header the resume prints), in the order and words the exports print (the server's
// letter-document.ts): the date, the recipient, the greeting, the paragraphs, the sign-off and the name.
import { COVER_LETTER_TEXT as T } from '#shared/constants/cover-letters.ts';
import { resumeTemplate, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import { formatLetterDate } from '#shared/format.ts';
import { joinName } from '#shared/rules/resume-layout.ts';
import type { LetterContent } from '#shared/schemas/cover-letters.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { TemplatePage } from '../resumes/index.ts';
import { paragraphsOf } from './letter-model.ts';
import classes from './LetterPreview.module.css';

interface Props {
  template: ResumeTemplateId;
  content: LetterContent;
  personalInfo: ResumeContent['personalInfo'];
}

export function LetterPreview({ template, content, personalInfo }: Props) {
  const { recipient } = content;
  const to = [recipient.name, recipient.title, recipient.company, ...recipient.address.split('\n')]
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  const name = joinName(personalInfo);
  return (
    <TemplatePage template={template} personalInfo={personalInfo} label={`Cover letter preview, ${resumeTemplate(template).name} template`} contactLine>
      <div className={classes.letter} data-testid="letter-preview">
        <p className={classes.block}>{formatLetterDate(content.date || new Date())}</p>
        {to && <p className={classes.block}>{to}</p>}
        <p className={classes.block}>{content.greeting.trim() || T.defaultGreeting}</p>
        {paragraphsOf(content.body).map((paragraph, i) => (
          <p key={i} className={classes.paragraph}>
            {paragraph}
          </p>
        ))}
        <p className={classes.closing}>{content.signOff.trim() || T.defaultSignOff}</p>
        {name && <p className={classes.closing}>{name}</p>}
      </div>
    </TemplatePage>
  );
}
