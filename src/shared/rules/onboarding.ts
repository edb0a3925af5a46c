// Onboarding's one parsing rule, in the spec's words: "Salary and years values are parsed as
// integers; non-numeric values become null". The form and any script share it.

const INTEGER_TEXT = /^[+-]?\d+(\.\d+)?$/;

/**
 * "85,000", " 85000 ", "$85000" and "3.5" (truncated to 3) read as integers; anything else,
 * including an empty field, is null. Values outside the safe integer range are null too.
 */
export function parseIntegerOrNull(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  let number: number;
  if (typeof value === 'number') number = value;
  else {
    const cleaned = value.trim().replace(/^\$/, '').replace(/[,_\s]/g, '');
    if (!INTEGER_TEXT.test(cleaned)) return null;
    number = Number(cleaned);
  }
  const integer = Math.trunc(number);
  // `+ 0` turns -0 into 0.
  return Number.isSafeInteger(integer) ? integer + 0 : null;
}
