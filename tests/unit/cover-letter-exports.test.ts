// A cover letter's three exports (PDF, Word, plain text) print the same parts in the same order: the
// sender, the date, the recipient, the greeting, the paragraphs, the sign-off and the name; defaults
// stand in for an empty greeting and sign-off; markup in any field is printed as the text it is.
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { COVER_LETTER_TEXT } from '#shared/constants/cover-letters.ts';
import { RESUME_TEMPLATE_IDS } from '#shared/constants/resumes.ts';
import { letterContent } from '#shared/schemas/cover-letters.ts';
import { renderLetterDocx } from '../../src/server/features/cover-letters/docx.ts';
import { letterText, type LetterDocument } from '#shared/rules/cover-letter.ts';
import { renderLetterPdf } from '../../src/server/features/cover-letters/pdf.ts';
import { extractPdfText } from '../../src/server/platform/documents.ts';

const textOf = async (pdf: Buffer) => (await extractPdfText(pdf)) ?? '';

const SCRIPT = '<script>alert(1)</script>';
const BODY_SENTENCE = 'At Northwind I rebuilt the claims dashboard that 40 analysts use every morning.';

const letter: LetterDocument = {
  content: letterContent.parse({
    recipient: { name: 'Priya Raman', title: 'Head of Analytics', company: 'Acme Analytics', address: '100 Main Street\nAustin, TX 78701' },
    jobTitle: 'Data Analyst',
    greeting: 'Dear Ms. Raman,',
    body: `I am applying for the Data Analyst role at Acme Analytics.\n\n${BODY_SENTENCE} It cut the time to a first answer from a day to an hour.\n\nI would welcome the chance to talk.`,
    signOff: 'Kind regards,',
  }),
  header: { firstName: 'Maria', lastName: 'Delgado', email: 'maria@example.com', phone: '(512) 555-0147', location: 'Austin, TX', linkedin: '', portfolio: 'https://maria.dev' },
  template: 'executive-classic',
  date: '2026-11-27',
};

/** The order the parts come in, as indexes into a text; -1 for one missing. */
const order = (text: string, parts: readonly string[]) => parts.map((part) => text.indexOf(part));
const PARTS = ['Maria Delgado', 'maria@example.com', '27 November 2026', 'Priya Raman', 'Head of Analytics', 'Acme Analytics', '100 Main Street', 'Austin, TX 78701', 'Dear Ms. Raman,', 'I am applying', BODY_SENTENCE, 'I would welcome', 'Kind regards,'];
const inOrder = (positions: number[]) => positions.every((at, i) => at >= 0 && (i === 0 || at > positions[i - 1]!));

const docxText = async (doc: LetterDocument) => (await mammoth.extractRawText({ buffer: await renderLetterDocx(doc) })).value;

describe('the letter PDF', () => {
  it('reads back every part in order, in every template', async () => {
    for (const template of RESUME_TEMPLATE_IDS) {
      const text = (await textOf(await renderLetterPdf({ ...letter, template }))).replace(/\n/g, ' ');
      expect(inOrder(order(text, PARTS)), `${template}: ${text}`).toBe(true);
      expect(text.trimEnd().endsWith('Kind regards, Maria Delgado')).toBe(true);
    }
  });

  it('breaks pages for a long letter, losing nothing', async () => {
    const paragraphs = Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1}. ${'I delivered results for the team across several regions. '.repeat(12)}`.trim());
    const pdf = await renderLetterPdf({ ...letter, content: { ...letter.content, body: paragraphs.join('\n\n') } });
    const text = (await textOf(pdf)).replace(/\n/g, ' ');
    for (const paragraph of paragraphs) expect(text).toContain(paragraph);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(1);
  });
});

describe('the letter as Word', () => {
  it('reads back every part in order', async () => {
    const text = await docxText(letter);
    expect(inOrder(order(text, PARTS)), text).toBe(true);
    expect(text.trimEnd().endsWith('Maria Delgado')).toBe(true);
  });
});

describe('the letter as text', () => {
  it('is the parts in order, paragraphs apart, without the contact clutter beyond one line', () => {
    expect(letterText(letter)).toBe(
      [
        'Maria Delgado\nmaria@example.com | (512) 555-0147 | Austin, TX | maria.dev',
        '27 November 2026',
        'Priya Raman\nHead of Analytics\nAcme Analytics\n100 Main Street\nAustin, TX 78701',
        'Dear Ms. Raman,',
        'I am applying for the Data Analyst role at Acme Analytics.',
        `${BODY_SENTENCE} It cut the time to a first answer from a day to an hour.`,
        'I would welcome the chance to talk.',
        'Kind regards,\nMaria Delgado',
      ].join('\n\n') + '\n',
    );
  });

  it('puts the default greeting and sign-off in for empty ones, and leaves out an empty header and recipient', () => {
    const bare: LetterDocument = {
      ...letter,
      content: letterContent.parse({ body: 'One paragraph.' }),
      header: { firstName: '', lastName: '', email: '', phone: '', location: '', linkedin: '', portfolio: '' },
    };
    expect(letterText(bare)).toBe(`27 November 2026\n\n${COVER_LETTER_TEXT.defaultGreeting}\n\nOne paragraph.\n\n${COVER_LETTER_TEXT.defaultSignOff}\n`);
  });
});

describe('markup in a field', () => {
  it('prints literally in all three exports', async () => {
    const hostile: LetterDocument = {
      ...letter,
      content: { ...letter.content, recipient: { ...letter.content.recipient, company: `Acme ${SCRIPT}` }, body: `Hello ${SCRIPT} <b>bold</b> &amp; more.` },
      header: { ...letter.header, firstName: `<img src=x onerror=alert(1)>` },
    };
    const pdf = (await textOf(await renderLetterPdf(hostile))).replace(/\n/g, ' ');
    const docx = await docxText(hostile);
    const text = letterText(hostile);
    for (const output of [pdf, docx, text]) {
      expect(output).toContain(`Acme ${SCRIPT}`);
      expect(output).toContain(`Hello ${SCRIPT} <b>bold</b> &amp; more.`);
      expect(output).toContain('<img src=x onerror=alert(1)> Delgado');
    }
  });
});
