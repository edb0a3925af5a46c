import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAppointment,
  formatBytes,
  formatCategoryLabel,
  formatJobTotal,
  formatLongDate,
  formatPostedAge,
  formatPrice,
  formatSalary,
  formatShortDate,
  formatTimer,
} from '#shared/format.ts';

describe('formatSalary', () => {
  it('follows the four cases of the spec, in dollars as ever', () => {
    expect(formatSalary(60000, 85000, 'USD')).toBe('$60,000 - $85,000');
    expect(formatSalary(90000, null, 'USD')).toBe('$90,000+');
    expect(formatSalary(null, 70000, 'USD')).toBe('Up to $70,000');
    expect(formatSalary(null, null, 'USD')).toBe('Salary not specified');
    expect(formatSalary(0, 0, 'USD')).toBe('$0 - $0');
  });

  it('names the currency it was stated in, never converting', () => {
    expect(formatSalary(62400, 83200, 'EUR')).toBe('€62,400 - €83,200');
    expect(formatSalary(50000, null, 'GBP')).toBe('£50,000+');
    expect(formatSalary(null, 8_000_000, 'JPY')).toBe('Up to ¥8,000,000');
    expect(formatSalary(90000, 120000, 'CAD')).toBe('CA$90,000 - CA$120,000');
    expect(formatSalary(90000, 120000, 'CHF')).toMatch(/^CHF\s90,000 - CHF\s120,000$/);
  });

  it('always names every amount it was given', () => {
    const amount = fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null });
    fc.assert(
      fc.property(amount, amount, fc.constantFrom('USD', 'EUR', 'GBP', 'JPY', 'INR'), (min, max, currency) => {
        const text = formatSalary(min, max, currency);
        for (const n of [min, max]) if (n !== null) expect(text).toContain(n.toLocaleString('en-US'));
      }),
    );
  });
});

describe('formatPostedAge', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

  it.each([
    [0.2, '1 day ago'],
    [1, '1 day ago'],
    [1.5, '2 days ago'],
    [6, '6 days ago'],
    [7, '1 week ago'],
    [13, '1 week ago'],
    [14, '2 weeks ago'],
    [29, '4 weeks ago'],
    [30, '1 month ago'],
    [89, '2 months ago'],
  ])('%s days → %s', (days, label) => {
    expect(formatPostedAge(daysAgo(days), now)).toBe(label);
  });
});

describe('labels and dates', () => {
  it('capitalises each hyphen-separated word', () => {
    expect(formatCategoryLabel('career-advice')).toBe('Career Advice');
    expect(formatCategoryLabel('entrepreneurship')).toBe('Entrepreneurship');
  });

  it('formats the two spec date patterns and throws on invalid dates', () => {
    expect(formatShortDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatLongDate('2026-03-05')).toBe('March 5, 2026');
    expect(() => formatShortDate('not a date')).toThrow(RangeError);
  });

  it("writes an interview's time with its weekday, in the viewer's zone", () => {
    expect(formatAppointment('2026-12-01T14:30:00')).toBe('Tue, Dec 1, 2026 2:30 PM');
    expect(() => formatAppointment('not a date')).toThrow(RangeError);
  });

  it('prints whole and fractional prices', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(119)).toBe('$119');
    expect(formatPrice(14.99)).toBe('$14.99');
  });
});

describe('formatJobTotal', () => {
  it('separates thousands and marks a count the server stopped at', () => {
    expect(formatJobTotal(74)).toBe('74');
    expect(formatJobTotal(1000, true)).toBe('1,000+');
    expect(formatJobTotal(1000, false)).toBe('1,000');
  });
});

describe('formatTimer', () => {
  it("shows the interview's recording time as m:ss", () => {
    expect([0, 7, 59, 60, 125, 3660].map(formatTimer)).toEqual(['0:00', '0:07', '0:59', '1:00', '2:05', '61:00']);
    expect(formatTimer(-3)).toBe('0:00');
    expect(formatTimer(9.9)).toBe('0:09');
  });
});

describe('formatBytes', () => {
  it('says bytes below a kilobyte, KB below a megabyte and MB with one decimal above', () => {
    expect(formatBytes(10)).toBe('10 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(2_400)).toBe('2 KB');
    expect(formatBytes(999_000)).toBe('999 KB');
    expect(formatBytes(1_000_000)).toBe('1.0 MB');
    expect(formatBytes(1_450_000)).toBe('1.4 MB');
  });
});
