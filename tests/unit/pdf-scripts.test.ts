// Every script in a name prints: a resume and a cover letter for names in Cyrillic, Han, Japanese,
// Greek, accented Latin, Arabic and Hebrew read back from the PDF's text as written; a document in
// WinAnsi alone still embeds nothing; a letter with CJK in it stays small.
import { describe, expect, it } from 'vitest';
import { letterContent } from '#shared/schemas/cover-letters.ts';
import { resumeContent } from '#shared/schemas/resumes.ts';
import { sampleResume } from '../../scripts/support/sample-resume.ts';
import { renderLetterPdf } from '../../src/server/features/cover-letters/pdf.ts';
import { renderResumePdf } from '../../src/server/features/resumes/pdf/render.ts';
import { extractPdfText } from '../../src/server/platform/documents.ts';

const textOf = async (pdf: Buffer) => (await extractPdfText(pdf)) ?? '';

const NAMES = [
  ['Жанна', 'Ли'],
  ['李', '小龍'],
  ['山田', '太郎'],
  ['Σοφία', 'Παπαδοπούλου'],
  ['Zoë', 'Ångström-Núñez'],
  ['ليلى', 'حداد'],
  ['שרה', 'כהן'],
] as const;

/**
 * A right-to-left name is drawn right to left ("ليلى" at the right of "حداد"), as one run with the
 * space between its words; pdf.js reads such a run back in logical order, as typed. (Drawn in
 * logical order, without bidi, it would read back with its letters reversed.) Inside a Latin line
 * it reads back in place too, as long as right-to-left letters are under 30% of the line: past that
 * pdf.js takes the whole line for right-to-left and reverses it ("My name is ليلى حداد." reads
 * back ".ليلى حداد My name is"), though the page shows it right.
 */
const letter = (firstName: string, lastName: string) => ({
  content: letterContent.parse({ recipient: { company: 'Acme Analytics' }, body: `I worked with ${firstName} ${lastName} at Acme for five years as an analyst.\n\nI look forward to hearing from you.` }),
  header: { ...sampleResume.personalInfo, firstName, lastName },
  template: 'modern-professional' as const,
  date: '2026-11-27',
});

describe.each(NAMES)('the name %s %s', (firstName, lastName) => {
  const name = `${firstName} ${lastName}`;

  it('reads back from the resume PDF in every family', async () => {
    for (const template of ['modern-professional', 'executive-classic'] as const) {
      const content = resumeContent.parse({ ...sampleResume, personalInfo: { ...sampleResume.personalInfo, firstName, lastName } });
      const lines = (await textOf(await renderResumePdf(content, template))).split('\n');
      expect(lines[0], template).toBe(name);
    }
  });

  it('reads back from the letter PDF, heading it and in the body', async () => {
    const text = await textOf(await renderLetterPdf(letter(firstName, lastName)));
    expect(text.split('\n')[0]).toBe(name);
    expect(text).toContain(`I worked with ${name} at Acme for five years as an analyst.`);
  });
});

describe('fonts', () => {
  it('embeds none for a document all in WinAnsi, and subsets for one that is not', async () => {
    const latin = await renderLetterPdf(letter('Zoë', 'Ångström-Núñez'));
    expect(latin.toString('latin1')).not.toMatch(/\/FontFile/);
    const cyrillic = await renderLetterPdf(letter('Жанна', 'Ли'));
    expect(cyrillic.toString('latin1')).toMatch(/\/FontFile2/);
  });

  it('keeps a one-page letter with Han, kana, Arabic and Cyrillic under 150 KB', async () => {
    const doc = letter('李', '小龍');
    doc.content.body = `東京で五年間働きました。山田太郎さんと一緒に設計しました。 Работал с Жанной. عملت مع ليلى.\n\n${'I led the analytics team. '.repeat(40)}`;
    const pdf = await renderLetterPdf(doc);
    expect(pdf.length).toBeLessThan(150 * 1024);
    const text = (await textOf(pdf)).replace(/\n/g, '');
    expect(text).toContain('東京で五年間働きました。山田太郎さんと一緒に設計しました。');
  });

  it('wraps a line of mixed scripts within the column, losing nothing', async () => {
    const doc = letter('Ada', 'Lovelace');
    const han = '東京都千代田区丸の内一丁目九番二号の会議室で毎週火曜日に開かれた設計レビューを担当しました。'.repeat(4);
    doc.content.body = `Experience: ${han} Then Москва.`;
    const lines = (await textOf(await renderLetterPdf(doc))).split('\n');
    const start = lines.findIndex((line) => line.startsWith('Experience:'));
    const end = lines.findIndex((line) => line.endsWith('Then Москва.'));
    expect(end - start).toBeGreaterThanOrEqual(2);
    expect(lines.slice(start, end + 1).join('')).toBe(`Experience: ${han} Then Москва.`);
  });
});
