// The one CSV writer: quoting per RFC 4180, and every leading character OWASP lists neutralised.
import { describe, expect, it } from 'vitest';
import { csvField, csvFile } from '#shared/csv.ts';

describe('csvField', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+49 30', "'+49 30"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', `"'\r=cmd"`],
  ])('neutralises %j as %j', (text, written) => {
    expect(csvField(text)).toBe(written);
  });

  it('quotes a neutralised field that needs it, and leaves the rest alone', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField("'quoted")).toBe("'quoted");
    expect(csvField('Acme, "Inc"')).toBe('"Acme, ""Inc"""');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField('')).toBe('');
    expect(csvField(null)).toBe('');
  });

  it('writes numbers as numbers, negative ones too', () => {
    expect(csvField(55000)).toBe('55000');
    expect(csvField(-5)).toBe('-5');
  });
});

describe('csvFile', () => {
  it('writes the header and every row, each ending in CRLF', () => {
    expect(csvFile(['Title', 'Salary'], [['=cmd', 5], ['Analyst', null]])).toBe("Title,Salary\r\n'=cmd,5\r\nAnalyst,\r\n");
  });
});
