// The builder's client-side rules: the preview's copy of the PDF layouts and date ranges (the
// client may not import server code, so the copies are held to the originals here), and the skills
// rule the editor applies as the user types.
import { describe, expect, it } from 'vitest';
import { RESUME_TEMPLATE_IDS } from '#shared/constants/resumes.ts';
import { formatRange, withSkill } from '../../src/client/features/resume-builder/resume-model.ts';
import { templateLayout } from '../../src/client/features/resume-builder/template-layout.ts';
import { formatRange as printedRange } from '../../src/server/features/resumes/fields.ts';
import { layoutFor } from '../../src/server/features/resumes/pdf/layouts.ts';

describe('the preview follows the PDF', () => {
  it.each(RESUME_TEMPLATE_IDS)('lays out %s as the PDF does', (id) => {
    const { fontFamily, ...preview } = templateLayout(id);
    const { fonts, ...printed } = layoutFor(id);
    expect(preview).toEqual(printed);
    expect(fontFamily.startsWith(fonts.regular === 'Times-Roman' ? '"Times New Roman"' : 'Helvetica')).toBe(true);
  });

  it.each([
    ['2022-01', '', true],
    ['2020-03', '2021-12', false],
    ['', '2021-12', false],
    ['2019-09', '', false],
    ['', '', false],
  ] as const)('prints the range %s to %s (current: %s) as the PDF does', (start, end, current) => {
    expect(formatRange(start, end, current)).toBe(printedRange(start, end, current));
  });
});

describe('adding a skill', () => {
  it('trims it and keeps the order', () => {
    expect(withSkill(['SQL'], '  Excel ')).toEqual(['SQL', 'Excel']);
  });

  it('ignores a blank and a duplicate in any case', () => {
    expect(withSkill(['SQL'], '   ')).toBeNull();
    expect(withSkill(['SQL'], 'sql')).toBeNull();
  });
});
