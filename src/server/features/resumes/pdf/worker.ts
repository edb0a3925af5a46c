// The standing worker thread that draws resume PDFs (service.ts, run by platform/workers.ts): a
// resume at the limits takes pdfkit hundreds of milliseconds, off the server's thread here.
import type { ResumeTemplateId } from '#shared/constants/resumes.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { standingTask } from '../../../platform/workers.ts';
import { renderResumePdf } from './render.ts';

export interface ResumePdfTask {
  content: ResumeContent;
  template: ResumeTemplateId;
}

standingTask(({ content, template }: ResumePdfTask) => renderResumePdf(content, template));
