// The analytics range (defaults, bounds, messages) and the screen's formatting of its figures.
import { describe, expect, it } from 'vitest';
import { ANALYTICS_TEXT } from '#shared/constants/analytics.ts';
import { analyticsRange } from '#shared/schemas/analytics.ts';
import { formatPercent, formatShortDate } from '../../src/client/features/analytics/figures.ts';

const issue = (input: unknown) => analyticsRange.safeParse(input).error?.issues[0]?.message;

describe('analyticsRange', () => {
  it('fills a missing end from the other, or the last twelve weeks up to today', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(analyticsRange.parse(undefined).to).toBe(today);
    expect(analyticsRange.parse({ to: '2026-03-29' })).toEqual({ from: '2026-01-05', to: '2026-03-29' });
    expect(analyticsRange.parse({ from: '2026-01-05', to: '2026-01-05' })).toEqual({ from: '2026-01-05', to: '2026-01-05' });
  });

  it('refuses reversed, longer than two years and malformed ranges with their messages', () => {
    expect(issue({ from: '2026-01-06', to: '2026-01-05' })).toBe(ANALYTICS_TEXT.rangeReversed);
    expect(analyticsRange.safeParse({ from: '2024-01-01', to: '2025-12-31' }).success).toBe(true);
    expect(issue({ from: '2024-01-01', to: '2026-01-01' })).toBe(ANALYTICS_TEXT.rangeTooLong);
    expect(issue({ from: '2026-13-01', to: '2026-01-01' })).toBe(ANALYTICS_TEXT.dateInvalid);
  });
});

describe('analytics figures', () => {
  it('formats a share, with a dash for nothing to divide', () => {
    expect(formatPercent(1, 3)).toBe('33%');
    expect(formatPercent(2, 4)).toBe('50%');
    expect(formatPercent(0, 0)).toBe('—');
  });

  it('reads an ISO date as a calendar day in every time zone', () => {
    expect(formatShortDate('2026-03-02')).toBe('Mar 2');
  });
});
