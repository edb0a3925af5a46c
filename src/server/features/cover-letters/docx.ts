// A cover letter as a Word file, in the order and template the PDF prints (pdf.ts): the template's
// font as Word has it, the name in the accent where the template puts it there. Every field is a
// text run, which the docx package writes escaped: nothing in it is markup.
import { resumeTemplate, type ResumeTemplate } from '#shared/constants/resumes.ts';
import { resumeArrangement } from '#shared/rules/resume-layout.ts';
import { letterParts, type LetterDocument } from '#shared/rules/cover-letter.ts';

/** The standard PDF families as the fonts every copy of Word has. */
const WORD_FONT: Record<ResumeTemplate['font'], string> = { Helvetica: 'Arial', 'Times-Roman': 'Times New Roman' };
/** Sizes in half-points, as the PDF's (pdf.ts). */
const SIZE = { name: 44, contact: 19, body: 22 } as const;
/** The space under a block, in twentieths of a point (the PDF's 10 points). */
const AFTER = 200;

export async function renderLetterDocx(doc: LetterDocument): Promise<Buffer> {
  const { AlignmentType, Document, Packer, Paragraph, TextRun } = await import('docx');
  const parts = letterParts(doc);
  const template = resumeTemplate(doc.template);
  const arrangement = resumeArrangement(doc.template);
  const alignment = arrangement.nameAlign === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
  const line = (text: string, after = 0) => new Paragraph({ spacing: { after }, children: [new TextRun(text)] });
  /** Lines of one block: the space goes under the last. */
  const block = (lines: readonly string[]) => lines.map((text, i) => line(text, i === lines.length - 1 ? AFTER : 0));

  const children = [
    ...(parts.name
      ? [new Paragraph({ alignment, children: [new TextRun({ text: parts.name, bold: true, size: SIZE.name, color: arrangement.accentName ? template.accent.slice(1) : undefined })] })]
      : []),
    ...(parts.contact.length > 0 ? [new Paragraph({ alignment, spacing: { after: 2 * AFTER }, children: [new TextRun({ text: parts.contact.join('  |  '), size: SIZE.contact, color: '495057' })] })] : []),
    ...block([parts.date]),
    ...block(parts.recipient),
    ...block([parts.greeting]),
    ...parts.paragraphs.flatMap((paragraph) => block([paragraph])),
    ...block([parts.signOff, parts.name].filter(Boolean)),
  ];
  const document = new Document({
    creator: 'Upward',
    title: parts.name ? `${parts.name} Cover Letter` : 'Cover Letter',
    styles: { default: { document: { run: { font: WORD_FONT[template.font], size: SIZE.body, color: '212529' } } } },
    sections: [{ properties: { page: { size: { width: 12_240, height: 15_840 }, margin: { top: 960, bottom: 960, left: 1080, right: 1080 } } }, children }],
  });
  return Packer.toBuffer(document);
}
