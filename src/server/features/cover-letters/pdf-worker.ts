// The standing worker thread that draws cover letter PDFs (routes.ts, run by platform/workers.ts):
// a letter at its limits in a script with embedded fonts costs tens of milliseconds, off the
// server's thread here.
import { standingTask } from '../../platform/workers.ts';
import type { LetterDocument } from '#shared/rules/cover-letter.ts';
import { renderLetterPdf } from './pdf.ts';

standingTask((doc: LetterDocument) => renderLetterPdf(doc));
