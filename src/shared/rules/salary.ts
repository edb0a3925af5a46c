// The one salary rule: every writer of a job (a captured posting, an import file, a live feed, the
// staff form) stores a salary as a yearly range in the currency the source stated. A rate per hour,
// day, week or month becomes yearly by a fixed count of periods in a working year; the currency is
// kept as stated and never converted; a figure whose currency or period is not stated is not
// guessed. Both sides run it: the server on every write, the browser extension on the page it reads.

export const SALARY_PERIODS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** A full-time year: 40 hours × 52 weeks, 5 days × 52 weeks, 52 weeks, 12 months. */
export const PERIODS_PER_YEAR: Record<SalaryPeriod, number> = { HOUR: 2080, DAY: 260, WEEK: 52, MONTH: 12, YEAR: 1 };

/** The largest yearly figure a job stores (the column is a 32-bit integer; yen and won run to millions). */
export const SALARY_MAX = 2_000_000_000;

export interface YearlySalary {
  min: number;
  max: number;
  /** ISO 4217, upper case: "USD", "EUR". */
  currency: string;
}

/** Why a stated salary cannot be stored: no currency, no period, or figures that are not a range of amounts. */
export type SalaryRefusal = 'currency' | 'period' | 'amount';

/** A reading: the yearly range and the period it was stated in, nothing stated, or why it cannot be read. */
export type SalaryReading =
  | { ok: true; salary: YearlySalary; period: SalaryPeriod }
  | { ok: true; salary: null }
  | { ok: false; refusal: SalaryRefusal };

/**
 * The period a source's wording names: schema.org's unitText ("HOUR", "YEAR"), Lever's interval
 * ("per-hour-wage", "per-year-salary"), Ashby's ("1 HOUR", "1 YEAR"), or plain words ("hourly",
 * "per annum"). Null when it names none of them.
 */
export function salaryPeriod(text: string | null | undefined): SalaryPeriod | null {
  const t = (text ?? '').toLowerCase();
  // Every two weeks, twice a month, every six months: none is a count of the periods below, and
  // reading "biweekly" as weekly would double the figure.
  if (/\bbi-?(week|month|annual|year)|semi-?(month|annual|year)|fortnight|quarter/.test(t)) return null;
  if (/hour/.test(t)) return 'HOUR';
  if (/\bday\b|daily/.test(t)) return 'DAY';
  if (/week/.test(t)) return 'WEEK';
  if (/month/.test(t)) return 'MONTH';
  if (/year|annual|annum/.test(t)) return 'YEAR';
  return null;
}

/** "usd" and " EUR " are currencies; "$", "dollars" and "competitive" are not. */
export function currencyCode(text: string | null | undefined): string | null {
  const code = (text ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/** A figure as stated: null when none is, undefined when it is not an amount ("competitive", "$50k", a negative). */
const amount = (v: unknown): number | null | undefined => {
  const text = typeof v === 'string' ? v.replace(/,/g, '').trim() : null;
  if (v === null || v === undefined || text === '') return null;
  const n = text === null ? v : Number(text);
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * A stated salary as a yearly range: `{ ok: true, salary: null }` when nothing is stated, a refusal
 * when something is stated that cannot be read without guessing. One figure (`value`, or only one
 * end) is a range of that one figure.
 */
export function yearlySalary(stated: {
  min?: unknown;
  max?: unknown;
  value?: unknown;
  period?: string | null;
  currency?: string | null;
}): SalaryReading {
  const min = amount(stated.min);
  const max = amount(stated.max);
  const value = amount(stated.value);
  if (min === undefined || max === undefined || value === undefined) return { ok: false, refusal: 'amount' };
  const low = min ?? value ?? max;
  const high = max ?? value ?? min;
  if (low === null || high === null) return { ok: true, salary: null };
  if (low > high) return { ok: false, refusal: 'amount' };
  const currency = currencyCode(stated.currency);
  if (!currency) return { ok: false, refusal: 'currency' };
  const period = salaryPeriod(stated.period);
  if (!period) return { ok: false, refusal: 'period' };
  const perYear = PERIODS_PER_YEAR[period];
  const yearly = { min: Math.round(low * perYear), max: Math.round(high * perYear), currency };
  if (yearly.max > SALARY_MAX) return { ok: false, refusal: 'amount' };
  return { ok: true, salary: yearly, period };
}
