// A cover letter as a PDF, drawn by the PDF engine as the resume is (same page, margins, fonts,
// accent and name line for the template), so that a resume and its letter look like one set. Every
// field prints as text: nothing in it is markup.
import { resumeTemplate } from '#shared/constants/resumes.ts';
import { resumeArrangement } from '#shared/rules/resume-layout.ts';
import { Flow, MARGIN, openPdf, PAGE, type Style } from '../../engines/pdf/index.ts';
import { letterParts, type LetterDocument } from '#shared/rules/cover-letter.ts';

const SIZE = { name: 22, contact: 9.5, body: 11 } as const;
const TEXT = '#212529';
const MUTED = '#495057';
/** The space between paragraphs and between the letter's blocks, in points. */
const GAP = 10;

export async function renderLetterPdf(doc: LetterDocument): Promise<Buffer> {
  const parts = letterParts(doc);
  const template = resumeTemplate(doc.template);
  const arrangement = resumeArrangement(doc.template);
  const title = parts.name ? `${parts.name} Cover Letter` : 'Cover Letter';
  const pdf = await openPdf(template.font, { Title: title, Author: parts.name, Subject: 'Cover Letter' }, parts);
  const flow = new Flow(pdf.type, MARGIN.side, PAGE.width - 2 * MARGIN.side, MARGIN.top);
  const body: Style = { face: 'regular', size: SIZE.body, color: TEXT };

  if (parts.name) {
    flow.paragraph(parts.name, { face: 'bold', size: SIZE.name, color: arrangement.accentName ? template.accent : TEXT, align: arrangement.nameAlign });
    flow.space(2);
  }
  if (parts.contact.length > 0) flow.items(parts.contact, '  |  ', { face: 'regular', size: SIZE.contact, color: MUTED, align: arrangement.nameAlign });
  flow.space(2 * GAP);
  flow.paragraph(parts.date, body);
  flow.space(GAP);
  if (parts.recipient.length > 0) {
    for (const line of parts.recipient) flow.paragraph(line, body);
    flow.space(GAP);
  }
  flow.paragraph(parts.greeting, body);
  for (const paragraph of parts.paragraphs) {
    flow.space(GAP);
    flow.paragraph(paragraph, body);
  }
  flow.space(GAP);
  // The sign-off never ends a page without the name under it.
  flow.ensure(2 * flow.height(parts.signOff, body, flow.width));
  flow.paragraph(parts.signOff, body);
  if (parts.name) flow.paragraph(parts.name, body);
  return pdf.end();
}
