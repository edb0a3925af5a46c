import { describe, expect, it } from 'vitest';
import {
  EMPLOYER_SAMPLE,
  PARTNER_SAMPLE,
  performancePercent,
  PROVIDER_SAMPLE,
} from '../../src/client/features/dashboard/sample-data.ts';

describe('sample dashboards', () => {
  it('scale provider performance bars as value/1000, capped at 100%', () => {
    expect(performancePercent(845)).toBe(84.5);
    expect(performancePercent(1000)).toBe(100);
    expect(performancePercent(1250)).toBe(100);
    expect(performancePercent(0)).toBe(0);
  });

  it("use only the spec's statuses, each with a colour", () => {
    const statuses = (sample: typeof EMPLOYER_SAMPLE) => new Set(sample.list.map((item) => item.status));
    expect([...statuses(PROVIDER_SAMPLE)].sort()).toEqual(['Completed', 'In Progress', 'New']);
    expect([...statuses(EMPLOYER_SAMPLE)].sort()).toEqual(['Interview', 'New', 'Reviewed']);
    expect([...statuses(PARTNER_SAMPLE)].sort()).toEqual(['Active', 'Completing']);
    for (const sample of [EMPLOYER_SAMPLE, PARTNER_SAMPLE, PROVIDER_SAMPLE]) {
      expect(Object.keys(sample.statusColors).sort()).toEqual([...statuses(sample)].sort());
    }
  });
});
