// Plain formatting of the analytics figures, kept out of the screen so it is unit-tested.

/** "40%" of a share; a dash when there is nothing to divide. */
export function formatPercent(part: number, whole: number): string {
  return whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`;
}

/** "Mar 2" for an ISO date (read as a calendar day, not shifted by the time zone) or a timestamp. */
export function formatShortDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: typeof value === 'string' ? 'UTC' : undefined });
}
