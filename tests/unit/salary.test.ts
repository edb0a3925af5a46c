// The one salary rule (rules/salary.ts): each source's wording of a period, currency codes, and a
// stated salary made yearly in its own currency, or refused when reading it would be a guess.
import { describe, expect, it } from 'vitest';
import { currencyCode, SALARY_MAX, salaryPeriod, yearlySalary } from '#shared/rules/salary.ts';

describe('salaryPeriod', () => {
  it.each([
    ['HOUR', 'HOUR'],
    ['hourly', 'HOUR'],
    ['per-hour-wage', 'HOUR'],
    ['1 HOUR', 'HOUR'],
    ['DAY', 'DAY'],
    ['per-day-wage', 'DAY'],
    ['daily', 'DAY'],
    ['WEEK', 'WEEK'],
    ['per-week-salary', 'WEEK'],
    ['MONTH', 'MONTH'],
    ['1 MONTH', 'MONTH'],
    ['YEAR', 'YEAR'],
    ['per-year-salary', 'YEAR'],
    ['annual', 'YEAR'],
    ['per annum', 'YEAR'],
    // Not a count of any of the periods: never read as the nearest one.
    ['biweekly', null],
    ['bi-weekly', null],
    ['semi-monthly', null],
    ['bimonthly', null],
    ['semi-annual', null],
    ['fortnightly', null],
    ['quarterly', null],
    ['one-time', null],
    ['', null],
    [null, null],
  ])('%s is %s', (text, period) => {
    expect(salaryPeriod(text)).toBe(period);
  });
});

describe('currencyCode', () => {
  it.each([
    ['USD', 'USD'],
    [' eur ', 'EUR'],
    ['$', null],
    ['dollars', null],
    ['US$', null],
    ['competitive', null],
    [null, null],
  ])('%s is %s', (text, code) => {
    expect(currencyCode(text)).toBe(code);
  });
});

describe('yearlySalary', () => {
  it.each([
    ['25 USD an hour is 52,000 a year', { value: 25, currency: 'USD', period: 'HOUR' }, { min: 52_000, max: 52_000, currency: 'USD' }],
    ['a monthly EUR range stays in euros', { min: 4_000, max: 5_000, currency: 'eur', period: 'MONTH' }, { min: 48_000, max: 60_000, currency: 'EUR' }],
    ['a daily rate', { min: 400, max: 500, currency: 'GBP', period: 'per-day-wage' }, { min: 104_000, max: 130_000, currency: 'GBP' }],
    ['a weekly rate', { value: '1,000', currency: 'CAD', period: 'WEEK' }, { min: 52_000, max: 52_000, currency: 'CAD' }],
    ['a yearly range, rounded', { min: 100_000.6, max: '150,000', currency: 'USD', period: 'YEAR' }, { min: 100_001, max: 150_000, currency: 'USD' }],
    ['only a top', { max: 90_000, currency: 'USD', period: 'YEAR' }, { min: 90_000, max: 90_000, currency: 'USD' }],
    ['yen in millions', { min: 6_000_000, max: 9_000_000, currency: 'JPY', period: 'YEAR' }, { min: 6_000_000, max: 9_000_000, currency: 'JPY' }],
  ])('%s', (_, stated, salary) => {
    expect(yearlySalary(stated)).toMatchObject({ ok: true, salary });
  });

  it('answers the period a conversion came from', () => {
    expect(yearlySalary({ value: 25, currency: 'USD', period: 'HOUR' })).toEqual({ ok: true, salary: { min: 52_000, max: 52_000, currency: 'USD' }, period: 'HOUR' });
  });

  it.each([
    ['nothing', {}],
    ['a currency and a period but no figure', { currency: 'USD', period: 'YEAR' }],
    ['blank figures', { min: '', max: '  ', currency: 'USD', period: 'YEAR' }],
  ])('reads %s as no salary', (_, stated) => {
    expect(yearlySalary(stated)).toEqual({ ok: true, salary: null });
  });

  it.each([
    ['"competitive"', { value: 'Competitive', currency: 'USD', period: 'YEAR' }, 'amount'],
    ['"$50k"', { value: '$50k', currency: 'USD', period: 'YEAR' }, 'amount'],
    ['a negative figure', { min: -1, max: 5, currency: 'USD', period: 'YEAR' }, 'amount'],
    ['a range upside down', { min: 90_000, max: 80_000, currency: 'USD', period: 'YEAR' }, 'amount'],
    ['a year past the column', { value: SALARY_MAX, currency: 'KRW', period: 'MONTH' }, 'amount'],
    ['no currency', { min: 1, max: 2, period: 'YEAR' }, 'currency'],
    ['a currency sign for a currency', { min: 1, max: 2, currency: '$', period: 'YEAR' }, 'currency'],
    ['no period', { min: 1, max: 2, currency: 'USD' }, 'period'],
    ['a biweekly period', { min: 1, max: 2, currency: 'USD', period: 'biweekly' }, 'period'],
  ])('refuses %s', (_, stated, refusal) => {
    expect(yearlySalary(stated)).toEqual({ ok: false, refusal });
  });
});
