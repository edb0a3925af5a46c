// Onboarding's parsing rule and input schema: integers from whatever was typed, no required
// fields, and a salary range that makes sense.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '#shared/constants.ts';
import { ONBOARDING_TEXT } from '#shared/constants/onboarding.ts';
import { parseIntegerOrNull } from '#shared/rules/onboarding.ts';
import { onboardingProfileInput } from '#shared/schemas/onboarding.ts';

describe('parseIntegerOrNull', () => {
  it('parses what people type as integers', () => {
    expect(parseIntegerOrNull('42')).toBe(42);
    expect(parseIntegerOrNull(' 85000 ')).toBe(85000);
    expect(parseIntegerOrNull('85,000')).toBe(85000);
    expect(parseIntegerOrNull('$60,000')).toBe(60000);
    expect(parseIntegerOrNull('3.7')).toBe(3);
    expect(parseIntegerOrNull('-2')).toBe(-2);
    expect(parseIntegerOrNull('0')).toBe(0);
    expect(parseIntegerOrNull(12)).toBe(12);
    expect(parseIntegerOrNull(12.9)).toBe(12);
  });

  it('turns anything non-numeric into null', () => {
    for (const text of ['', '   ', 'abc', 'ten', '12abc', '1e5', '0x10', '--1', '$', '.', NaN, Infinity, null, undefined]) {
      expect(parseIntegerOrNull(text as string)).toBeNull();
    }
    expect(parseIntegerOrNull('99999999999999999999')).toBeNull();
    expect(Object.is(parseIntegerOrNull('-0'), 0)).toBe(true);
  });

  it('round-trips every safe integer written out', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => parseIntegerOrNull(String(n)) === n));
    fc.assert(fc.property(fc.nat({ max: 1e9 }), (n) => parseIntegerOrNull(n.toLocaleString('en-US')) === n));
  });
});

describe('onboardingProfileInput', () => {
  it('requires nothing', () => {
    expect(onboardingProfileInput.parse({})).toEqual({
      careerGoals: '',
      skillLevel: null,
      preferredWorkModel: null,
      locationPreference: '',
      willingToRelocate: false,
      yearsExperience: null,
      targetSalaryMin: null,
      targetSalaryMax: null,
      industryPreferences: [],
      resumeFileId: null,
    });
  });

  it('refuses a minimum above the target, with a clear message on the target', () => {
    const result = onboardingProfileInput.safeParse({ targetSalaryMin: 90000, targetSalaryMax: 60000 });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: ['targetSalaryMax'], message: ONBOARDING_TEXT.salaryRange });
    expect(onboardingProfileInput.safeParse({ targetSalaryMin: 60000, targetSalaryMax: 60000 }).success).toBe(true);
    expect(onboardingProfileInput.safeParse({ targetSalaryMin: 60000, targetSalaryMax: null }).success).toBe(true);
  });

  it('bounds years, salaries, text and industries', () => {
    const fails = (input: object) => !onboardingProfileInput.safeParse(input).success;
    expect(fails({ yearsExperience: 81 })).toBe(true);
    expect(fails({ yearsExperience: -1 })).toBe(true);
    expect(fails({ yearsExperience: 2.5 })).toBe(true);
    expect(fails({ targetSalaryMin: -1 })).toBe(true);
    expect(fails({ careerGoals: 'x'.repeat(5001) })).toBe(true);
    expect(fails({ locationPreference: 'x'.repeat(201) })).toBe(true);
    expect(fails({ industryPreferences: ['Technology', 'Technology'] })).toBe(true);
    expect(fails({ industryPreferences: ['Astrology'] })).toBe(true);
    expect(fails({ skillLevel: 'guru' })).toBe(true);
    expect(fails({ resumeFileId: 'not-a-uuid' })).toBe(true);
    expect(fails({ industryPreferences: [...INDUSTRIES], yearsExperience: 80, careerGoals: 'x'.repeat(5000) })).toBe(false);
  });
});
