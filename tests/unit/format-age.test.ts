import { describe, expect, it } from 'vitest';
import { formatAge } from '#shared/format.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatAge', () => {
  it('counts minutes and hours within the first day', () => {
    expect(formatAge(ago(10_000), now)).toBe('just now');
    expect(formatAge(ago(MIN), now)).toBe('1 minute ago');
    expect(formatAge(ago(59 * MIN), now)).toBe('59 minutes ago');
    expect(formatAge(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatAge(ago(23 * HOUR), now)).toBe('23 hours ago');
  });

  it('reads like the product’s other ages from a day on', () => {
    expect(formatAge(ago(DAY), now)).toBe('1 day ago');
    expect(formatAge(ago(3 * DAY), now)).toBe('3 days ago');
    expect(formatAge(ago(14 * DAY), now)).toBe('2 weeks ago');
    expect(formatAge(ago(65 * DAY), now)).toBe('2 months ago');
  });
});
